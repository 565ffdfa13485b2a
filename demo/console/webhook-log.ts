/**
 * The webhook log, live: every delivery the merchant backend received (newest first), with its attempt number,
 * the answer the backend gave, its signature check and whether the backend verified the charge with a GET
 * before trusting it. Fed by server-sent events from the backend (/api/events).
 */
import { getJson } from './api.ts';
import { type Child, clockTime, h, json, replace, shortId } from './dom.ts';
import { locale, type MessageKey, onLocale, t, text } from './i18n.ts';
import { clockWords, statusLabel, statusName, tNodes } from './labels.ts';

export interface Receipt {
  id: number;
  received_at: string;
  /** The sandbox clock when the backend received it (null without a sandbox). */
  sandbox_at?: string | null;
  delivery_id: string | null;
  attempt: number | null;
  signature: 'ok' | 'unsigned' | 'malformed' | 'stale' | 'mismatch';
  answer: number;
  payload: { charge_uuid?: string; status?: string } | null;
  verification: { state: string; status?: string; detail?: string };
}

/**
 * Receipts shown at first: the newest few, which QA reads after a payment, so the log stays short above the status
 * screens on a phone (filters find an older one); each "Show more" adds a page.
 */
const FIRST = 5;
const PAGE = 20;

export function createWebhookLog(opts: { tone(status: string): string }) {
  const receipts = new Map<number, Receipt>();
  const list = h('ol', { class: 'log', id: 'webhook-log', 'aria-labelledby': 'webhooks-title' });
  const live = h('span', { class: 'live', id: 'webhooks-live' });
  const chargeFilter = h('select', { id: 'log-charge' });
  const eventFilter = h('select', { id: 'log-event' });
  const count = h('p', { class: 'muted', id: 'webhooks-count' });
  const more = h('button', { type: 'button', class: 'secondary', id: 'webhooks-more', hidden: true });
  let connected = false;
  let shown = FIRST;

  function verification(r: Receipt): Child {
    const v = r.verification;
    if (v.state === 'verified') return tNodes('verify.verified', { status: statusLabel(v.status ?? '?') });
    if (v.state === 'failed') return t('verify.failed', { detail: v.detail ?? '' });
    if (v.state === 'skipped') return t(r.answer === 200 ? 'verify.noCharge' : 'verify.untrusted');
    return t(`verify.${v.state}` as MessageKey);
  }

  function render() {
    live.textContent = t(connected ? 'log.live' : 'log.offline');
    live.classList.toggle('on', connected);
    const all = [...receipts.values()].sort((a, b) => b.id - a.id);
    renderFilters(all);
    const matching = all.filter(
      (r) =>
        (!chargeFilter.value || r.payload?.charge_uuid === chargeFilter.value) &&
        (!eventFilter.value || r.payload?.status === eventFilter.value),
    );
    const newest = matching.slice(0, shown);
    const lang = locale();
    count.textContent =
      all.length === 0 ? '' : t('log.count', { shown: newest.length, total: matching.length });
    more.hidden = matching.length <= newest.length;
    more.textContent = t('log.more', { count: Math.min(PAGE, matching.length - newest.length) });
    replace(
      list,
      newest.length === 0
        ? h('li', { class: 'muted empty' }, t('log.empty'))
        : newest.map((r) =>
            h(
              'li',
              { class: 'receipt', 'data-charge': r.payload?.charge_uuid ?? '' },
              h(
                'div',
                { class: 'receipt-head' },
                h('code', { class: 'receipt-status' }, r.payload?.status ?? '—'),
                h(
                  'span',
                  { class: 'mono muted' },
                  r.payload?.charge_uuid ? shortId(r.payload.charge_uuid) : '',
                ),
                h('span', { class: 'muted' }, clockTime(r.sandbox_at, r.received_at, lang, clockWords())),
              ),
              h(
                'ul',
                { class: 'receipt-facts' },
                h('li', {}, r.attempt ? t('attempt', { n: r.attempt }) : t('attempt.unknown')),
                h('li', { class: r.answer === 200 ? '' : 'bad' }, t('log.answer', { code: r.answer })),
                h('li', { class: `sig ${r.signature}` }, t(`sig.${r.signature}` as MessageKey)),
                h(
                  'li',
                  {
                    class: `verify ${r.verification.state}${
                      r.verification.state === 'verified' ? ` ${opts.tone(r.verification.status ?? '')}` : ''
                    }`,
                  },
                  verification(r),
                ),
              ),
              r.payload
                ? h(
                    'details',
                    {},
                    h('summary', {}, t('log.payload')),
                    h('pre', { class: 'mono' }, json(r.payload)),
                  )
                : null,
            ),
          ),
    );
  }

  /** The filters offer the charges and events the log holds (newest charge first), keeping the choice. */
  function renderFilters(all: Receipt[]) {
    const charges = [...new Set(all.map((r) => r.payload?.charge_uuid).filter((u): u is string => !!u))];
    const events = [...new Set(all.map((r) => r.payload?.status).filter((s): s is string => !!s))].sort();
    const fill = (select: HTMLSelectElement, values: string[], label: (v: string) => string) => {
      const current = select.value;
      replace(
        select,
        h('option', { value: '' }, t('log.filter.any')),
        values.map((v) => h('option', { value: v, selected: v === current }, label(v))),
      );
      if (current && !values.includes(current)) select.value = '';
    };
    fill(chargeFilter, charges, shortId);
    fill(eventFilter, events, (v) => (statusName(v) === v ? v : `${statusName(v)} (${v})`));
  }

  const filterChanged = () => {
    shown = FIRST;
    render();
  };
  chargeFilter.addEventListener('change', filterChanged);
  eventFilter.addEventListener('change', filterChanged);
  more.addEventListener('click', () => {
    shown += PAGE;
    render();
  });

  async function load() {
    const res = await getJson<Receipt[]>('/api/webhooks');
    if (res.ok && Array.isArray(res.body)) for (const r of res.body) receipts.set(r.id, r);
    render();
  }

  onLocale(render);
  render();

  const element = h(
    'section',
    { class: 'panel', id: 'webhooks', 'aria-labelledby': 'webhooks-title' },
    h('div', { class: 'panel-head' }, h('h2', { id: 'webhooks-title' }, text('webhooks.title')), live),
    h('p', { class: 'panel-lead' }, text('webhooks.lead')),
    h(
      'div',
      { class: 'filters log-filters' },
      h(
        'div',
        { class: 'field' },
        h('label', { for: 'log-charge' }, text('log.filter.charge')),
        chargeFilter,
      ),
      h('div', { class: 'field' }, h('label', { for: 'log-event' }, text('log.filter.event')), eventFilter),
    ),
    count,
    list,
    more,
  );
  return {
    element,
    load,
    upsert(r: Receipt) {
      receipts.set(r.id, r);
      render();
    },
    clear() {
      receipts.clear();
      shown = FIRST;
      render();
    },
    connection(on: boolean) {
      connected = on;
      render();
    },
  };
}
