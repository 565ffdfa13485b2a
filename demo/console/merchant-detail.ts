/**
 * One charge in detail: the full object (the merchant's GET), its status history and the webhooks it produced
 * with their attempts (from the sandbox's control endpoints), its `<tucan-status>` screen, and the actions: the
 * merchant's (capture, full and partial refund, cancel) and the sandbox's (mark a code paid, set any status).
 * The controls are built once, so a live refresh never moves the focus; only the data around them re-renders.
 */

import { codeRefusal, type MerchantAction, type Refusal, refusal } from './actions.ts';
import { getJson, postJson } from './api.ts';
import { announce, badge, clockTime, h, json, money, replace, shortId, type Tone, time } from './dom.ts';
import { locale, type MessageKey, onLocale, t, text } from './i18n.ts';
import {
  brandName,
  clockWords,
  formatAmount,
  methodLabel,
  problem,
  reasonText,
  statusLabel,
  statusName,
  statusRegion,
  tNodes,
} from './labels.ts';
import { parseAmount } from './scenario.ts';

interface Charge {
  charge_uuid: string;
  status: string;
  value: number;
  currency: string;
  type_charge: string | null;
  reference_external_id: string | null;
  capture: boolean;
  card: { brand: string; last4: string } | null;
  /** The installments the shopper chose on pay (null before, or for a method without installments). */
  installments?: number | null;
  /** What the card is charged: `value` plus an installment plan's interest (the sandbox's `total_value`). */
  total_value?: number;
  /** The code or voucher of a code method (pix, boleto…): null when none was issued or it was voided. */
  payment_payload?: unknown;
  /** Sent by a service with partial refunds (the sum refunded so far); absent otherwise. */
  refunded_value?: number;
  /** Each refund, partial ones included (a partial refund changes no status, so the history has no line for it). */
  refunds?: Array<{ value: number; created_at: string }>;
  created_at: string;
  updated_at: string;
}
/** What the shopper pays: the charge's `total_value` (interest included) when the service sends it, else its value. */
const charged = (c: Charge): number => (typeof c.total_value === 'number' ? c.total_value : c.value);

interface HistoryEntry {
  from: string | null;
  to: string;
  reason: string;
  at: string;
}
interface Delivery {
  delivery_id: string;
  payload: { status?: string };
  state: string;
  attempts: Array<{ attempt: number; at: string; status_code: number | null; error: string | null }>;
}
interface Detail {
  charge: { status: number; body: unknown };
  history: HistoryEntry[];
  deliveries: Delivery[];
}

export interface DetailOptions {
  tone(status: string): Tone;
  theme(): string;
  /** An action changed the charge: the list refreshes. */
  changed(): void;
}

type Action = 'capture' | 'refund-full' | 'refund-part' | 'cancel' | 'mark-paid' | 'set-status';
const LABELS: Record<Action, MessageKey> = {
  capture: 'action.capture',
  'refund-full': 'action.refundFull',
  'refund-part': 'action.refundPart',
  cancel: 'action.cancel',
  'mark-paid': 'action.markPaid',
  'set-status': 'action.setStatus',
};

/** The merchant actions and the service operation each one is. */
const OPERATION: Partial<Record<Action, MerchantAction>> = {
  capture: 'capture',
  'refund-full': 'refund',
  'refund-part': 'refund',
  cancel: 'cancel',
};

export function createChargeDetail(opts: DetailOptions) {
  let uuid: string | undefined;
  let data: Detail | undefined;
  let busy = false;

  const title = h('h3', { id: 'detail-title' });
  const facts = h('dl', { class: 'facts' });
  const screen = h('div', { class: 'status-screen' });
  const history = h('ol', { class: 'history', id: 'history' });
  const deliveries = h('ol', { class: 'deliveries', id: 'deliveries' });
  const object = h('pre', { class: 'mono', id: 'charge-json' });
  const result = h('p', { class: 'action-result', id: 'action-result' });
  const stale = h('p', { class: 'error', id: 'detail-stale' });
  const refundValue = h('input', {
    id: 'refund-value',
    inputmode: 'decimal',
    autocomplete: 'off',
    'aria-describedby': 'action-result',
  });
  // Each status by its name, as the status filter and the list's chips say it; its code is the option's value,
  // shown once as detail beside the select when chosen, and in the result sentence ("… agora está paga (paid)").
  // Nothing is preselected (a placeholder first): one click must never turn a charge into a chargeback.
  const statusSelect = h('select', { id: 'set-status', 'aria-describedby': 'set-status-code' });
  const statusCode = h('code', { id: 'set-status-code', class: 'status-code' });
  statusSelect.addEventListener('change', () => {
    statusCode.textContent = statusSelect.value;
    applyRules();
  });
  // Why some merchant actions are off for this charge, and a way to try them anyway (to see the service's 409).
  const rulesHint = h('p', { class: 'hint', id: 'actions-hint' });
  const codeHint = h('p', { class: 'hint', id: 'code-hint' });
  const force = h('input', { type: 'checkbox', id: 'actions-force' });
  force.addEventListener('change', () => applyRules());
  const buttons = new Map<Action, HTMLButtonElement>();
  const button = (action: Action, variant = 'secondary') => {
    const hint = action === 'mark-paid' ? 'code-hint' : 'actions-hint';
    const b = h(
      'button',
      { type: 'button', class: variant, 'data-action': action, 'aria-describedby': hint },
      text(LABELS[action]),
    );
    b.addEventListener('click', () => void run(action));
    buttons.set(action, b);
    return b;
  };

  const merchantActions = h(
    'div',
    { class: 'action-group', role: 'group', 'aria-labelledby': 'merchant-actions-title' },
    h('h4', { id: 'merchant-actions-title' }, text('actions.merchant')),
    h('div', { class: 'action-row' }, button('capture'), button('refund-full'), button('cancel')),
    h(
      'div',
      { class: 'action-row inline-field' },
      h('label', { for: 'refund-value' }, text('refund.value')),
      refundValue,
      button('refund-part'),
    ),
    rulesHint,
    h('div', { class: 'check' }, force, h('label', { for: 'actions-force' }, text('actions.force'))),
  );
  const sandboxActions = h(
    'div',
    { class: 'action-group', role: 'group', 'aria-labelledby': 'sandbox-actions-title' },
    h('h4', { id: 'sandbox-actions-title' }, text('actions.sandbox')),
    h('div', { class: 'action-row' }, button('mark-paid')),
    codeHint,
    h(
      'div',
      { class: 'action-row inline-field' },
      h('label', { for: 'set-status' }, text('status.to')),
      statusSelect,
      statusCode,
      button('set-status'),
    ),
  );

  /** The charge shown, when its GET answered. */
  const shown = () => (data?.charge.status === 200 ? (data.charge.body as Charge) : undefined);
  const refused = (action: Action): string | undefined => {
    if (action === 'set-status' && !statusSelect.value) return 'status.none';
    const c = shown();
    if (!c || force.checked) return undefined;
    if (action === 'mark-paid') return codeRefusal(c.status, c.type_charge, Boolean(c.payment_payload));
    const operation = OPERATION[action];
    return operation ? refusal(operation, c.status, c.type_charge) : undefined;
  };

  /** Off (aria-disabled, so the focus stays) while an action runs, or when the service would refuse it. */
  function applyRules() {
    for (const [action, b] of buttons) {
      if (busy || refused(action)) b.setAttribute('aria-disabled', 'true');
      else b.removeAttribute('aria-disabled');
    }
    const c = shown();
    if (!c) {
      rulesHint.textContent = '';
      codeHint.textContent = '';
      return;
    }
    const code = codeRefusal(c.status, c.type_charge, Boolean(c.payment_payload));
    codeHint.textContent = t(code ? `actions.why.${code}` : 'actions.code.allowed');
    const reasons = new Set<Refusal>();
    const allowed: string[] = [];
    for (const operation of ['capture', 'refund', 'cancel'] as const) {
      const why = refusal(operation, c.status, c.type_charge);
      if (why) reasons.add(why);
      // A refundable charge (paid, an amount still left) takes both refunds: the rest at once, or a part of it.
      else if (operation === 'refund') allowed.push(t('action.refundFull'), t('action.refundPart'));
      else allowed.push(t(LABELS[operation]));
    }
    const lines = [
      allowed.length ? t('actions.allowed', { list: allowed.join(', ') }) : t('actions.none'),
      ...[...reasons].map((why) => t(`actions.why.${why}`, { method: c.type_charge ?? '' })),
    ];
    rulesHint.textContent = lines.join(' ');
  }

  async function run(action: Action) {
    if (!uuid || busy || refused(action)) return;
    const target = uuid;
    const label = t(LABELS[action]);
    let path = `/api/merchant/charges/${target}/${action.startsWith('refund') ? 'refund' : action}`;
    let body: Record<string, unknown> = { attempt: crypto.randomUUID() };
    if (action === 'refund-part') {
      const value = parseAmount(refundValue.value);
      if (value === undefined) {
        refundValue.setAttribute('aria-invalid', 'true');
        result.textContent = t('refund.invalid', { example: formatAmount(50.5) });
        refundValue.focus();
        return;
      }
      refundValue.removeAttribute('aria-invalid');
      body = { ...body, value };
    }
    if (action === 'mark-paid') path = `/api/sandbox/charges/${target}/pay`;
    if (action === 'set-status') {
      path = `/api/sandbox/charges/${target}/status`;
      body = { status: statusSelect.value };
    }
    busy = true;
    // aria-disabled, not disabled: a disabled button would drop the keyboard focus on the floor.
    applyRules();
    result.textContent = t('action.running', { action: label });
    const res = await postJson<Partial<Charge>>(path, body);
    busy = false;
    applyRules();
    const after = res.ok ? res.body : undefined;
    const partial =
      action === 'refund-part' && after?.status !== 'refunded' && typeof after?.refunded_value === 'number';
    // A partial refund leaves the charge paid: the sentence says what was refunded and what is left.
    if (partial) refundValue.value = '';
    const lang = locale();
    replace(
      result,
      after?.status && partial
        ? tNodes('action.refundedPart', {
            action: label,
            amount: money(Number(body.value), after.currency, lang, 'code'),
            status: statusLabel(after.status),
            left: money(Number(after.value) - Number(after.refunded_value), after.currency, lang, 'code'),
          })
        : after?.status
          ? tNodes('action.done', { action: label, status: statusLabel(after.status) })
          : tNodes('action.refused', { action: label, error: h('span', {}, problem(res.status, res.body)) }),
    );
    announce(result.textContent ?? '');
    opts.changed();
  }

  let statusList: readonly string[] = [];
  function renderStatuses(statuses: readonly string[] = statusList) {
    statusList = statuses;
    const current = statusSelect.value;
    replace(
      statusSelect,
      h('option', { value: '', disabled: true, selected: !current }, t('status.choose')),
      // The status by its name in the console's language (`contestação solicitada`); in English the code itself.
      statuses.map((s) => h('option', { value: s, selected: s === current }, statusName(s))),
    );
    statusCode.textContent = statusSelect.value;
  }

  function render() {
    element.hidden = !uuid;
    if (!uuid) return;
    applyRules();
    const lang = locale();
    const body = data?.charge.status === 200 ? (data.charge.body as Charge) : undefined;
    replace(
      title,
      t('detail.title'),
      ' ',
      h('code', { title: uuid }, shortId(uuid)),
      ' ',
      body ? badge(statusName(body.status), opts.tone(body.status)) : null,
    );
    if (!data) {
      for (const part of [facts, screen, history, deliveries]) replace(part);
      object.textContent = '';
      return;
    }
    const row = (label: MessageKey, value: Node | string) => [h('dt', {}, t(label)), h('dd', {}, value)];
    replace(
      facts,
      body
        ? [
            row('fact.amount', money(body.value, body.currency, lang, 'code')),
            row('fact.method', body.type_charge ? methodLabel(body.type_charge) : t('charges.method.none')),
            row('fact.reference', h('code', {}, body.reference_external_id ?? '—')),
            row('fact.capture', t(body.capture ? 'fact.capture.auto' : 'fact.capture.manual')),
            body.card ? row('fact.card', `${brandName(body.card.brand)} •••• ${body.card.last4}`) : [],
            body.installments && body.installments > 1
              ? row('fact.installments', t('fact.installments.count', { count: String(body.installments) }))
              : [],
            charged(body) !== body.value
              ? row('fact.charged', money(charged(body), body.currency, lang, 'code'))
              : [],
            typeof body.refunded_value === 'number' && body.refunded_value > 0
              ? row('fact.refunded', money(body.refunded_value, body.currency, lang, 'code'))
              : [],
            row('fact.updated', time(body.updated_at, lang)),
          ]
        : row('fact.error', h('span', {}, problem(data.charge.status, data.charge.body))),
    );
    if (body) {
      const status = document.createElement('tucan-status');
      for (const [name, value] of Object.entries({
        status: body.status,
        // The shopper's screen: what the card was charged, an installment plan's interest included.
        amount: String(charged(body)),
        currency: body.currency,
        theme: opts.theme(),
        quiet: '',
      }))
        status.setAttribute(name, value);
      // The charge's status screen, named apart from the widget's own (a region "Payment status" too).
      (status as HTMLElement & { messages?: unknown }).messages = statusRegion(t('detail.screen'));
      replace(screen, status);
    } else replace(screen);
    // The status changes, and the partial refunds between them (the one that completes a refund is its change).
    const refunds = body?.refunds ?? [];
    const partials = (body?.status === 'refunded' ? refunds.slice(0, -1) : refunds).map(
      (r): HistoryEntry & { amount: number } => ({
        from: 'paid',
        to: 'paid',
        reason: '',
        at: r.created_at,
        amount: r.value,
      }),
    );
    const entries: Array<HistoryEntry & { amount?: number }> = [...data.history, ...partials].sort(
      (a, b) => Date.parse(a.at) - Date.parse(b.at),
    );
    replace(
      history,
      entries.length === 0
        ? h('li', { class: 'muted' }, t('history.empty'))
        : entries.map((e) =>
            h(
              'li',
              {},
              h(
                'span',
                { class: 'mono' },
                e.amount !== undefined
                  ? statusName(e.to)
                  : e.from
                    ? `${statusName(e.from)} → ${statusName(e.to)}`
                    : statusName(e.to),
              ),
              ' ',
              h(
                'span',
                { class: 'muted' },
                e.amount !== undefined
                  ? t('history.partialRefund', { amount: money(e.amount, body?.currency, lang, 'code') })
                  : e.from
                    ? reasonText(e.reason)
                    : t('history.created'),
                ' · ',
                clockTime(e.at, undefined, lang, clockWords()),
              ),
            ),
          ),
    );
    replace(
      deliveries,
      data.deliveries.length === 0
        ? h('li', { class: 'muted' }, t('deliveries.empty'))
        : data.deliveries.map((d) =>
            h(
              'li',
              {},
              h('span', { class: 'mono' }, d.payload.status ? statusName(d.payload.status) : '?'),
              ' ',
              h('span', { class: `delivery-state ${d.state}` }, t(`delivery.${d.state}` as MessageKey)),
              h(
                'ul',
                { class: 'attempts' },
                d.attempts.map((a) =>
                  h(
                    'li',
                    {},
                    t('attempt', { n: a.attempt }),
                    ' · ',
                    a.status_code ? `HTTP ${a.status_code}` : (a.error ?? '—'),
                    ' · ',
                    clockTime(a.at, undefined, lang, clockWords()),
                  ),
                ),
              ),
            ),
          ),
    );
    object.textContent = json(data.charge.body);
  }

  /** Loads overlap (a webhook, an action): only the answer to the latest one is shown, never an older one. */
  let latest = 0;
  async function load(next: string) {
    if (next !== uuid) {
      data = undefined;
      stale.textContent = '';
      result.textContent = '';
      refundValue.value = '';
      // Another charge: no status carried over from the last one.
      statusSelect.value = '';
      statusCode.textContent = '';
    }
    uuid = next;
    render();
    const mine = ++latest;
    const res = await getJson<Detail>(`/api/merchant/charges/${encodeURIComponent(next)}`);
    if (mine !== latest) return;
    // A failed refresh keeps what was shown, marked as such: never a mix of old and new.
    if (res.ok && res.body) data = res.body;
    replace(
      stale,
      res.ok ? [] : tNodes('detail.failed', { error: h('span', {}, problem(res.status, res.body)) }),
    );
    render();
  }

  const section = (id: string, key: MessageKey, content: HTMLElement) =>
    h('div', { class: 'detail-part' }, h('h4', { id }, text(key)), content);
  const element = h(
    'div',
    { class: 'detail', id: 'charge-detail', role: 'region', 'aria-labelledby': 'detail-title', hidden: true },
    title,
    stale,
    facts,
    h('div', { class: 'action-groups' }, merchantActions, sandboxActions),
    result,
    h(
      'div',
      { class: 'detail-grid' },
      section('screen-title', 'detail.screen', screen),
      section('history-title', 'detail.history', history),
    ),
    section('deliveries-title', 'detail.deliveries', deliveries),
    h('details', { class: 'json-box' }, h('summary', {}, text('detail.object')), object),
  );
  history.setAttribute('aria-labelledby', 'history-title');
  deliveries.setAttribute('aria-labelledby', 'deliveries-title');
  onLocale(render);
  return {
    element,
    load,
    renderStatuses,
    clear() {
      uuid = undefined;
      data = undefined;
      render();
    },
  };
}
