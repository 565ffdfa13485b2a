/**
 * The checkout's method elements, as a reactive controller: which element is which method, and what they say. Their
 * `tucan-status`, `tucan-complete` and `tucan-error` are stopped at the checkout's shadow root and fired once from
 * the checkout with `method` added; `tucan-busy` locks the switch, the card's `tucan-total` sets the total line, a
 * wallet's `available` (or `tucan-unavailable`) offers it or leaves it out.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { TucanBusyEvent, TucanTotalDetail, TucanTotalEvent } from '../events.ts';
import { isWallet, type MethodEntry, type MethodId } from './checkout.methods.ts';

/** The method elements' events, re-fired once from the checkout with the method that fired them. */
const RELAYED = ['tucan-status', 'tucan-complete', 'tucan-error', 'tucan-unavailable'] as const;

/**
 * The method elements' parts a merchant styles through the checkout: each under its own name (every method's
 * `button`) and under the method's prefix (`card-button`), as `tucan-checkout::part(…)`.
 */
const INNER_PARTS = [
  'form',
  'field',
  'input',
  'error',
  'button',
  'alert',
  'notice',
  'check',
  'amount',
  'steps',
  'copy',
  'code',
  'qr',
  'barcode',
  'countdown',
] as const;

/** The `exportparts` of a method element: each part under its own name and under the method's prefix. */
export const exportParts = (id: MethodId) => INNER_PARTS.map((p) => `${p}, ${p}: ${id}-${p}`).join(', ');
export class MethodElements implements ReactiveController {
  /** Methods whose payment attempt is in flight: the switch is locked meanwhile. */
  busy = new Set<MethodId>();
  /** Wallets that reported `tucan-unavailable`. */
  unavailable = new Set<MethodId>();
  /** Wallets whose element said this device can pay (`available`). */
  walletReady = new Set<MethodId>();
  /** A method element completed the payment. */
  done = false;
  /** The card's total to pay (its installment plan), from `tucan-total`. */
  cardTotal: TucanTotalDetail | undefined;
  /** The card's last total paid at once: the charge's value as the card knows it. */
  cardOnce: TucanTotalDetail | undefined;
  /** The method elements rendered so far (kept mounted when the shopper switches, so nothing typed is lost). */
  private readonly elements = new Map<MethodId, HTMLElement>();
  private readonly walletWatch = new MutationObserver(() => this.readWallets());

  constructor(private readonly host: ReactiveControllerHost & EventTarget & { renderRoot: EventTarget }) {
    host.addController(this);
  }

  hostConnected(): void {
    for (const type of RELAYED) this.host.renderRoot.addEventListener(type, this.relay);
    this.host.renderRoot.addEventListener('tucan-busy', this.onBusy);
    this.host.renderRoot.addEventListener('tucan-total', this.onTotal);
  }

  hostDisconnected(): void {
    for (const type of RELAYED) this.host.renderRoot.removeEventListener(type, this.relay);
    this.host.renderRoot.removeEventListener('tucan-busy', this.onBusy);
    this.host.renderRoot.removeEventListener('tucan-total', this.onTotal);
    this.walletWatch.disconnect();
  }

  /** A method element was rendered: its events are the checkout's, a wallet's `available` is watched. */
  mounted(m: MethodEntry, el: Element | undefined): void {
    if (!el || this.elements.get(m.id) === el) return;
    this.elements.set(m.id, el as HTMLElement);
    if (isWallet(m)) this.walletWatch.observe(el, { attributes: true, attributeFilter: ['available'] });
  }

  /** A wallet element's `available` changed: offer it, or stop offering it. */
  private readWallets(): void {
    const ready = new Set<MethodId>();
    for (const [id, el] of this.elements) if (el.hasAttribute('available')) ready.add(id);
    if ([...ready].join() === [...this.walletReady].join()) return;
    this.walletReady = ready;
    this.host.requestUpdate();
  }

  /** The method of one of the checkout's method elements (undefined for anything else). */
  private methodOf(target: EventTarget | null): MethodId | undefined {
    return [...this.elements].find(([, el]) => el === target)?.[0];
  }

  /** A payment attempt started or ended in a method element: lock or unlock the switch. */
  private readonly onBusy = (event: Event) => {
    const method = this.methodOf(event.target);
    if (!method) return;
    const next = new Set(this.busy);
    if ((event as TucanBusyEvent).detail.busy) next.add(method);
    else next.delete(method);
    this.busy = next;
    this.host.requestUpdate();
  };

  /** The card's total to pay changed (an installment plan with or without interest). */
  private readonly onTotal = (event: Event) => {
    if (this.methodOf(event.target) !== 'card') return;
    this.cardTotal = { ...(event as TucanTotalEvent).detail };
    if (this.cardTotal.installments === 1) this.cardOnce = this.cardTotal;
    this.host.requestUpdate();
  };

  /** A method element's event: stopped at the checkout's shadow root and fired once from the checkout. */
  private readonly relay = (event: Event) => {
    const method = this.methodOf(event.target);
    if (!method) return;
    event.stopPropagation();
    const detail = { ...(event as Event & { detail?: object }).detail, method };
    if (event.type === 'tucan-unavailable') this.unavailable = new Set([...this.unavailable, method]);
    if (event.type === 'tucan-complete') this.done = true;
    this.host.requestUpdate();
    // tucan's events are typed Event subclasses constructed from their detail; anything else is re-fired plain.
    const typed =
      'type' in event.constructor && (event.constructor as { type?: unknown }).type === event.type;
    const Ctor = event.constructor as new (detail: object) => Event;
    this.host.dispatchEvent(
      typed ? new Ctor(detail) : new CustomEvent(event.type, { detail, bubbles: true, composed: true }),
    );
  };
}
