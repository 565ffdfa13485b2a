/**
 * The checkout panel: "New order" creates a charge through the merchant backend and mounts the chosen element by
 * its tag name, with the attributes every tucan element shares. Below it: what the widget said (its events, which
 * never carry card data) and what the backend trusts (the status it fetched after a webhook).
 */
import { type Answer, getJson, postJson } from './api.ts';
import { announce, h, money, replace, shortId } from './dom.ts';
import { locale, onLocale, t, text } from './i18n.ts';
import { problem, statusLabel, tNodes } from './labels.ts';
import { CARD_TYPES, methodById, type WalletInfo } from './methods.ts';
import { documentTypesUsed, payerFor } from './payer.ts';
import { fieldsAttribute, orderMetadata, parseAmount, type Scenario } from './scenario.ts';
import { FAULT_AMOUNTS, TEST_DOCUMENTS } from './scenarios.ts';

export const WIDGET_EVENTS = ['tucan-status', 'tucan-complete', 'tucan-error', 'tucan-unavailable'] as const;

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
  const mount = h('div', { class: 'widget', id: 'checkout' });
  const events = h('ol', { class: 'events mono', id: 'events', 'aria-labelledby': 'events-title' });
  const verified = h('output', { id: 'verified' }, text('verified.none'));
  const empty = h('p', { class: 'empty-state', id: 'checkout-empty' }, text('checkout.empty'));
  // With a fault amount, the widget and the backend may disagree for a while, on purpose: one line says why.
  const faultNote = h('p', { class: 'notice', id: 'fault-note', hidden: true });
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
    const note = fault === 'slow' || fault === 'dropResponse' ? t(`fault.note.${fault}`) : '';
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
              // A decline leaves the charge payable (`error`): the shopper may pay it again.
              v.status === 'error' ? `. ${t('verified.retry')}` : '',
            ],
    );
  }

  function logEvent(e: Event) {
    const detail = (e as Event & { detail?: unknown }).detail;
    events.append(h('li', {}, h('span', { class: 'event-type' }, e.type), ' ', JSON.stringify(detail ?? {})));
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
    set('amount', String(value));
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
    order = {
      charge_uuid: res.body.charge_uuid,
      reference: res.body.reference_external_id ?? '',
      value,
      currency: wallet.currency,
      autopay: metadata?.sandbox_auto_pay_seconds,
    };
    // Said once (the summary below shows the order from now on): no line that goes stale after payment.
    result.textContent = '';
    announce(t('order.created', { reference: order.reference }));
    events.replaceChildren();
    widget = build(s, order.charge_uuid, value, wallet);
    mount.replaceChildren(widget);
    empty.hidden = true;
    verifiedLine.hidden = false;
    eventsBox.hidden = false;
    renderSummary();
    renderVerified();
    opts.showCharge(order.charge_uuid, order.reference);
    void bringIntoView(widget);
  }

  /**
   * After "New order" the widget is what QA works with next: when its top is below the middle of the screen (a
   * phone, where the order form fills the screen), the page scrolls it into view: its first field, and its Pay
   * button when the widget is at most a sixth of a screen taller than the screen.
   * Only once the widget has drawn something: scrolled to while still empty, the browser's scroll anchoring would
   * keep the panel below it in place as the widget grows, and carry the page past the widget. The focus stays on
   * "New order" (the widget may be a cross-origin frame; a second press is a new order).
   */
  async function bringIntoView(el: HTMLElement) {
    for (let frame = 0; frame < 120 && el.isConnected && el.getBoundingClientRect().height < 48; frame++)
      await new Promise(requestAnimationFrame);
    if (widget !== el || !el.isConnected) return;
    if (mount.getBoundingClientRect().top <= window.innerHeight / 2) return;
    place();
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
    opts.sheet,
    verifiedLine,
    eventsBox,
  );
  return { element, newOrder, apply, onReceipt, clear };
}
