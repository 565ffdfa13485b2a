import { html, LitElement, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import type { NewCharge } from '../codes/code.session-host.ts';
import type { Messages } from '../controllers/localize.ts';
import { frameMessages } from '../frame/frame.messages.ts';
import type { TucanPayer } from '../payer/payer-fields.ts';
import { TucanChargeElement } from '../payment/charge.element.ts';
import { ChargeValue } from '../payment/charge-value.ts';
import { pageSchemeStyles, surfaceStyles } from '../styles/base.styles.ts';
import { TucanMethodChangeEvent, TucanReadyEvent } from './checkout.events.ts';
import { methodMark } from './checkout.marks.ts';
import { type CheckoutMessageKey, checkoutMessages } from './checkout.messages.ts';
import { availableMethods, isWallet, type MethodEntry, type MethodId } from './checkout.methods.ts';
import { Renewal } from './checkout.renewal.ts';
import { checkoutStyles } from './checkout.styles.ts';
import { methodElement, methodLabel, totalLine, totalReader } from './checkout.templates.ts';
import { type CheckoutEnding, MethodElements } from './method-elements.ts';

/** How long `tucan-ready` waits for the wallets to say whether this device can pay. */
const WALLET_WAIT_MS = 5_000;

/**
 * @summary The drop-in: every method the merchant's wallet allows, in the shopper's language, one element.
 *
 * Shows the amount and the methods allowed by `methods` (the wallet's or payment link's `allowed_methods`),
 * usable in `country` and on this device (a wallet that reports `tucan-unavailable` is left out), in the order
 * shoppers of that country expect unless `order` says otherwise. The chosen method's element (`<tucan-card>`,
 * `<tucan-pix>`, …) loads on demand and renders inside; switching methods keeps what was typed, and is locked
 * while a payment is in flight (`tucan-busy`). Changing `amount`, `currency` or `lang` updates every method
 * element in place. The total is the charge's value as the service states it (read as soon as the charge is known,
 * never the page's `amount`); with the card chosen and a plan of installments, what the shopper pays, interest
 * included (`tucan-total`).
 *
 * @tagname tucan-checkout
 * @fires {TucanReadyEvent} tucan-ready - Once the method list is shown. `detail`: `{ chargeUuid, methods }`.
 * @fires {TucanMethodChangeEvent} tucan-method-change - The shopper picked another method: `{ chargeUuid, method }`.
 * @fires {TucanStatusEvent} tucan-status - Re-fired once from the chosen method element, with `method` added; or
 * fired once with `method` `''` when `status-url`, asked as the checkout opens, says the charge already ended.
 * @fires {TucanCompleteEvent} tucan-complete - Re-fired once from the method that completed the payment; or fired
 * once with `method` `''` when `status-url`, asked as the checkout opens, says the charge is already paid.
 * @fires {TucanErrorEvent} tucan-error - Re-fired once from the method element, with `method` added; `amount_mismatch`
 * (the page's `amount` or `currency` is not the charge's) and `no_methods` (nothing to offer, `reason` says why) come
 * once from the checkout itself, with `method` `''`.
 * @fires {TucanUnavailableEvent} tucan-unavailable - Re-fired from a wallet that cannot pay here, with `method`.
 * @fires {TucanBusyEvent} tucan-busy - A method element's, crossing the checkout: an attempt started or ended.
 * @fires {TucanTotalEvent} tucan-total - The card's, crossing the checkout: what the shopper pays changed.
 * @csspart summary - The amount line.
 * @csspart methods - The method list (a radio group).
 * @csspart method - One method's row, with its panel.
 * @csspart panel - The area where the chosen method's element renders.
 * @csspart installments - The line under the total naming the card's installment plan.
 * @csspart ended - The checkout's own result once its charge ended without a payment a method shows (a code that
 * expired, a canceled charge, one the service refused to pay): its title and the sentence of what to do.
 *
 * The method elements' parts are re-exported (`exportparts`) under their own names and prefixed with the method
 * (`button` and `card-button`): `form`, `field`, `input`, `error`, `button`, `alert`, `notice`, `check`, `amount`,
 * `steps`, `copy`, `code`, `qr`, `barcode`, `countdown`.
 * @cssprop --tucan-color-primary - The chosen method's border and radio. Default `#0b5fff` (dark `#7aa7ff`).
 * @cssprop --tucan-color-border - Method borders. Default `#8a93a3` (dark `#7d8797`).
 * @cssprop --tucan-color-background - Method rows. Default `#ffffff` (dark `#161a22`).
 * @cssprop --tucan-color-text - Text. Default `#1d2430` (dark `#eef1f6`).
 * @cssprop --tucan-radius - Corner radius. Default `8px`.
 * @cssprop --tucan-space - Spacing unit. Default `1rem`.
 */
export class TucanCheckoutElement extends TucanChargeElement {
  static override styles = [pageSchemeStyles, surfaceStyles, checkoutStyles];
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  };

  static override properties: PropertyDeclarations = {
    methods: {},
    order: {},
    fields: {},
    statusUrl: { attribute: 'status-url' },
    isolation: {},
    payer: { attribute: false },
    newCharge: { attribute: false },
    merchantName: { attribute: 'merchant-name' },
    cspNonce: { attribute: 'csp-nonce' },
    method: { state: true },
    opened: { state: true },
    failed: { state: true },
    loaded: { state: true },
  };

  /** `auto`, `light` or `dark`; passed to every method element. */
  declare theme: string;
  /** `sandbox` or `production`. */
  declare environment: TucanChargeElement['environment'];
  /** Charge amount in major units; a string (an attribute, or a property set by a framework) is read as a number. */
  declare amount: number | undefined;
  /** BR, MX, AR, CL or CO: the methods of that country, in its order. */
  declare country: string;
  /** The wallet's or payment link's `allowed_methods` (`type_charge` words, space- or comma-separated). */
  methods = '';
  /** The merchant's order of method ids (e.g. "card pix"); methods left out follow in the country's order. */
  order = '';
  /** Optional payer fields for the method elements (`email`, `document`). */
  fields = '';
  /**
   * The merchant backend's status URL: looked at once as the checkout opens on a charge (one already paid shows its
   * result at once), after the service refuses to pay, and by the code methods' waiting screen.
   */
  statusUrl = '';
  /**
   * The card method's `isolation`, passed to its `<tucan-card>`: unset (the card's default, `frame`), `frame` or
   * `inline`.
   */
  isolation = '';
  /**
   * The payer you already know (a signed-in customer), in the pay request's own names: `{ payer_name, email,
   * payer_document_type, payer_tax_id }` (typed: `TucanPayer`). Passed to the card (its email and document) and to
   * the code methods (pix, boleto, …), which show it prefilled and editable. A property only: personal data stays out of the page's markup.
   */
  declare payer: TucanPayer | undefined;
  /**
   * Gives a new charge UUID when the shopper asks for a new code after a code method's code expired (your backend
   * creates a new charge for the same order); the code methods offer "Generate a new code" with it, as a code
   * element does with its own `newCharge`; the other methods stay offered, and choosing one asks for the new charge.
   * The new charge becomes the checkout's (`chargeUuid`): the code shown is for it, and every method pays it.
   * Without it, an expired code ends the whole checkout (the service canceled the charge).
   */
  declare newCharge: NewCharge | undefined;
  /** The store's name on the wallets' payment sheets (Apple Pay's total line, Google Pay's merchant name). */
  merchantName = '';
  /**
   * Your page's per-response CSP nonce, passed to the Google Pay method alone (its `csp-nonce`): for pay.js's script
   * and the styles it injects.
   */
  cspNonce = '';

  declare private method: MethodId | undefined;
  private opened = new Set<MethodId>();
  private failed = new Set<MethodId>();
  private loaded = new Set<MethodId>();
  private readyTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * The checkout's words, and the refused `base-url`'s (`frameMessages`); once the charge ended with a status the
   * checkout shows itself, the status screen's (loaded then).
   */
  protected override words(): readonly Messages<string>[] {
    const status = this.rendered?.ended?.kind === 'status' ? this.ending?.statusMessages : undefined;
    return status ? [checkoutMessages, frameMessages, status] : [checkoutMessages, frameMessages];
  }

  /**
   * @internal The method elements rendered so far, and what they said: busy, unavailable, done, ended, the card's
   * total.
   */
  readonly rendered = new MethodElements(this);
  /**
   * @internal The charge's value and currency as the service states them: the Total, and the page's `amount` checked
   * against them (`amount_mismatch`, once from the checkout).
   */
  readonly chargeValue = new ChargeValue(this, () => this.requestUpdate(), totalReader(this));

  /** The methods whose element's code was asked for. */
  private readonly loading = new Set<MethodId>();
  private readySent = false;
  /** @internal What the checkout's live region says once the charge ended (the words on screen). */
  endSaid = '';
  /** The ending's code (`checkout.ending.ts`), once the charge ended. */
  private ending: typeof import('./checkout.ending.ts') | undefined;

  /**
   * The rows of the method list, in order: every method the wallet allows here, a wallet that cannot pay on this
   * device among them (its row renders nothing), so that no row moves and no method element is made again when one
   * drops out.
   */
  private get rows(): MethodEntry[] {
    return availableMethods({ allowed: this.methods, country: this.country, order: this.order });
  }

  /** The methods that may be offered, in order: wallets among them until they say whether this device can pay. */
  private get candidates(): MethodEntry[] {
    return this.rows.filter((m) => !this.rendered.unavailable.has(m.id));
  }

  /** The methods offered now, in order: a wallet only once its element says this device can pay with it. */
  get offered(): MethodEntry[] {
    return this.candidates.filter((m) => !isWallet(m) || this.rendered.walletReady.has(m.id));
  }

  /** Wallets that have not yet said whether this device can pay with them. */
  private get pendingWallets(): MethodEntry[] {
    return this.candidates.filter((m) => isWallet(m) && !this.rendered.walletReady.has(m.id));
  }

  /** The chosen method id (the first offered until the shopper picks one). */
  get chosen(): MethodId | undefined {
    const offered = this.offered;
    return offered.find((m) => m.id === this.method)?.id ?? offered[0]?.id;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.firstLook();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.readyTimer);
    this.looked = '';
  }

  /** The charge whose `status-url` the checkout looked at when it opened on it (K12). */
  private looked = '';

  /**
   * Once per charge, as the checkout connects or its `charge-uuid` changes: with a `status-url`, the ending's code
   * looks at it alongside the methods loading, and ends the checkout at once for a charge already paid or ended.
   */
  private firstLook(): void {
    if (!this.statusUrl || !this.chargeUuid || this.looked === this.chargeUuid) return;
    this.looked = this.chargeUuid;
    void import('./checkout.ending.ts').then((chunk) => {
      this.ending = chunk;
      return chunk.firstLook(this, this.chosen);
    });
  }

  /**
   * @internal The charge ended without a payment a method element shows (`MethodElements.ended`): the checkout ends
   * as a whole (K12). What it then shows and does is loaded now (`checkout.ending.ts`), as it is rare.
   */
  chargeEnded(ending: CheckoutEnding): void {
    const code = this.rows.find((r) => r.id === ending.method)?.kind === 'code';
    // With the merchant's `newCharge`, an expired code is no ending: its element offers a new code (`Renewal`).
    if (this.renewal.awaiting) {
      this.method = ending.method;
      return;
    }
    this.requestUpdate();
    void import('./checkout.ending.ts').then((chunk) => {
      this.ending = chunk;
      // A code element asks the status-url itself after a refusal, and is heard (the method elements stay connected).
      if (ending.kind === 'unpayable' && !code) return chunk.afterRefusal(this, ending.method);
      return chunk.showEnd(this);
    });
  }

  /** The new charge after a code expired (`newCharge`): asked once, by the code's element or a choice of method. */
  private readonly renewal = new Renewal(this);

  /** Loads a method's element once (its descriptor's loader): on demand, when its row first opens. */
  private load(m: MethodEntry): void {
    if (this.loading.has(m.id)) return;
    this.loading.add(m.id);
    m.load().then(
      () => {
        this.loaded = new Set([...this.loaded, m.id]);
      },
      () => {
        this.failed = new Set([...this.failed, m.id]);
      },
    );
  }

  /** A method's row shows its element: chosen, opened before, or a wallet (which must say if it can pay). */
  private isOpen(m: MethodEntry): boolean {
    return m.id === this.chosen || this.opened.has(m.id) || isWallet(m);
  }

  /** The switch is locked while a payment attempt is in flight in any method element. */
  get locked(): boolean {
    return this.rendered.busy.size > 0;
  }

  private choose(id: MethodId, input: HTMLInputElement): void {
    if (id === this.chosen) return;
    if (this.locked) {
      input.checked = false;
      return;
    }
    this.method = id;
    this.dispatchEvent(new TucanMethodChangeEvent({ chargeUuid: this.chargeUuid, method: id }));
    // Another method after a code expired needs the new charge (K17); without one, the choice goes back.
    void this.renewal.forChoice(id).then((back) => {
      if (back) this.method = back;
    });
    void this.keepInView(input);
  }

  /**
   * After a switch the rows above may have shrunk (the card's panel closes): once the panels changed, the chosen
   * row is scrolled just into view (`nearest`), the focus left where it is.
   */
  private async keepInView(input: HTMLInputElement): Promise<void> {
    await this.updateComplete;
    input.closest('label')?.scrollIntoView({ block: 'nearest' });
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('chargeUuid') || changed.has('statusUrl')) this.firstLook();
    if (changed.has('baseUrl') || changed.has('environment')) this.chargeValue.forget();
    if (!this.baseUrlCheck.refused) this.chargeValue.want(this.chargeUuid);
    const chosen = this.chosen;
    if (chosen && !this.opened.has(chosen)) this.opened = new Set([...this.opened, chosen]);
    for (const m of this.candidates) if (this.isOpen(m)) this.load(m);
  }

  protected override updated(): void {
    // The method elements just rendered: the checkout hears their events and watches a wallet's `available`.
    for (const panel of this.renderRoot.querySelectorAll<HTMLElement>('.panel[data-method]')) {
      const m = this.rows.find((r) => r.id === panel.dataset.method);
      if (m) this.rendered.mounted(m, panel.firstElementChild ?? undefined);
    }
    // Nothing to offer: the page hears what is missing (K16), from code loaded then.
    if (this.candidates.length === 0 && !this.baseUrlCheck.refused)
      void import('./checkout.none.ts').then((m) => this.candidates.length === 0 && m.tellNoMethods(this));
    if (this.readySent || this.offered.length === 0 || this.baseUrlCheck.refused) return;
    // Ready once every wallet has answered; a wallet that takes longer than WALLET_WAIT_MS joins the list later.
    if (this.pendingWallets.length === 0) this.sendReady();
    else this.readyTimer ??= setTimeout(() => this.sendReady(), WALLET_WAIT_MS);
  }

  private sendReady(): void {
    if (this.readySent || !this.isConnected) return;
    this.readySent = true;
    clearTimeout(this.readyTimer);
    this.dispatchEvent(
      new TucanReadyEvent({ chargeUuid: this.chargeUuid, methods: this.offered.map((m) => m.id) }),
    );
  }

  override render() {
    if (this.baseUrlCheck.refused) return this.baseUrlCheck.view();
    const t = (key: CheckoutMessageKey, params?: Record<string, string>) =>
      this.l10n.t(checkoutMessages, key, params);
    const offered = this.offered;
    const candidates = this.candidates;
    const chosen = this.chosen;
    const chosenEntry = offered.find((m) => m.id === chosen);
    // After a code expired, until the new charge: every method offered, only the expired one's panel shown (K17).
    const expired = this.renewal.expired;
    const ended = this.rendered.done || this.renewal.awaiting ? undefined : this.rendered.ended;
    const locked = this.locked && !this.rendered.done;
    const status = ended
      ? this.endSaid
      : chosen && this.failed.has(chosen)
        ? t('load.failed')
        : (chosenEntry && !this.loaded.has(chosenEntry.id)) || (!chosenEntry && candidates.length > 0)
          ? t('loading')
          : locked
            ? t('locked')
            : expired && chosen !== expired
              ? t('loading')
              : this.renewal.failed
                ? t('renew.failed')
                : '';
    return html`
      <section aria-label=${t('region')}>
        ${this.rendered.done || ended ? nothing : totalLine(this, t)}
        ${ended && this.ending ? this.ending.endView(this, ended) : nothing}
        ${
          candidates.length === 0
            ? html`<p class="alert" role="alert">${t('none')}</p>`
            : html`<fieldset part="methods" class=${this.rendered.done ? 'done' : ''} ?hidden=${!!ended}>
              <legend>${t('methods.legend')}</legend>
              ${this.rows.map((m) => {
                // A row renders nothing rather than leaving the list, so the rows after it keep their elements.
                if ((this.rendered.done && m.id !== chosen) || !candidates.includes(m)) return nothing;
                // Wallet elements are created at once, in a hidden row until they say the device can pay.
                const open = this.isOpen(m);
                return html`<div class="method ${m.id === chosen ? 'chosen' : ''}" part="method"
                  ?hidden=${!offered.includes(m)}>
                  <label>
                    <input type="radio" name="method" .value=${m.id} .checked=${m.id === chosen}
                      ?disabled=${locked && m.id !== chosen}
                      @change=${(e: Event) => this.choose(m.id, e.target as HTMLInputElement)} />
                    ${methodMark(m)}<span class="name">${methodLabel(this, m, t)}</span>
                  </label>
                  ${
                    open
                      ? html`<div class="panel" part="panel" data-method=${m.id}
                          ?hidden=${m.id !== chosen || (!!expired && m.id !== expired)}>
                        ${methodElement(this, m, this.renewal.renew)}
                      </div>`
                      : nothing
                  }
                </div>`;
              })}
            </fieldset>`
        }
        <p class="status ${ended ? 'visually-hidden' : ''}" role="status" aria-live="polite">${status}</p>
      </section>
    `;
  }
}
