import { baseUrlOf, serviceUrl } from '@tucan/client/service-url';
import { html, type ReactiveController, type ReactiveElement } from 'lit';
import type { LocalizeController } from '../controllers/localize.ts';
import { TucanErrorEvent } from '../events.ts';
import { frameMessages } from '../frame/frame.messages.ts';
import { controlIcon } from '../styles/icons.ts';

/** The `tucan-error` code of a refused `base-url` (docs/contract.md, the elements' README). */
export const INVALID_BASE_URL = 'invalid_base_url';

/** An element that takes `base-url`. */
export interface BaseUrlHost extends ReactiveElement {
  baseUrl: string;
  chargeUuid: string;
  /** Used when `baseUrl` is unset: one of `BASE_URLS`' own keys, else refused like a bad `base-url`. */
  environment?: string;
}

const BASE_URL_RULE =
  'base-url must be an https URL, or http on a loopback host (a local sandbox), without user:password@';
const ENVIRONMENT_RULE = 'environment must be "sandbox" or "production" (or set base-url)';

/**
 * The `base-url` of an element, checked by the one service-URL check (`serviceUrl` of `@tucan/client`). A refused
 * one (`javascript:`, `data:`, `blob:`, `//host`, `http:` to a host that is not loopback, `user:password@`) is
 * never loaded nor called: the element renders `view()` (the shopper's message, localized) instead of its content
 * and skips its work while `refused`, and the page gets `tucan-error` `invalid_base_url` and the developer a
 * `console.warn` (what is allowed, never the value) once per refused value. An unset `base-url` is the
 * environment's URL; an unknown `environment` (not an own key of `BASE_URLS`: `toString` is none) is refused alike.
 */
export class BaseUrlCheck implements ReactiveController {
  #reported: unknown;

  constructor(
    private readonly host: BaseUrlHost,
    private readonly l10n: LocalizeController,
  ) {
    host.addController(this);
  }

  get refused(): boolean {
    return !!this.#rule();
  }

  /** Why the service URL is refused (for the developer), or '' when it is not. */
  #rule(): string {
    const { baseUrl, environment } = this.host;
    if (baseUrl) return serviceUrl(baseUrl) ? '' : BASE_URL_RULE;
    return environment === undefined || baseUrlOf(environment) ? '' : ENVIRONMENT_RULE;
  }

  #message(): string {
    return this.l10n.t(frameMessages, 'base_url');
  }

  hostUpdated(): void {
    const { baseUrl, environment, chargeUuid } = this.host;
    const rule = this.#rule();
    const value = `${baseUrl}|${environment}`;
    if (!rule) this.#reported = undefined;
    else if (this.#reported !== value) {
      this.#reported = value;
      console.warn(`<${this.host.localName}>: the service URL was refused: ${rule}.`);
      this.host.dispatchEvent(
        new TucanErrorEvent({
          chargeUuid,
          code: INVALID_BASE_URL,
          message: this.#message(),
          reason: rule,
        }),
      );
    }
  }

  /** What the element shows instead of its content: the design's titled alert, as the card's other alerts. */
  view() {
    return html`<div class="alert failure" role="alert">
      ${controlIcon('alert', 'alert-icon')}
      <div>
        <p class="alert-title">${this.l10n.t(frameMessages, 'base_url.title')}</p>
        <p class="alert-body">${this.#message()}</p>
      </div>
    </div>`;
  }
}
