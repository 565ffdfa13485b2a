/**
 * The webhook log, live: every delivery the merchant backend received (newest first), with its attempt number,
 * the answer the backend gave, its signature check and whether the backend verified the charge with a GET
 * before trusting it. Fed by server-sent events from the backend (/api/events).
 */
import { getJson } from './api.ts';
import { h, json, replace, shortId, time } from './dom.ts';
import { locale, type MessageKey, onLocale, t, text } from './i18n.ts';

export interface Receipt {
  id: number;
  received_at: string;
  delivery_id: string | null;
  attempt: number | null;
  signature: 'ok' | 'unsigned' | 'malformed' | 'stale' | 'mismatch';
  answer: number;
  payload: { charge_uuid?: string; status?: string } | null;
  verification: { state: string; status?: string; detail?: string };
}

const SHOWN = 50;

export function createWebhookLog() {
  const receipts = new Map<number, Receipt>();
  const list = h('ol', { class: 'log', id: 'webhook-log', 'aria-labelledby': 'webhooks-title' });
  const live = h('span', { class: 'live', id: 'webhooks-live' });
  let connected = false;

  function verification(r: Receipt): string {
    const v = r.verification;
    if (v.state === 'verified') return t('verify.verified', { status: v.status ?? '?' });
    if (v.state === 'failed') return t('verify.failed', { detail: v.detail ?? '' });
    if (v.state === 'skipped') return t(r.answer === 200 ? 'verify.noCharge' : 'verify.untrusted');
    return t(`verify.${v.state}` as MessageKey);
  }

  function render() {
    live.textContent = t(connected ? 'log.live' : 'log.offline');
    live.classList.toggle('on', connected);
    const newest = [...receipts.values()].sort((a, b) => b.id - a.id).slice(0, SHOWN);
    const lang = locale();
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
                h('span', { class: 'muted' }, time(r.received_at, lang)),
              ),
              h(
                'ul',
                { class: 'receipt-facts' },
                h('li', {}, r.attempt ? t('attempt', { n: r.attempt }) : t('attempt.unknown')),
                h('li', { class: r.answer === 200 ? '' : 'bad' }, t('log.answer', { code: r.answer })),
                h('li', { class: `sig ${r.signature}` }, t(`sig.${r.signature}` as MessageKey)),
                h('li', { class: `verify ${r.verification.state}` }, verification(r)),
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
    list,
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
      render();
    },
    connection(on: boolean) {
      connected = on;
      render();
    },
  };
}
