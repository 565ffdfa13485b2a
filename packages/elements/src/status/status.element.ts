import { html, LitElement, nothing, type PropertyDeclarations, type PropertyValues, svg } from 'lit';
import { ColorSchemeController } from '../controllers/color-scheme.ts';
import { type LocaleOverrides, LocalizeController } from '../controllers/localize.ts';
import { amountProperty } from '../internal/amount-property.ts';
import { pageSchemeStyles } from '../styles/base.styles.ts';
import { isChargeStatus, type VisualState, visualState } from './status.logic.ts';
import { statusMessages } from './status.messages.ts';
import { statusStyles } from './status.styles.ts';

/** The state icons: strokes in the tone's colour, 2 px wide and round-capped (status.styles.ts). */
const ICONS: Record<VisualState, ReturnType<typeof svg>> = {
  success: svg`<path d="M4 12.5l5 5L20 6.5" stroke-width="2.5" stroke-linejoin="round"/>`,
  waiting: svg`<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>`,
  failure: svg`<circle cx="12" cy="12" r="9"/><path d="M8.5 8.5l7 7M15.5 8.5l-7 7"/>`,
  info: svg`<circle cx="12" cy="12" r="9"/><path d="M12 11v6M12 7.5v.5"/>`,
};

/**
 * @summary The status screen of a charge: all 12 statuses of the seed, plus a neutral line for unknown ones.
 *
 * The title and sentence sit in a polite live region that stays in the DOM, so a status change is announced;
 * `quiet` leaves the region out when the host announces the status itself.
 *
 * @tagname tucan-status
 * @attribute {number} amount - The amount to pay, in `currency` (a number, or a string such as `"150.75"`, as React 19 and Vue set it).
 * @attribute {string} plan - The installment plan paid, in words (`6× R$ 26,90`), said after the amount.
 * @attribute {string} lang - Wording (en, pt-BR, es-MX, es-AR, es-CO, es-CL; other tags to the nearest) and amount format. Not a property of its own: the
 * element's `lang`, else the closest ancestor's, else the document's, else the browser's language. Read at
 * each render; a change of `<html lang>` re-renders at once.
 * @attr theme - `auto` (default: follows the page's colour scheme, the system's only on a page that supports both),
 * `light` or `dark`.
 * @csspart base - The status box; carries the class of its visual state (success, waiting, failure, info).
 * @csspart icon - The state icon.
 * @csspart title - The status title.
 * @csspart message - The explanatory sentence.
 * @csspart amount - The amount line, formatted in the charge currency (with the installment plan, when `plan` names one).
 * @cssprop --tucan-color-success - Tone (border and icon) of `confirmed` and `paid`. Default `#0a7a3b`
 * (dark `#5fd38d`).
 * @cssprop --tucan-color-waiting - Tone of `issued`, `pending`, `chargeback_requested` and
 * `pre_chargeback_resolution`. Default `#8a5a00` (dark `#f0b849`).
 * @cssprop --tucan-color-failure - Tone of `error`, `canceled` and `refund_error`. Default `#b3261e`
 * (dark `#ff8a80`).
 * @cssprop --tucan-color-info - Tone of `refunded`, `chargeback_refunded`, `chargeback_reversed` and unknown
 * statuses. Default `#1f5fa8` (dark `#8ab4f8`).
 * @cssprop --tucan-color-text - Text. Default `#1d2430` (dark `#eef1f6`).
 * @cssprop --tucan-color-muted - The amount line. Default `#4d5666` (dark `#b8c0cc`).
 * @cssprop --tucan-color-background - The box. Default `#ffffff` (dark `#161a22`).
 * @cssprop --tucan-radius - Corner radius. Default `8px`.
 * @cssprop --tucan-space - Spacing unit. Default `1rem`.
 * @cssprop --tucan-font-family - Font. Default `system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`.
 * @cssprop --tucan-font-size - Base font size. Default `1rem`.
 */
export class TucanStatusElement extends LitElement {
  static override styles = [pageSchemeStyles, statusStyles];

  static override properties: PropertyDeclarations = {
    theme: { reflect: true },
    status: { reflect: true },
    ...amountProperty(this),
    currency: {},
    plan: {},
    quiet: { type: Boolean, reflect: true },
    messages: { attribute: false },
  };

  /** `auto` (follows the page: its `color-scheme` or `<meta name="color-scheme">`), `light` or `dark`. */
  theme = 'auto';

  /** A charge status (seed §3; reflected). Unknown values render neutrally, naming the status. */
  status = 'issued';
  /** The charge amount in major units (e.g. 150.75). The amount line shows only with it and a `currency`. */
  declare amount: number | undefined;
  /** ISO 4217 currency of the charge (e.g. BRL, MXN). */
  currency = '';
  /** The installment plan paid, in words (`6× R$ 26,90`): the amount line says it after the amount. */
  declare plan: string | undefined;
  /**
   * Renders the same box without its own live region, for a host that announces the status itself (one live
   * region per widget: `<tucan-card>` embeds its result this way).
   */
  quiet = false;

  private readonly l10n = new LocalizeController(this, [statusMessages]);
  private readonly scheme = new ColorSchemeController(this, this.attachInternals());

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('theme')) this.scheme.resolve();
  }

  /**
   * The merchant's wording over tucan's, per locale and element, e.g. `{ 'pt-BR': { card: { pay: 'Pagar
   * {amount} agora' } } }` (typed: `LocaleOverrides`). A key it lacks keeps tucan's wording.
   */
  declare messages: LocaleOverrides | undefined;

  /** The first render, and a render after a change of language, wait for the shopper's locale to load. */
  protected override scheduleUpdate(): Promise<unknown> | undefined {
    return this.l10n.ready(() => super.scheduleUpdate());
  }

  /** The visual state of the current status: success, waiting, failure or info. */
  get state(): VisualState {
    return visualState(this.status);
  }

  override render() {
    const status = String(this.status ?? '');
    const known = isChargeStatus(status) ? status : 'unknown';
    const state = this.state;
    const title = this.l10n.t(statusMessages, `${known}.title`);
    // Only the unknown status's sentence has a `{status}`: it names the status as the service sent it.
    const body = this.l10n.t(statusMessages, `${known}.body`, { status });
    // `Number.isFinite` is false for anything but a finite number (no coercion).
    const { amount: value, currency, plan = '' } = this;
    const amount =
      Number.isFinite(value) && currency
        ? this.l10n.t(statusMessages, 'amount', { amount: this.l10n.amount(value as number, currency), plan })
        : '';
    return html`
      <section
        part="base"
        class="status ${state}"
        aria-label=${this.l10n.t(statusMessages, 'region')}
        data-state=${state}
      >
        <span part="icon" class="icon" aria-hidden="true"
          ><svg viewBox="0 0 24 24" focusable="false">${ICONS[state]}</svg></span
        >
        <div
          role=${this.quiet ? nothing : 'status'}
          aria-live=${this.quiet ? nothing : 'polite'}
          aria-atomic=${this.quiet ? nothing : 'true'}
        >
          <span class="visually-hidden">${this.l10n.t(statusMessages, `state.${state}`)}:</span>
          <p part="title" class="title">${title}</p>
          <p part="message" class="message">${body}</p>
          ${amount ? html`<p part="amount" class="amount">${amount}</p>` : ''}
        </div>
      </section>
    `;
  }
}
