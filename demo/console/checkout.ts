/**
 * The checkout panel: "New order" creates a charge through the merchant backend and mounts the chosen element by
 * its tag name, with the attributes every tucan element shares. Below it: what the widget said (its events, which
 * never carry card data) and what the backend trusts (the status it fetched after a webhook).
 */
import { type Answer, getJson, postJson } from './api.ts';
import { announce, h, money, replace, shortId } from './dom.ts';
import { locale, type MessageKey, onLocale, t, text } from './i18n.ts';
import { problem, statusLabel, tNodes } from './labels.ts';
import { CARD_TYPES, methodById, type WalletInfo } from './methods.ts';
import { documentTypesUsed, payerFor } from './payer.ts';
import {
  type Fault,
  fieldsAttribute,
  MISMATCHED_AMOUNT,
  orderMetadata,
  parseAmount,
  type Scenario,
} from './scenario.ts';
import { FAULT_AMOUNTS, TEST_DOCUMENTS } from './scenarios.ts';

export const WIDGET_EVENTS = ['tucan-status', 'tucan-complete', 'tucan-error', 'tucan-unavailable'] as const;

/** `tucan-unavailable`'s reasons that the console explains (the elements README's table). */
const UNAVAILABLE_REASONS = [
  'method_not_allowed',
  'country',
  'unsupported',
  'load_failed',
  'not_ready',
  'config',
  'amount_unknown',
];
/** The reasons a simulated wallet would get past: the browser, Google's script or Google's answer. */
const SIMULATION_HELPS = ['unsupported', 'load_failed', 'not_ready'];
/** The demo store's name, as a merchant's page gives it to the wallets' sheets (`merchant-name`). */
const STORE_NAME = 'Tucan Demo Store';
const WALLET_NAMES: Record<string, string> = { applepay: 'Apple Pay', googlepay: 'Google Pay' };

/**
 * The page's per-response CSP nonce (server.ts writes it on a meta element; the browser keeps it from the
 * attribute, so it is read as the `nonce` property). Given to Google Pay as `csp-nonce`, for the styles pay.js injects.
 */
const pageNonce = () => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';

interface Order {
  charge_uuid: string;
  reference: string;
  value: number;
  currency: string;
  /** The last status the widget reported (`tucan-status`), if any. */
  widgetStatus?: string;
  verified?: { status: string; source: 'webhook' | 'poll' };
  /** `metadata.sandbox_auto_pay_seconds` sent with the order, if any. */
  autopay?: number;
  /** The fault at Pay asked for (`fault`), once it is set up. */
  fault: Fault;
}

export interface CheckoutOptions {
  baseUrl: string;
  wallets: WalletInfo[];
  /** Opens the charge in the merchant panel. */
  showCharge(uuid: string, reference: string): void;
  /** The widget reported a status (a code issued, a payment): the merchant panel reads the charge again. */
  widgetStatus?(uuid: string): void;
  /** Shown right under the widget: the simulated wallet sheet, next to the wallet button that opens it. */
  sheet?: HTMLElement;
}

export function createCheckout(opts: CheckoutOptions) {
  let order: Order | undefined;
  let widget: HTMLElement | undefined;
  const summary = h('dl', { class: 'summary', id: 'order-summary' });
  const result = h('p', { class: 'order-result', id: 'order-result' });
  // Focusable by script only: after "New order" the keyboard focus moves here, so the next Tab is in the widget.
  const mount = h('div', { class: 'widget', id: 'checkout', tabindex: '-1', role: 'group' });
  const events = h('ol', { class: 'events mono', id: 'events', 'aria-labelledby': 'events-title' });
  const verified = h('output', { id: 'verified' }, text('verified.none'));
  const empty = h('p', { class: 'empty-state', id: 'checkout-empty' }, text('checkout.empty'));
  // With a fault amount, the widget and the backend may disagree for a while, on purpose: one line says why.
  const faultNote = h('p', { class: 'notice', id: 'fault-note', hidden: true });
  // A wallet the shopper is not offered shows nothing (right for a shopper): QA reads why here, in words.
  const walletNote = h('ul', { class: 'notice wallet-note', id: 'wallet-note', hidden: true });
  let unavailable: Array<{ method: string; reason: string }> = [];
  const verifiedLine = h(
    'p',
    { class: 'verified', hidden: true },
    h('span', { class: 'muted' }, text('verified.label')),
    ' ',
    verified,
  );
  const eventsBox = h(
    'details',
    { class: 'events-box', open: true, hidden: true },
    h('summary', {}, h('span', { id: 'events-title' }, text('events.title'))),
    events,
  );

  function renderSummary() {
    if (!order) {
      replace(summary);
      summary.hidden = true;
      return;
    }
    summary.hidden = false;
    const o = order;
    const row = (label: string, ...value: Array<Node | string>) => [
      h('dt', {}, label),
      h('dd', {}, ...value),
    ];
    const openButton = h(
      'button',
      { type: 'button', class: 'link', onclick: () => opts.showCharge(o.charge_uuid, o.reference) },
      t('order.show'),
    );
    replace(
      summary,
      row(t('order.charge'), h('code', { title: o.charge_uuid }, shortId(o.charge_uuid)), ' ', openButton),
      row(t('order.reference'), h('code', {}, o.reference)),
      row(t('order.amount'), money(o.value, o.currency, locale())),
      o.autopay === undefined
        ? []
        : row(t('fact.autopay'), t('fact.autopay.value', { seconds: String(o.autopay) })),
      row(t('order.widget'), o.widgetStatus ? statusLabel(o.widgetStatus) : t('order.widget.none')),
    );
    const fault = FAULT_AMOUNTS.find((f) => f.value === o.value)?.fault;
    const note =
      o.fault === 'busy'
        ? t('payfault.note.busy')
        : o.fault === 'amount'
          ? t('payfault.note.amount', { amount: money(o.value, o.currency, locale()) })
          : fault === 'slow' || fault === 'dropResponse'
            ? t(`fault.note.${fault}`)
            : '';
    faultNote.textContent = note;
    faultNote.hidden = !note;
  }

  function renderVerified() {
    const v = order?.verified;
    replace(
      verified,
      !order
        ? t('verified.none')
        : !v
          ? t('verified.waiting')
          : [
              ...tNodes(v.source === 'webhook' ? 'verified.webhook' : 'verified.poll', {
                status: statusLabel(v.status),
              }),
              // A failed attempt (`error`: a decline, or a payment not processed) leaves the charge payable.
              v.status === 'error' ? `. ${t('verified.retry')}` : '',
            ],
    );
  }

  function renderWalletNote() {
    walletNote.hidden = unavailable.length === 0;
    replace(
      walletNote,
      unavailable.map(({ method, reason }) => {
        const known = UNAVAILABLE_REASONS.includes(reason);
        const why = t(known ? (`wallet.unavailable.${reason}` as MessageKey) : 'wallet.unavailable.other');
        return h(
          'li',
          {},
          ...tNodes('wallet.unavailable', {
            wallet: WALLET_NAMES[method] ?? method,
            reason: h('code', {}, reason),
            why,
          }),
          SIMULATION_HELPS.includes(reason) ? ` ${t('wallet.unavailable.simulate')}` : '',
        );
      }),
    );
  }

  function logEvent(e: Event) {
    const detail = (e as Event & { detail?: unknown }).detail;
    events.append(h('li', {}, h('span', { class: 'event-type' }, e.type), ' ', JSON.stringify(detail ?? {})));
    if (e.type === 'tucan-unavailable') {
      const { method, reason } = (detail ?? {}) as { method?: unknown; reason?: unknown };
      const said = { method: String(method ?? ''), reason: String(reason ?? '') };
      if (!unavailable.some((u) => u.method === said.method && u.reason === said.reason)) {
        unavailable = [...unavailable, said];
        renderWalletNote();
      }
    }
    if (e.type === 'tucan-status' && order) {
      order.widgetStatus = String((detail as { status?: unknown } | undefined)?.status ?? '');
      renderSummary();
      void pollVerified(order.charge_uuid);
      opts.widgetStatus?.(order.charge_uuid);
    }
  }

  /** Before a webhook arrived, the backend answers with a fresh GET (source `poll`). */
  async function pollVerified(uuid: string) {
    const res = await getJson<{ status?: string; source?: 'webhook' | 'poll' }>(
      `/api/charges/${encodeURIComponent(uuid)}`,
    );
    if (!order || order.charge_uuid !== uuid || !res.ok || !res.body?.status) return;
    if (order.verified?.source === 'webhook') return;
    order.verified = { status: res.body.status, source: res.body.source ?? 'poll' };
    renderVerified();
  }

  /** A webhook receipt (server-sent): the backend verified a charge with a GET. */
  function onReceipt(receipt: { payload?: unknown; verification?: { state?: string; status?: string } }) {
    const uuid = (receipt.payload as { charge_uuid?: unknown } | null)?.charge_uuid;
    if (!order || uuid !== order.charge_uuid) return;
    if (receipt.verification?.state !== 'verified' || !receipt.verification.status) return;
    order.verified = { status: receipt.verification.status, source: 'webhook' };
    renderVerified();
  }

  function build(s: Scenario, chargeUuid: string, value: number, wallet: WalletInfo): HTMLElement {
    const entry = methodById(s.method);
    const el = document.createElement(entry?.tag ?? 'tucan-card');
    const set = (name: string, v: string) => v && el.setAttribute(name, v);
    set('charge-uuid', chargeUuid);
    set('base-url', opts.baseUrl);
    // `fault=amount`: a page wrong about the amount (only the card, alone or in the drop-in, tells it).
    const mismatched = s.fault === 'amount' && (entry?.kind === 'card' || entry?.kind === 'dropin');
    set('amount', mismatched ? MISMATCHED_AMOUNT : String(value));
    set('currency', wallet.currency);
    set('country', wallet.country);
    set('fields', fieldsAttribute(s.fields));
    set('lang', s.lang);
    set('theme', s.theme);
    set('name', 'charge');
    if (entry?.kind === 'card') set('methods', CARD_TYPES[s.cards]);
    // Always stated, so the element's attribute shows the choice (`frame` is also the elements' default).
    if (entry?.kind === 'card' || entry?.kind === 'dropin') set('isolation', s.isolation);
    // The drop-in offers what the wallet allows (its `allowed_methods`), in the country's order.
    if (entry?.kind === 'dropin') set('methods', wallet.allowed_methods.join(' '));
    // The store's name on the wallets' sheets (a real store gives its own).
    if (entry?.kind === 'wallet' || entry?.kind === 'dropin') set('merchant-name', STORE_NAME);
    // Google's real pay.js (the simulation off) injects styles under the page's nonce. Simulated, nothing of Google's
    // runs: the fake draws its button with a constructed sheet, which needs none.
    if (entry?.tag === 'tucan-google-pay' && s.simulate === 'off') set('csp-nonce', pageNonce());
    const statusUrl = (uuid: string) =>
      new URL(`/api/charges/${encodeURIComponent(uuid)}`, location.href).href;
    if (entry?.kind === 'code' || entry?.kind === 'dropin') set('status-url', statusUrl(chargeUuid));
    // "Generate a new code" after expiry, as a merchant offers it: the backend creates a new charge for the same
    // order (the service canceled the old one) and the element pays that one; the order shows the new charge. The
    // drop-in takes the same hook for its code methods (the new charge becomes the checkout's, for every method).
    if (entry?.kind === 'code' || entry?.kind === 'dropin') {
      (el as HTMLElement & { newCharge?: () => Promise<string | undefined> }).newCharge = async () => {
        const old = order?.charge_uuid;
        if (!old) return undefined;
        const res = await postJson<{ charge_uuid?: string; reference_external_id?: string }>(
          `/api/orders/${encodeURIComponent(old)}/renew`,
        );
        const uuid = res.ok ? res.body?.charge_uuid : undefined;
        if (!uuid || !order || order.charge_uuid !== old) return undefined;
        order = {
          ...order,
          charge_uuid: uuid,
          reference: res.body.reference_external_id ?? '',
          widgetStatus: '',
        };
        delete order.verified;
        el.setAttribute('status-url', statusUrl(uuid));
        renderSummary();
        renderVerified();
        opts.showCharge(uuid, order.reference);
        return uuid;
      };
    }
    for (const type of WIDGET_EVENTS) el.addEventListener(type, logEvent);
    // The picker's document and the test payer's name, prefilled in the card's document field and a code method's
    // payer step (pix, boleto, alone or in the drop-in) through the `payer` property a merchant sets: QA does not
    // type them again (the card leaves the name on the card to the shopper).
    const doc = TEST_DOCUMENTS.find((d) => d.id === s.doc);
    if (entry?.kind === 'card' || entry?.kind === 'code' || entry?.kind === 'dropin') {
      (el as HTMLElement & { payer?: unknown }).payer = payerFor(
        doc && documentTypesUsed(entry, s.fields, wallet.country).includes(doc.type) ? doc : undefined,
      );
    }
    return el;
  }

  async function newOrder(s: Scenario): Promise<void> {
    // Where the focus was as the order was asked for ("New order"): it moves to the widget unless moved meanwhile.
    const from = document.activeElement;
    const wallet = opts.wallets.find((w) => w.country === s.country);
    const value = parseAmount(s.amount);
    const kind = methodById(s.method)?.kind;
    if (!wallet || value === undefined) return;
    // Auto-pay only means something for a method that issues a code (the drop-in may issue one too).
    const metadata = kind === 'code' || kind === 'dropin' ? orderMetadata(s) : undefined;
    result.textContent = t('order.creating');
    const res: Answer<{ charge_uuid?: string; reference_external_id?: string; message?: unknown }> =
      await postJson('/api/orders', {
        wallet_uuid: wallet.uuid,
        value,
        ...((kind === 'card' || kind === 'dropin') && s.capture === 'manual' ? { capture: false } : {}),
        ...(metadata ? { metadata } : {}),
      });
    if (!res.ok || !res.body?.charge_uuid) {
      // The previous order goes with its widget: nothing on screen may pass for the order that failed.
      clear();
      replace(result, tNodes('order.failed', { error: h('span', {}, problem(res.status, res.body)) }));
      announce(result.textContent ?? '');
      return;
    }
    const uuid = res.body.charge_uuid;
    // The busy service: the backend sets the sandbox's throttle control on the new charge before the widget can pay.
    if (s.fault === 'busy') {
      const throttled = await postJson(`/api/sandbox/charges/${encodeURIComponent(uuid)}/throttle`);
      if (!throttled.ok) {
        clear();
        replace(
          result,
          tNodes('order.failed', { error: h('span', {}, problem(throttled.status, throttled.body)) }),
        );
        announce(result.textContent ?? '');
        return;
      }
    }
    order = {
      charge_uuid: uuid,
      reference: res.body.reference_external_id ?? '',
      value,
      currency: wallet.currency,
      autopay: metadata?.sandbox_auto_pay_seconds,
      fault: s.fault,
    };
    // Said once (the summary below shows the order from now on): no line that goes stale after payment.
    result.textContent = '';
    announce(t('order.created', { reference: order.reference }));
    events.replaceChildren();
    unavailable = [];
    renderWalletNote();
    widget = build(s, order.charge_uuid, value, wallet);
    mount.setAttribute('aria-label', t('checkout.widget', { reference: order.reference }));
    mount.replaceChildren(widget);
    empty.hidden = true;
    verifiedLine.hidden = false;
    eventsBox.hidden = false;
    renderSummary();
    renderVerified();
    opts.showCharge(order.charge_uuid, order.reference);
    void bringIntoView(widget, from);
  }

  /**
   * After "New order" the widget is what QA works with next: when its top is below the middle of the screen (a
   * phone, where the order form fills the screen), the page scrolls it into view: its first field, and its Pay
   * button when the widget is at most a sixth of a screen taller than the screen.
   * Only once the widget has drawn something: scrolled to while still empty, the browser's scroll anchoring would
   * keep the panel below it in place as the widget grows, and carry the page past the widget. The keyboard focus
   * follows, at every width: from "New order" (or nowhere) to the widget's box, so the next Tab is in the widget
   * (its first field, also in a cross-origin frame) and a second Enter is not a second order. Focus the QA engineer
   * has put elsewhere meanwhile stays there.
   */
  async function bringIntoView(el: HTMLElement, from: Element | null) {
    for (let frame = 0; frame < 120 && el.isConnected && el.getBoundingClientRect().height < 48; frame++)
      await new Promise(requestAnimationFrame);
    if (widget !== el || !el.isConnected) return;
    const below = mount.getBoundingClientRect().top > window.innerHeight / 2;
    if (below) place();
    const focused = document.activeElement;
    if (focused === from || focused === document.body || focused === null)
      mount.focus({ preventScroll: true });
    if (!below) return;
    // The widget may still grow (a frame's fields and installments arrive after its first drawing): placed again
    // as it does for a few seconds, unless the QA engineer has scrolled meanwhile.
    let placedAt = window.scrollY;
    const watch = new ResizeObserver(() => {
      if (widget !== el || Math.abs(window.scrollY - placedAt) > 2) return watch.disconnect();
      place();
      placedAt = window.scrollY;
    });
    watch.observe(mount);
    setTimeout(() => watch.disconnect(), 4000);
  }

  /**
   * The widget's top at the screen's top; or, for one a little taller than the screen (a card form on a phone,
   * with its payer fields and installments), its end at the screen's bottom, so Pay is in view with the fields
   * and only the top of the widget (the credit / debit switch) is scrolled past. A much taller one (the drop-in)
   * starts at its top.
   */
  function place() {
    const box = mount.getBoundingClientRect();
    const margin = 16;
    const toTop = box.top - margin;
    const toEnd = box.bottom + margin - window.innerHeight;
    const end = toEnd > toTop && toEnd - toTop <= window.innerHeight / 6;
    window.scrollBy({ top: end ? toEnd : toTop, behavior: 'instant' });
  }

  /** No order: the panel as the console opens, its widget, events and verified status gone. */
  function clear() {
    order = undefined;
    widget = undefined;
    mount.replaceChildren();
    events.replaceChildren();
    result.textContent = '';
    empty.hidden = false;
    verifiedLine.hidden = true;
    eventsBox.hidden = true;
    faultNote.hidden = true;
    unavailable = [];
    renderWalletNote();
    renderSummary();
    renderVerified();
  }

  /** The language and theme apply at once, to the page and to the mounted widget. */
  function apply(s: Scenario) {
    if (!widget) return;
    widget.setAttribute('lang', s.lang);
    widget.setAttribute('theme', s.theme);
  }

  onLocale(() => {
    renderSummary();
    renderVerified();
    renderWalletNote();
  });
  renderSummary();

  const element = h(
    'section',
    { class: 'panel', id: 'checkout-panel', 'aria-labelledby': 'checkout-title' },
    h('div', { class: 'panel-head' }, h('h2', { id: 'checkout-title' }, text('checkout.title'))),
    result,
    empty,
    summary,
    faultNote,
    mount,
    walletNote,
    opts.sheet,
    verifiedLine,
    eventsBox,
  );
  return { element, newOrder, apply, onReceipt, clear };
}
