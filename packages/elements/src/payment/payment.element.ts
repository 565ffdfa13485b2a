import type { Environment, TucanClient } from '@tucan/client';
import { html, LitElement, type PropertyDeclarations, type PropertyValues } from 'lit';
import { ColorSchemeController } from '../controllers/color-scheme.ts';
import { LocalizeController, type LocalizedHost, type Namespace } from '../controllers/localize.ts';
import { amountProperty } from '../internal/amount-property.ts';
import { BaseUrlCheck } from '../internal/base-url.ts';
import type { LocaleOverrides } from '../locales/catalogue.ts';
import { statusMessages, titleKey } from '../status/status.messages.ts';
import type { ClientCache } from './client-cache.ts';
import { PaymentFormValue } from './form-value.ts';
import { PAY_TIMEOUT_MS } from './payment.logic.ts';
import { PaymentState } from './payment-state.ts';

/**
 * @attribute {number} amount - The amount to pay, in `currency` (a number, or a string such as `"150.75"`, as React 19 and Vue set it).
 * @attribute {string} lang - Wording (en, pt-BR, es-MX, es-AR, es-CO, es-CL; other tags to the nearest) and number formats. Not a property of its own: the
 * element's `lang`, else the closest ancestor's, else the document's, else the browser's language. Read at
 * each render; a change of its own `lang` or of `<html lang>` re-renders at once.
 *
 * What every payment element shares (`<tucan-card>`, the code elements, the wallets): the charge's properties,
 * the client, the wording and its locale gate (the first render waits for the shopper's words), the colour
 * scheme, the payment's state (`payment`: status, alert, notice, busy, done; the payment flow writes it, the
 * element renders from it), the polite live region, the result view (`<tucan-status quiet>`), the check of
 * `base-url` and form association (invalid until the charge is paid, then the charge UUID as the form value).
 * An element adds its own properties and its view, and says which words it shows (`words`).
 */
export abstract class TucanPaymentElement extends LitElement {
  static formAssociated = true;

  static override properties: PropertyDeclarations = {
    theme: { reflect: true },
    chargeUuid: { attribute: 'charge-uuid' },
    baseUrl: { attribute: 'base-url' },
    environment: {},
    ...amountProperty(this),
    currency: {},
    payTimeout: { type: Number, attribute: 'pay-timeout' },
    name: { reflect: true },
    client: { attribute: false },
    messages: { attribute: false },
    langAttribute: { attribute: 'lang' },
  };

  /**
   * The element's wording (its namespaces) and, for words outside the card group, their loaders: read once, when
   * the element is created.
   */
  protected static words: { namespaces: readonly Namespace[]; loaders?: object } = {
    namespaces: ['payment', 'status'],
  };

  /**
   * `auto` (follows the page: its computed `color-scheme` or `<meta name="color-scheme">`, and the system only
   * when the page supports both), `light` or `dark`; the embedded status and 3DS dialog follow it.
   */
  theme = 'auto';
  /** The charge to pay (created by the merchant's backend). */
  chargeUuid = '';
  /** Service base URL (e.g. a local sandbox); overrides `environment`. */
  baseUrl = '';
  /** `sandbox` or `production`: the provider's service the element talks to (unless `base-url` is set). */
  environment: Environment = 'sandbox';
  /** Charge amount in major units (e.g. 150.75), shown with the currency. */
  declare amount: number | undefined;
  /** ISO 4217 currency of the charge. */
  currency = '';
  /**
   * How long the pay call may take, retries included, in ms, clamped to 5 000–120 000 (not a positive finite
   * number: the default). A "still working" notice shows after 4 s; when the time is up the shopper hears that
   * the outcome is not known yet, and the next click asks again with the same Idempotency-Key.
   * @type {number}
   * @default 30000
   */
  payTimeout = PAY_TIMEOUT_MS;
  /** The form field name under which the charge UUID is submitted after success (reflected). */
  name = '';
  /** Replaces the client built from `base-url`/`environment` (for tests and custom transports). */
  declare client: TucanClient | undefined;
  /**
   * The merchant's wording over tucan's, per locale and element, e.g. `{ 'pt-BR': { card: { pay: 'Pagar
   * {amount} agora' } } }` (typed: `LocaleOverrides`). A key it lacks keeps tucan's wording.
   */
  declare messages: LocaleOverrides | undefined;
  /**
   * @internal The element's own `lang` attribute, watched so that a change re-words the element at once; the
   * language itself is read by the localize controller.
   */
  langAttribute: string | null = null;

  /** @internal The element's wording in the shopper's language. */
  readonly l10n: LocalizeController = localize(this, (this.constructor as typeof TucanPaymentElement).words);
  /** @internal The payment's state: the flow writes it, the element renders from it. */
  readonly payment = new PaymentState(this);
  /** @internal Form association: the form value and validity follow the payment (`formValidity`). */
  protected readonly formValue = new PaymentFormValue(this);
  /** A `base-url` that is not a service URL: no call, the shopper reads why (`internal/base-url.ts`). */
  protected readonly baseUrlCheck = new BaseUrlCheck(this, this.l10n);
  readonly #scheme = new ColorSchemeController(this, this.formValue.internals);
  /**
   * @internal The clients built from `environment`/`base-url`: set when the element's payment code is there (the
   * client is part of it), so that an element whose page never pays (the card's frame mode) never loads it.
   */
  clients: ClientCache | undefined;

  /** @internal The client used for every call: `client`, else the one for `environment` and `base-url`. */
  get api(): TucanClient {
    if (this.client) return this.client;
    if (!this.clients) throw new Error(`<${this.localName}>: the client is not loaded yet`);
    return this.clients.get(this.environment, this.baseUrl);
  }

  /** The form the element belongs to. */
  get form(): HTMLFormElement | null {
    return this.formValue.internals.form;
  }

  /** The first render, and a render after a change of language, wait for the shopper's words to load. */
  protected override scheduleUpdate(): Promise<unknown> | undefined {
    return this.l10n.ready(() => super.scheduleUpdate());
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('theme')) this.#scheme.themeChanged();
  }

  /**
   * What form association says while the charge is not paid: the validity message and the control it points to,
   * or `undefined` when the element takes no part in the form's validity (a wallet that cannot be used here).
   */
  abstract formValidity(): { message: string; anchor?: HTMLElement | undefined } | undefined;

  /** @internal The colour scheme the nested status and 3DS dialog follow: the element's, as resolved from the page. */
  themeOf(): 'dark' | 'light' {
    return this.#scheme.dark ? 'dark' : 'light';
  }

  /** @internal The title the embedded `<tucan-status>` shows for a status. */
  statusTitle(status: string): string {
    return this.l10n.t(statusMessages, titleKey(status));
  }

  /** @internal Says `text` in the element's live region. */
  announce(text: string): void {
    this.payment.announce(text);
  }

  /** @internal After the charge became final: the focus goes to the result. */
  async focusResult(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.result')?.focus();
  }

  /** @internal The polite live region: what `announce` says. */
  liveRegion() {
    return html`<p class="visually-hidden" role="status" aria-live="polite">${this.payment.announcement}</p>`;
  }

  /** @internal The result of a final charge: the status screen, quiet (the live region has said its title). */
  resultView(currency: string, amount: number | undefined) {
    return html`<div class="result" tabindex="-1">
      <tucan-status quiet .messages=${this.messages} status=${this.payment.status} lang=${this.l10n.lang} currency=${currency}
        theme=${this.themeOf()} .amount=${amount}></tucan-status>
    </div>`;
  }
}

/** The one place a payment element makes its localize controller. */
function localize(
  host: LocalizedHost,
  words: { namespaces: readonly Namespace[]; loaders?: object },
): LocalizeController {
  const make = LocalizeController as unknown as new (
    host: LocalizedHost,
    namespaces: readonly Namespace[],
    loaders?: object,
  ) => LocalizeController;
  return words.loaders ? new make(host, words.namespaces, words.loaders) : new make(host, words.namespaces);
}
