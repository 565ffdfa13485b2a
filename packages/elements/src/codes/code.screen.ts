/**
 * The waiting screen of a code element, as a reactive controller: what a method's view may use (`CodeView`: copy
 * rows, the QR, a barcode, details, money and dates in the shopper's locale), the countdown or due date, the
 * steps, the waiting line and the voucher's Print button; the Copy buttons' state, the lazy drawings and a PNG
 * that cannot be shown; the announcements of the time left.
 */
import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { html, nothing } from 'lit';
import { ClipboardController } from '../controllers/clipboard.ts';
import { formatWhen } from '../controllers/dates.ts';
import type { LocalizeController } from '../controllers/localize.ts';
import { type CodeMessageKey, codeMessages } from './code.messages.ts';
import type { BarcodeKind, CodeMethod, CodeView, CopyOptions } from './code.method.ts';
import type { CodeSession } from './code.session.ts';
import {
  actionButton,
  barcodeFigure,
  copyRow,
  detailRow,
  icon,
  qrFigure,
  type ScreenContext,
} from './code.templates.ts';
import { type Drawing, DrawingsController } from './drawings.ts';
import { printOnly } from './print.ts';
import { countdownBlock, stepsList } from './waiting.templates.ts';

/** Announce the time left once when it crosses these marks (ms). */
const WARN_AT = [5 * 60_000, 60_000];

/** What the screen reads from its element. */
export interface CodeScreenHost extends ReactiveControllerHost, HTMLElement {
  readonly l10n: LocalizeController;
  readonly currency: string;
  readonly amount: number | undefined;
  readonly formDisabled: boolean;
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** A message of the element's method, else a shared one. */
  t(key: string, params?: Record<string, string>): string;
  announce(text: string): void;
}

export class CodeScreen<P> implements ReactiveController, ScreenContext, CodeView {
  private readonly clipboard: ClipboardController;
  private readonly drawings: DrawingsController;
  /** The service's PNGs that could not be shown (then the QR is drawn from the payload). */
  private brokenPng = new Set<string>();

  constructor(
    private readonly host: CodeScreenHost,
    private readonly session: CodeSession<P>,
    private readonly method: () => CodeMethod<P>,
  ) {
    host.addController(this);
    this.clipboard = new ClipboardController(host);
    this.drawings = new DrawingsController(host);
  }

  hostConnected(): void {}

  hostUpdated(): void {
    this.warnTimeLeft();
  }

  private shared(key: CodeMessageKey, params?: Record<string, string>): string {
    return this.host.l10n.t(codeMessages, key, params);
  }

  t(key: string, params?: Record<string, string>): string {
    return this.host.t(key, params);
  }

  get methodName(): string {
    return this.t('name');
  }

  // ScreenContext: what the shared templates read.
  get copied(): string | undefined {
    return this.clipboard.copied;
  }
  async copyValue(key: string, label: string, value: string): Promise<void> {
    const ok = await this.clipboard.copy(key, value);
    this.host.announce(ok ? this.shared('copied.announce', { what: label }) : this.shared('copy.failed'));
  }
  drawing(kind: 'qr' | BarcodeKind, value: string): Drawing {
    return this.drawings.get(kind, value);
  }
  pngBroken(png: string): boolean {
    return this.brokenPng.has(png);
  }
  onPngError(png: string): void {
    this.brokenPng = new Set([...this.brokenPng, png]);
    this.host.requestUpdate();
  }

  // CodeView: what a method's view uses.
  money(value: number): string {
    const currency = this.session.statement.currency;
    return currency ? this.host.l10n.amount(value, currency) : String(value);
  }
  when(when: number | string): string {
    return formatWhen(when, this.host.l10n.lang);
  }
  copy(key: string, label: string, shown: string, opts?: CopyOptions): TemplateResult {
    return copyRow(this, key, label, shown, opts);
  }
  qr(payload: string, png: string | undefined): TemplateResult {
    return qrFigure(this, payload, png);
  }
  barcode(kind: BarcodeKind, digits: string): TemplateResult {
    return barcodeFigure(this, kind, digits);
  }
  detail(label: string, value: string): TemplateResult {
    return detailRow(label, value);
  }

  /**
   * The amount to pay, formatted in the charge's currency (the service's once it said it): the code's own amount
   * when it states one, else the charge's value from the service, else the element's `amount`.
   */
  amountToPay(): string {
    const code = this.session.code;
    const own = code !== undefined ? this.method().amount?.(code) : undefined;
    const value = own ?? this.session.statement.value ?? this.host.amount;
    const currency = this.session.statement.currency;
    return typeof value === 'number' && Number.isFinite(value) && currency
      ? this.host.l10n.amount(value, currency)
      : '';
  }

  /** A voucher's due day (`YYYY-MM-DD`), when its code has one instead of a time. */
  dueDate(): string | undefined {
    const d = (this.session.code as { dueDate?: unknown } | undefined)?.dueDate;
    return typeof d === 'string' ? d : undefined;
  }

  private steps(): string[] {
    const r = (this.session.code as { receiver?: unknown } | undefined)?.receiver;
    const receiver = typeof r === 'string' ? r : '';
    const out: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const s = this.t(`steps.${i}`, { receiver });
      if (s === `steps.${i}`) break;
      out.push(s);
    }
    return out;
  }

  /** The code, how to pay it, and the wait. */
  render(code: P): TemplateResult {
    const method = this.method();
    const { countdown, expiresAt } = this.session;
    const off = { busy: this.session.busy, off: this.host.formDisabled };
    return html`<div class="voucher">
      ${countdownBlock(this, countdown.remaining, expiresAt, this.dueDate(), (w) => this.when(w))}
      <div class="method">${method.view(code, this)}</div>
      ${stepsList(
        this,
        this.t('steps.title'),
        this.steps(),
        method.amountStep ? { step: method.amountStep, value: this.amountToPay() } : undefined,
      )}
      <p class="waiting-line" part="alert">${icon('clock')}<span><strong>${this.shared('waiting')}</strong>
        <span class="muted">${this.shared(this.session.followed ? 'waiting.body' : 'waiting.store')}</span></span></p>
      ${
        method.printable
          ? html`<div class="actions no-print">${actionButton(this.shared('print'), off, () => printOnly(this.host), 'secondary')}</div>`
          : nothing
      }
    </div>`;
  }

  /** Announces the time left once as it crosses each mark (never the mark a short code starts under). */
  private warnTimeLeft(): void {
    const { countdown, phase, code, warned } = this.session;
    const left = countdown.remaining;
    // Vouchers due on a day show no clock to warn about.
    if (left === undefined || phase !== 'waiting' || !code || this.dueDate()) return;
    for (const mark of WARN_AT) {
      if (left > mark || warned.has(mark)) continue;
      warned.add(mark);
      if (left > mark - 5_000) {
        this.host.announce(
          mark === 60_000
            ? this.shared('countdown.last')
            : this.shared('countdown.soon', { minutes: String(mark / 60_000) }),
        );
      }
    }
  }
}
