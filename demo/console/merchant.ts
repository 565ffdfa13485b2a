/**
 * The merchant panel: the charges of this sandbox as the merchant's back office lists them (the seed's list
 * endpoint: newest first, paged, filtered by status and `reference_external_id`), and the chosen charge in detail
 * (./merchant-detail.ts).
 */
import { getJson } from './api.ts';
import { badge, h, money, replace, shortId, type Tone, time } from './dom.ts';
import { attr, locale, onLocale, t, text } from './i18n.ts';
import { methodName, problem, statusName, tNodes } from './labels.ts';
import { createChargeDetail } from './merchant-detail.ts';

export interface ChargeRow {
  charge_uuid: string;
  status: string;
  value: number;
  currency: string;
  type_charge: string | null;
  reference_external_id: string | null;
  created_at: string;
}

interface ChargePage {
  count: number;
  page: number;
  page_size: number;
  total_pages: number;
  results: ChargeRow[];
}

export interface MerchantOptions {
  statuses: readonly string[];
  tone(status: string): Tone;
  theme(): string;
}

const PAGE_SIZE = 8;

export function createMerchant(opts: MerchantOptions) {
  let page = 1;
  let selected: string | undefined;
  let last: ChargePage | undefined;

  const status = h('select', { id: 'filter-status' });
  const reference = h('input', {
    id: 'filter-reference',
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-describedby': 'filter-reference-hint',
  });
  const list = h('ul', { class: 'charges', id: 'charges' });
  attr(list, 'aria-label', 'charges.list');
  const pager = h('div', { class: 'pager', id: 'pager' });
  const listState = h('p', { class: 'muted', id: 'charges-state' });
  const detail = createChargeDetail({ tone: opts.tone, theme: opts.theme, changed: () => void load() });

  function renderStatusOptions() {
    const current = status.value;
    replace(
      status,
      h('option', { value: '' }, t('filter.all')),
      opts.statuses.map((s) => h('option', { value: s, selected: s === current }, statusName(s))),
    );
  }

  /** Only the answer to the latest list request is shown (requests overlap when webhooks arrive). */
  let latest = 0;
  async function load(withDetail = true) {
    const mine = ++latest;
    const q = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZE) });
    if (status.value) q.set('status', status.value);
    if (reference.value.trim()) q.set('reference_external_id', reference.value.trim());
    const res = await getJson<ChargePage>(`/api/merchant/charges?${q}`);
    if (mine !== latest) return;
    if (!res.ok || !res.body?.results) {
      last = undefined;
      replace(listState, tNodes('charges.failed', { error: h('span', {}, problem(res.status, res.body)) }));
      replace(list);
      replace(pager);
      return;
    }
    last = res.body;
    render();
    if (selected && withDetail) void detail.load(selected);
  }

  function render() {
    if (!last) return;
    const lang = locale();
    listState.textContent =
      last.count === 0
        ? t('charges.empty')
        : last.count === 1
          ? t('charges.one')
          : t('charges.count', { count: last.count });
    replace(
      list,
      last.results.map((c) =>
        h(
          'li',
          {},
          h(
            'button',
            {
              type: 'button',
              class: 'charge-row',
              'aria-current': c.charge_uuid === selected ? 'true' : undefined,
              'data-uuid': c.charge_uuid,
              onclick: () => select(c.charge_uuid),
            },
            badge(statusName(c.status), opts.tone(c.status)),
            h('span', { class: 'amount' }, money(c.value, c.currency, lang, 'code')),
            h(
              'span',
              { class: 'meta' },
              h('code', {}, c.reference_external_id ?? shortId(c.charge_uuid)),
              ' · ',
              c.type_charge ? methodName(c.type_charge) : t('charges.method.none'),
            ),
            h('span', { class: 'when muted' }, time(c.created_at, lang)),
          ),
        ),
      ),
    );
    const prev = h(
      'button',
      { type: 'button', class: 'ghost small', disabled: last.page <= 1 },
      t('pager.prev'),
    );
    const next = h(
      'button',
      { type: 'button', class: 'ghost small', disabled: last.page >= last.total_pages },
      t('pager.next'),
    );
    prev.addEventListener('click', () => {
      page = Math.max(1, page - 1);
      void load();
    });
    next.addEventListener('click', () => {
      page += 1;
      void load();
    });
    replace(pager, prev, h('span', {}, t('pager.page', { page: last.page, total: last.total_pages })), next);
  }

  function select(uuid: string) {
    selected = uuid;
    render();
    void detail.load(uuid);
  }

  const filters = h(
    'form',
    { class: 'filters', id: 'charge-filters', role: 'search' },
    h('div', { class: 'field' }, h('label', { for: 'filter-status' }, text('filter.status')), status),
    h(
      'div',
      { class: 'field' },
      h('label', { for: 'filter-reference' }, text('filter.reference')),
      reference,
      // The service's field name, for QA, described rather than read as part of the label.
      h(
        'p',
        { class: 'hint', id: 'filter-reference-hint' },
        text('filter.reference.hint'),
        ' ',
        h('code', {}, 'reference_external_id'),
      ),
    ),
    h(
      'div',
      { class: 'filter-actions' },
      h('button', { type: 'submit', class: 'secondary' }, text('filter.apply')),
      h('button', { type: 'reset', class: 'ghost' }, text('filter.clear')),
    ),
  );
  filters.addEventListener('submit', (e) => {
    e.preventDefault();
    page = 1;
    void load();
  });
  filters.addEventListener('reset', () => {
    setTimeout(() => {
      page = 1;
      void load();
    });
  });

  onLocale(() => {
    renderStatusOptions();
    detail.renderStatuses(opts.statuses);
    render();
  });
  renderStatusOptions();
  detail.renderStatuses(opts.statuses);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let detailDirty = false;
  const element = h(
    'section',
    { class: 'panel', id: 'merchant', 'aria-labelledby': 'merchant-title' },
    h(
      'div',
      { class: 'panel-head' },
      h('h2', { id: 'merchant-title' }, text('merchant.title')),
      h(
        'button',
        { type: 'button', class: 'ghost small', id: 'charges-refresh', onclick: () => void load() },
        text('refresh'),
      ),
    ),
    h('p', { class: 'panel-lead' }, text('merchant.lead')),
    filters,
    listState,
    list,
    pager,
    detail.element,
  );
  return {
    element,
    load,
    /** Shows a charge: the first page of an unfiltered list, and its detail. */
    show(uuid: string) {
      selected = uuid;
      page = 1;
      status.value = '';
      reference.value = '';
      void load();
    },
    /**
     * Something changed on the server (a webhook about `uuid`, a clock move): reload the list once things settle,
     * and the detail only when it is about the charge shown. Each reload costs merchant API calls, which count
     * against the client's rate limit (100 a minute) together with the widget's.
     */
    soon(uuid?: string) {
      if (!uuid || uuid === selected) detailDirty = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const withDetail = detailDirty;
        detailDirty = false;
        void load(withDetail);
      }, 400);
    },
    reset() {
      selected = undefined;
      detail.clear();
      page = 1;
      void load();
    },
  };
}
