import type { Environment } from '@tucan/client';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { LocalizeController } from '../controllers/localize.ts';
import type { LocaleOverrides } from '../locales/catalogue.ts';
import { baseStyles, surfaceStyles } from '../styles/base.styles.ts';
import { TucanMethodChangeEvent, TucanReadyEvent } from './checkout.events.ts';
import { LOADERS } from './checkout.loaders.ts';
import { type CheckoutMessageKey, checkoutMessages } from './checkout.messages.ts';
import { availableMethods, cardMethodsOf, type MethodEntry, type MethodId } from './checkout.methods.ts';
import { checkoutStyles } from './checkout.styles.ts';

/** The method elements' events, re-fired once from the checkout with the method that fired them. */
const RELAYED = ['tucan-status', 'tucan-complete', 'tucan-error'] as const;

/**
 * @summary The drop-in: every method the merchant's wallet allows, in the shopper's language, one element.
 *
 * Shows the amount and the methods allowed by `methods` (the wallet's or payment link's `allowed_methods`),
 * usable in `country` and on this device (a wallet that reports `tucan-unavailable` is left out), in the order
 * shoppers of that country expect unless `order` says otherwise. The chosen method's element (`<tucan-card>`,
 * `<tucan-pix>`, …) loads on demand and renders inside; switching methods keeps what was typed. Changing `amount`,
 * `currency` or `lang` updates every method element in place.
 *
 * @tagname tucan-checkout
 * @fires {TucanReadyEvent} tucan-ready - Once the method list is shown. `detail`: `{ chargeUuid, methods }`.
 * @fires {TucanMethodChangeEvent} tucan-method-change - The shopper picked another method. `detail`:
 * `{ chargeUuid, method }`.
 * @fires {TucanStatusEvent} tucan-status - Re-fired once from the chosen method element, with `method` added.
 * @fires {TucanCompleteEvent} tucan-complete - Re-fired once from the method element that completed the payment.
 * @fires {TucanErrorEvent} tucan-error - Re-fired once from the method element, with `method` added.
 * @csspart summary - The amount line.
 * @csspart methods - The method list (a radio group).
 * @csspart method - One method's row, with its panel.
 * @csspart panel - The area where the chosen method's element renders.
 * @cssprop --tucan-color-primary - The chosen method's border and radio. Default `#0b5fff` (dark `#7aa7ff`).
 * @cssprop --tucan-color-border - Method borders. Default `#8a93a3` (dark `#7d8797`).
 * @cssprop --tucan-color-background - Method rows. Default `#ffffff` (dark `#161a22`).
 * @cssprop --tucan-color-text - Text. Default `#1d2430` (dark `#eef1f6`).
 * @cssprop --tucan-radius - Corner radius. Default `8px`.
 * @cssprop --tucan-space - Spacing unit. Default `1rem`.
 */
export class TucanCheckoutElement extends LitElement {
  static override styles = [baseStyles, surfaceStyles, checkoutStyles];
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  };

  /** `auto`, `light` or `dark`; passed to every method element. */
  @property({ reflect: true }) theme = 'auto';
  /** The charge to pay (created by the merchant's backend). */
  @property({ attribute: 'charge-uuid' }) chargeUuid = '';
  /** Service base URL (e.g. a local sandbox); overrides `environment`. */
  @property({ attribute: 'base-url' }) baseUrl = '';
  /** `sandbox` or `production`. */
  @property() environment: Environment = 'sandbox';
  /** Charge amount in major units; a string from a framework is read as a number. */
  @property({ type: Number }) amount: number | undefined;
  /** ISO 4217 currency of the charge. */
  @property() currency = '';
  /** BR, MX, AR, CL or CO: the methods of that country, in its order. */
  @property() country = '';
  /** The wallet's or payment link's `allowed_methods` (`type_charge` words, space- or comma-separated). */
  @property() methods = '';
  /** The merchant's order of method ids (e.g. "card pix"); methods left out follow in the country's order. */
  @property() order = '';
  /** Optional payer fields for the method elements (`email`, `document`). */
  @property() fields = '';
  /** The merchant backend's status URL, for the code methods' waiting screen. */
  @property({ attribute: 'status-url' }) statusUrl = '';
  /** The card method's `isolation` (`inline` or `frame`), passed to its `<tucan-card>`. */
  @property() isolation = '';

  @state() private method: MethodId | undefined;
  @state() private opened = new Set<MethodId>();
  @state() private unavailable = new Set<MethodId>();
  @state() private failed = new Set<MethodId>();
  @state() private loaded = new Set<MethodId>();
  @state() private done = false;

  private readonly l10n = new LocalizeController(this);

  /**
   * The merchant's wording over tucan's, per locale and element, e.g. `{ 'pt-BR': { card: { pay: 'Pagar
   * {amount} agora' } } }` (typed: `LocaleOverrides`). A key it lacks keeps tucan's wording.
   */
  @property({ attribute: false }) messages: LocaleOverrides | undefined;

  /** The first render, and a render after a change of language, wait for the shopper's locale to load. */
  protected override scheduleUpdate(): Promise<unknown> | undefined {
    return this.l10n.ready(() => super.scheduleUpdate());
  }
  private readonly elements = new Map<MethodId, HTMLElement>();
  private readySent = false;

  /** The methods offered now, in order. */
  get offered(): MethodEntry[] {
    return availableMethods({
      allowed: this.methods,
      country: this.country,
      order: this.order,
      loadable: new Set(Object.keys(LOADERS) as MethodId[]),
      unavailable: this.unavailable,
    });
  }

  /** The chosen method id (the first offered until the shopper picks one). */
  get chosen(): MethodId | undefined {
    const offered = this.offered;
    return offered.find((m) => m.id === this.method)?.id ?? offered[0]?.id;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    for (const type of [...RELAYED, 'tucan-unavailable']) {
      this.renderRoot.addEventListener(type, this.relay);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const type of [...RELAYED, 'tucan-unavailable']) {
      this.renderRoot.removeEventListener(type, this.relay);
    }
  }

  /** A method element's event: stopped at the checkout's shadow root and fired once from the checkout. */
  private readonly relay = (event: Event) => {
    const source = event.target as HTMLElement;
    const entry = [...this.elements].find(([, el]) => el === source);
    if (!entry || event.target === this) return;
    event.stopPropagation();
    const [method] = entry;
    const detail = { ...(event as Event & { detail?: object }).detail, method };
    if (event.type === 'tucan-unavailable') {
      this.unavailable = new Set([...this.unavailable, method]);
    }
    if (event.type === 'tucan-complete') this.done = true;
    // tucan's events are typed Event subclasses constructed from their detail; anything else is re-fired plain.
    const typed =
      'type' in event.constructor && (event.constructor as { type?: unknown }).type === event.type;
    const Ctor = event.constructor as new (detail: object) => Event;
    this.dispatchEvent(
      typed ? new Ctor(detail) : new CustomEvent(event.type, { detail, bubbles: true, composed: true }),
    );
  };

  /** The method element of a method, created once and kept, so switching methods keeps what was typed. */
  private elementFor(m: MethodEntry): HTMLElement {
    let el = this.elements.get(m.id);
    if (!el) {
      el = document.createElement(m.tag);
      this.elements.set(m.id, el);
      const load = LOADERS[m.id];
      load?.().then(
        () => {
          this.loaded = new Set([...this.loaded, m.id]);
        },
        () => {
          this.failed = new Set([...this.failed, m.id]);
        },
      );
    }
    this.configure(m, el);
    return el;
  }

  /** Passes the checkout's options to a method element (again on every update: amount, currency, lang…). */
  private configure(m: MethodEntry, el: HTMLElement): void {
    const attrs: Record<string, string> = {
      'charge-uuid': this.chargeUuid,
      currency: this.currency,
      country: this.country,
      lang: this.l10n.lang,
      theme: this.theme,
      fields: this.fields,
      methods: m.id === 'card' ? cardMethodsOf(this.methods) : this.methods,
      environment: this.environment,
    };
    const optional: Record<string, string | undefined> = {
      amount: this.amount === undefined ? undefined : String(this.amount),
      'base-url': this.baseUrl || undefined,
      'status-url': this.statusUrl || undefined,
      isolation: m.id === 'card' && this.isolation ? this.isolation : undefined,
    };
    for (const [name, value] of Object.entries(attrs)) {
      if (el.getAttribute(name) !== value) el.setAttribute(name, value);
    }
    const withMessages = el as HTMLElement & { messages?: LocaleOverrides };
    if (withMessages.messages !== this.messages) withMessages.messages = this.messages;
    for (const [name, value] of Object.entries(optional)) {
      if (value === undefined) el.removeAttribute(name);
      else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
    }
  }

  private choose(id: MethodId): void {
    if (id === this.chosen) return;
    this.method = id;
    this.dispatchEvent(new TucanMethodChangeEvent({ chargeUuid: this.chargeUuid, method: id }));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('amount')) {
      // From a framework that sets properties as strings (`amount="150.75"` in React): read it as a number. A
      // removed or unreadable amount is no amount (never 0).
      const raw = this.amount as unknown;
      const n = raw === null || raw === undefined || raw === '' ? Number.NaN : Number(raw);
      this.amount = Number.isFinite(n) ? n : undefined;
    }
    const chosen = this.chosen;
    if (chosen && !this.opened.has(chosen)) this.opened = new Set([...this.opened, chosen]);
  }

  protected override updated(): void {
    if (!this.readySent && this.offered.length > 0) {
      this.readySent = true;
      this.dispatchEvent(
        new TucanReadyEvent({ chargeUuid: this.chargeUuid, methods: this.offered.map((m) => m.id) }),
      );
    }
  }

  override render() {
    const t = (key: CheckoutMessageKey) => this.l10n.t(checkoutMessages, key);
    const offered = this.offered;
    const chosen = this.chosen;
    const amount =
      this.amount !== undefined && this.currency ? this.l10n.amount(this.amount, this.currency) : '';
    const chosenEntry = offered.find((m) => m.id === chosen);
    const status =
      chosen && this.failed.has(chosen)
        ? t('load.failed')
        : chosenEntry && !this.loaded.has(chosenEntry.id)
          ? t('loading')
          : '';
    const wallets = offered.filter((m) => m.wallet);
    return html`
      <section aria-label=${t('region')}>
        ${amount ? html`<p class="summary" part="summary"><span>${t('total')}</span><strong>${amount}</strong></p>` : nothing}
        ${
          offered.length === 0
            ? html`<p class="alert" role="alert">${t('none')}</p>`
            : html`<fieldset part="methods">
              <legend>${t('methods.legend')}</legend>
              ${offered.map((m) => {
                if (this.done && m.id !== chosen) return nothing;
                // Wallet elements are created at once: they tell whether the device can pay (tucan-unavailable).
                const open = m.id === chosen || this.opened.has(m.id) || wallets.includes(m);
                return html`<div class="method ${m.id === chosen ? 'chosen' : ''}" part="method">
                  <label>
                    <input type="radio" name="method" .value=${m.id} .checked=${m.id === chosen}
                      @change=${() => this.choose(m.id)} />
                    ${t(`method.${m.id}`)}
                  </label>
                  ${
                    open
                      ? html`<div class="panel" part="panel" ?hidden=${m.id !== chosen}>
                        ${this.elementFor(m)}
                      </div>`
                      : nothing
                  }
                </div>`;
              })}
            </fieldset>`
        }
        <p class="status" role="status" aria-live="polite">${status}</p>
      </section>
    `;
  }
}
