/**
 * The checkout's method elements, as a reactive controller: which element is which method, and what they say. Their
 * `tucan-status`, `tucan-complete` and `tucan-error` are stopped at the checkout's shadow root and fired once from
 * the checkout with `method` added (save `amount_mismatch`, which the checkout tells itself, and `no_status_source`,
 * told once per checkout); `tucan-busy` locks the
 * switch, the card's `tucan-total` sets the total line, a wallet's `available` (or `tucan-unavailable`) offers it or
 * leaves it out. A code method's issue (`CODE_ISSUED`) makes its code the charge's one live code: every other code
 * method is told its own code, if any, was replaced.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { CODE_ISSUED } from '../codes/code.session-host.ts';
import type { NO_STATUS_SOURCE } from '../codes/code.source.ts';
import { isFinalStatus, isSuccess } from '../domain/polling.ts';
import type { TucanBusyEvent, TucanTotalDetail, TucanTotalEvent } from '../events.ts';
import { AMOUNT_MISMATCH } from '../payment/amount-check.ts';
import { isWallet, type MethodEntry, type MethodId } from './checkout.methods.ts';

/**
 * How the charge ended without a payment the checkout can show in a method element, as a method element said it:
 * its code `expired` (the service cancels the charge then), a final status other than a success (`canceled`,
 * `refunded`…), or the service's refusal to pay it as it stands (`unpayable`: 409 `INVALID_STATE`, status not
 * known). Every method pays the same charge, so none is offered any more.
 */
export interface CheckoutEnding {
  kind: 'expired' | 'status' | 'unpayable';
  method: MethodId;
  /** The charge's status as last reported (`''` when none was). */
  status: string;
}

/**
 * A code element's `no_status_source` (G14), tied to its constant by type: the code elements' status-source module
 * stays out of the checkout's first load (the code methods load it with their code).
 */
const NO_SOURCE: typeof NO_STATUS_SOURCE = 'no_status_source';

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
  /** The charge ended without a payment to show (expired, canceled, not payable): the checkout ends as a whole. */
  ended: CheckoutEnding | undefined;
  /**
   * The method of the last attempt the service took on the charge through this checkout: a code method's issued code
   * (its `CODE_ISSUED`), or a card's or wallet's pay call that was answered (its `tucan-status`). The service keeps
   * one live code per charge and voids it when another method's attempt goes ahead (B2), so any other code is void.
   * Undefined until an attempt is taken here.
   */
  live: MethodId | undefined;
  /**
   * The checkout's `statusUrl`/`getStatus` is one setting for every code method: its absence (`no_status_source`,
   * G14) was told to the page, from the first code shown without it. Each code element says it of itself; the page
   * hears the checkout's configuration fault once.
   */
  private noSourceTold = false;
  /** The code methods among the elements (the others void a code by paying). */
  private readonly codes = new Set<MethodId>();
  /** Each method element's last reported status. */
  private readonly statuses = new Map<MethodId, string>();
  /** The card's total to pay (its installment plan), from `tucan-total`. */
  cardTotal: TucanTotalDetail | undefined;
  /** The method elements rendered so far (kept mounted when the shopper switches, so nothing typed is lost). */
  private readonly elements = new Map<MethodId, HTMLElement>();
  private readonly walletWatch = new MutationObserver(() => this.readWallets());

  constructor(
    private readonly host: ReactiveControllerHost &
      EventTarget & {
        renderRoot: EventTarget;
        /** The charge ended (`ended` is set), heard from `method`'s element. */
        chargeEnded?(ending: CheckoutEnding): void;
      },
  ) {
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

  /**
   * The checkout moved to a new charge (the merchant's `newCharge`, after a code expired): the old charge's ending
   * and statuses go, every method pays the new one.
   */
  renewed(): void {
    this.ended = undefined;
    this.live = undefined;
    this.statuses.clear();
    this.host.requestUpdate();
  }

  /** A method element was rendered: its events are the checkout's, a wallet's `available` is watched. */
  mounted(m: MethodEntry, el: Element | undefined): void {
    if (!el || this.elements.get(m.id) === el) return;
    this.elements.set(m.id, el as HTMLElement);
    if (m.kind === 'code') {
      this.codes.add(m.id);
      el.addEventListener(CODE_ISSUED, () => this.took(m.id));
    }
    if (isWallet(m)) this.walletWatch.observe(el, { attributes: true, attributeFilter: ['available'] });
  }

  /** The service took an attempt of `method` (a code issued, a card answered): any other method's code is void. */
  private took(method: MethodId): void {
    this.live = method;
    this.host.requestUpdate();
  }

  /**
   * What a code method's element is told (its `replacedBy`): the method of the charge's last attempt when it is
   * another's (its code, if it showed one, is void), else `''`. One place decides which code a shopper may still pay.
   */
  replacedFor(method: MethodId): string {
    return this.live && this.live !== method ? this.live : '';
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
    this.host.requestUpdate();
  };

  /**
   * What a method element's status or error says of the charge: a code that expired, a final status other than a
   * success (a decline, `error`, is no ending: the charge stays payable), a refusal to pay it (409).
   */
  private readEnding(method: MethodId, type: string, detail: { status?: string; code?: string }): void {
    const status = detail.status ?? this.statuses.get(method) ?? '';
    if (type === 'tucan-status') this.statuses.set(method, status);
    let kind: CheckoutEnding['kind'] | undefined;
    if (type === 'tucan-error' && detail.code === 'expired') kind = 'expired';
    else if (type === 'tucan-error' && detail.code === 'already_processed') kind = 'unpayable';
    else if (type === 'tucan-error' && isEnd(status)) kind = 'status';
    // The first word of an ending stands, save that a later one names it (a status after a refusal, say).
    if (!kind || (this.ended && this.ended.kind !== 'unpayable')) return;
    this.ended = { kind, method, status };
    this.host.chargeEnded?.(this.ended);
  }

  /** A method element's event: stopped at the checkout's shadow root and fired once from the checkout. */
  private readonly relay = (event: Event) => {
    const method = this.methodOf(event.target);
    if (!method) return;
    event.stopPropagation();
    const code = (event as Event & { detail?: { code?: string } }).detail?.code;
    // The page's amount against the charge's is the checkout's own word, once (K15), not each method's copy.
    if (code === AMOUNT_MISMATCH) return;
    // One status source for every code method (G14, K6): its absence is told once, by the first code shown without it.
    if (code === NO_SOURCE) {
      if (this.noSourceTold) return;
      this.noSourceTold = true;
    }
    const detail = { ...(event as Event & { detail?: object }).detail, method };
    if (event.type === 'tucan-unavailable') this.unavailable = new Set([...this.unavailable, method]);
    if (event.type === 'tucan-complete') this.done = true;
    if (event.type === 'tucan-status' && !this.codes.has(method)) this.took(method);
    this.readEnding(method, event.type, detail as { status?: string; code?: string });
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

/** A final status that is no success and no retryable decline: the charge can no longer be paid by any method. */
export const isEnd = (status: string): boolean =>
  isFinalStatus(status) && status !== 'error' && !isSuccess(status);
