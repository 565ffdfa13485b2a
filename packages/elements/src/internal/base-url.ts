import { serviceUrl } from '@tucan/client';
import type { ReactiveController, ReactiveElement } from 'lit';
import type { LocalizeController } from '../controllers/localize.ts';
import { TucanErrorEvent } from '../events.ts';
import { failurePlain } from '../frame/failure-plain.ts';
import { frameMessages } from '../frame/frame.messages.ts';

/** The `tucan-error` code of a refused `base-url` (docs/contract.md, the elements' README). */
export const INVALID_BASE_URL = 'invalid_base_url';

/** An element that takes `base-url`. */
export interface BaseUrlHost extends ReactiveElement {
  baseUrl: string;
  chargeUuid: string;
}

/**
 * The `base-url` of an element, checked by the one service-URL check (`serviceUrl` of `@tucan/client`). A refused
 * one (`javascript:`, `data:`, `blob:`, `//host`, `http:` to a host that is not loopback, `user:password@`) is
 * never loaded nor called: the element renders `view()` (the shopper's message, localized) instead of its content
 * and skips its work while `refused`, and the page gets `tucan-error` `invalid_base_url` once per refused value.
 * An unset `base-url` is the environment's URL, which is a service URL.
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
    const { baseUrl } = this.host;
    return !!baseUrl && !serviceUrl(baseUrl);
  }

  #message(): string {
    return this.l10n.t(frameMessages, 'base_url');
  }

  hostUpdated(): void {
    const { baseUrl, chargeUuid } = this.host;
    if (!this.refused) this.#reported = undefined;
    else if (this.#reported !== baseUrl) {
      this.#reported = baseUrl;
      this.host.dispatchEvent(
        new TucanErrorEvent({
          chargeUuid,
          code: INVALID_BASE_URL,
          message: this.#message(),
          reason:
            'base-url must be an https URL, or http on a loopback host (a local sandbox), without user:password@',
        }),
      );
    }
  }

  /** What the element shows instead of its content. */
  view() {
    return failurePlain(this.#message());
  }
}
