/**
 * The scenario picker: wallet, method, card options, amount (with the fault amounts), test card, payer document,
 * payer fields, language, theme and integration. Every change is written to the URL at once; "New order" hands
 * the scenario to the checkout panel. The test card and document are shown with a Copy button for the shopper's
 * side: the console never types into the widget.
 */
import { copyText } from './copy.ts';
import { h, money, replace } from './dom.ts';
import { attr, locale, type MessageKey, onLocale, t, text, tMaybe } from './i18n.ts';
import { formatAmount, methodName, tNodes } from './labels.ts';
import { CARD_TYPES, type CardTypes, methodById, methodsFor, type WalletInfo } from './methods.ts';
import { documentTypesUsed, neverAsksDocument } from './payer.ts';
import {
  AUTOPAYS,
  CAPTURES,
  defaultFieldsFor,
  FAULTS,
  FIELDS,
  INTEGRATIONS,
  ISOLATIONS,
  LOCALES,
  parseAmount,
  type Scenario,
  SIMULATES,
  serializeScenario,
  THEMES,
} from './scenario.ts';
import {
  type CardGroup,
  CHALLENGE_OTP,
  cvcFor,
  defaultAmountFor,
  defaultDocumentFor,
  documentsFor,
  FAULT_AMOUNTS,
  TEST_CARDS,
  TEST_DOCUMENTS,
  TEST_EXPIRY,
} from './scenarios.ts';

export interface PickerOptions {
  wallets: WalletInfo[];
  scenario: Scenario;
  /** What the link asked for that this page cannot offer (`name=value`). */
  ignored: string[];
  onChange(scenario: Scenario): void;
  onOrder(scenario: Scenario): Promise<void>;
  /** The wallet simulation was switched on or off. */
  onSimulate?(value: Scenario['simulate']): void;
}

const GROUPS: Record<CardGroup, MessageKey> = {
  approved: 'card.group.approved',
  declines: 'card.group.declines',
  threeds: 'card.group.threeds',
};
const LANGUAGE_NAMES = {
  en: 'English',
  'pt-BR': 'Português (Brasil)',
  'es-MX': 'Español (México)',
  'es-AR': 'Español (Argentina)',
  'es-CO': 'Español (Colombia)',
  'es-CL': 'Español (Chile)',
};

function option(value: string, label: string | Text, selected: boolean) {
  return h('option', { value, selected }, label);
}

function field(id: string, label: MessageKey, control: HTMLElement, ...extra: HTMLElement[]) {
  return h(
    'div',
    { class: 'field', 'data-field': id },
    h('label', { for: id }, text(label)),
    control,
    ...extra,
  );
}

/** A Copy button: `label` names what it copies when the visible word alone would not (`Copy` next to a value). */
function copyButton(id: string, value: () => string, what: MessageKey, label?: MessageKey) {
  const button = h(
    'button',
    { type: 'button', class: 'ghost small', id },
    text(label ? 'copy' : 'copy.link'),
  );
  if (label) attr(button, 'aria-label', label);
  button.addEventListener('click', () => void copyText(value(), t(what)));
  return button;
}

export function createPicker(opts: PickerOptions) {
  let s = { ...opts.scenario };
  const wallet = () => opts.wallets.find((w) => w.country === s.country);

  const country = h('select', { id: 'country', 'aria-describedby': 'country-hint' });
  const countryHint = h('p', { class: 'hint', id: 'country-hint' });
  const method = h('select', { id: 'method', 'aria-describedby': 'method-hint' });
  const methodHint = h('p', { class: 'hint', id: 'method-hint' });
  const cards = h('select', { id: 'cards' });
  const capture = h('select', { id: 'capture', 'aria-describedby': 'capture-hint' });
  const captureHint = h('p', { class: 'hint', id: 'capture-hint' });
  const amount = h('input', {
    id: 'amount',
    inputmode: 'decimal',
    autocomplete: 'off',
    'aria-describedby': 'amount-hint amount-error',
    value: s.amount,
  });
  const amountLabel = h('label', { for: 'amount' });
  const amountHint = h('p', { class: 'hint', id: 'amount-hint' });
  const amountError = h('p', { class: 'error', id: 'amount-error' });
  const presets = h('div', { class: 'chips', role: 'group' });
  attr(presets, 'aria-label', 'amount.presets');
  const card = h('select', { id: 'card', 'aria-describedby': 'card-number card-hint' });
  const cardNumber = h('code', { id: 'card-number', class: 'testdata-value' });
  const cardExtra = h('span', { class: 'muted' });
  const cardHint = h('p', { class: 'hint', id: 'card-hint' });
  const doc = h('select', { id: 'doc', 'aria-describedby': 'doc-value doc-hint' });
  const docValue = h('code', { id: 'doc-value', class: 'testdata-value' });
  const docHint = h('p', { class: 'hint', id: 'doc-hint' });
  const fields = h('select', { id: 'fields' });
  const autopay = h('select', { id: 'autopay', 'aria-describedby': 'autopay-hint' });
  // The metadata field by its API name, as code (like `reference_external_id`), with a break only after its dot.
  const autopayHint = h('p', { class: 'hint', id: 'autopay-hint' });
  const showAutopayHint = () =>
    replace(
      autopayHint,
      tNodes('autopay.hint', {
        field: h('code', {}, 'metadata.', h('wbr'), 'sandbox_auto_pay_seconds'),
      }),
    );
  showAutopayHint();
  onLocale(showAutopayHint);
  const autopayField = field('autopay', 'autopay.label', autopay, autopayHint);
  const simulate = h('select', { id: 'simulate', 'aria-describedby': 'simulate-hint' });
  const simulateField = field(
    'simulate',
    'simulate.label',
    simulate,
    h('p', { class: 'hint', id: 'simulate-hint' }, text('simulate.hint')),
  );
  // A fault at Pay that no amount triggers: the busy service (429) and a page amount that is not the charge's.
  const fault = h('select', { id: 'fault', 'aria-describedby': 'fault-hint' });
  const faultHint = h('p', { class: 'hint', id: 'fault-hint' });
  const faultField = field('fault', 'payfault.label', fault, faultHint);
  faultField.classList.add('wide');
  const lang = h('select', { id: 'lang' });
  const submit = h('button', { type: 'submit', class: 'primary', id: 'new-order' }, text('order.new'));

  const segmented = (name: 'theme' | 'integration', legend: MessageKey, values: readonly string[]) =>
    h(
      'fieldset',
      { class: 'field segmented', id: `${name}-group` },
      h('legend', {}, text(legend)),
      h(
        'div',
        { class: 'segments' },
        values.map((v) =>
          h(
            'label',
            {},
            h('input', { type: 'radio', name, value: v, checked: s[name] === v }),
            h('span', {}, text(`${name}.${v}` as MessageKey)),
          ),
        ),
      ),
    );
  const themeGroup = segmented('theme', 'theme.label', THEMES);
  const integrationGroup = segmented('integration', 'integration.label', INTEGRATIONS);
  const integrationHint = h('p', { class: 'hint' }, text('integration.hint'));
  integrationGroup.append(integrationHint);

  const notice = h('p', { class: 'notice', hidden: opts.ignored.length === 0, id: 'scenario-notice' });

  for (const w of opts.wallets)
    country.append(option(w.country, `${w.country} · ${w.currency}`, w.country === s.country));
  for (const l of LOCALES) lang.append(option(l, LANGUAGE_NAMES[l], l === s.lang));

  const isolation = h('select', { id: 'isolation', 'aria-describedby': 'isolation-hint' });
  const cardOptions = [
    field('cards', 'cards.label', cards),
    field('capture', 'capture.label', capture, captureHint),
    field(
      'isolation',
      'isolation.label',
      isolation,
      h('p', { class: 'hint', id: 'isolation-hint' }, text('isolation.hint')),
    ),
  ];
  // The test card: typed into the card form, or chosen in a simulated wallet's sheet.
  const testCard = field(
    'card',
    'card.label',
    card,
    h(
      'div',
      { class: 'testdata' },
      cardNumber,
      copyButton(
        'copy-card',
        () => cardNumber.textContent?.replaceAll(' ', '') ?? '',
        'card.number',
        'copy.card',
      ),
      cardExtra,
    ),
    cardHint,
  );

  const form = h(
    'form',
    { id: 'scenario-form', class: 'scenario', novalidate: true },
    field('country', 'wallet.label', country, countryHint),
    field('method', 'method.label', method, methodHint),
    h(
      'div',
      { class: 'field wide', 'data-field': 'amount' },
      amountLabel,
      amount,
      presets,
      amountHint,
      amountError,
    ),
    faultField,
    cardOptions,
    testCard,
    autopayField,
    simulateField,
    h(
      'div',
      { class: 'field wide', 'data-field': 'doc' },
      h('label', { for: 'doc' }, text('doc.label')),
      doc,
      h(
        'div',
        { class: 'testdata' },
        docValue,
        copyButton('copy-doc', () => docValue.textContent ?? '', 'doc.value', 'copy.doc'),
      ),
      docHint,
    ),
    field('fields', 'fields.label', fields),
    field('lang', 'lang.label', lang),
    themeGroup,
    integrationGroup,
    h('div', { class: 'form-actions' }, submit),
  );

  /** Rebuilds the option lists that depend on the wallet, the method and the language. */
  function refresh() {
    const w = wallet();
    const offered = methodsFor(w);
    if (!offered.some((m) => m.id === s.method)) s.method = offered[0]?.id ?? 'card';
    method.replaceChildren(
      ...offered.map((m) => option(m.id, tMaybe(`method.${m.id}`) ?? m.label, m.id === s.method)),
    );
    countryHint.textContent = w
      ? t('wallet.hint', { methods: w.allowed_methods.map(methodName).join(', ') })
      : '';
    methodHint.textContent = t('method.hint', { count: offered.length });
    const kind = methodById(s.method)?.kind ?? 'card';
    for (const f of cardOptions) f.hidden = kind !== 'card' && kind !== 'dropin';
    testCard.hidden = kind === 'code';
    autopayField.hidden = kind !== 'code' && kind !== 'dropin';
    simulateField.hidden = kind !== 'wallet' && kind !== 'dropin';
    isolation.replaceChildren(...ISOLATIONS.map((k) => option(k, t(`isolation.${k}`), k === s.isolation)));
    autopay.replaceChildren(...AUTOPAYS.map((k) => option(k, t(`autopay.${k}`), k === s.autopay)));
    simulate.replaceChildren(...SIMULATES.map((k) => option(k, t(`simulate.${k}`), k === s.simulate)));
    // Only the card tells a page that its amount is not the charge's (alone or in the drop-in).
    const faults = FAULTS.filter((k) => k !== 'amount' || kind === 'card' || kind === 'dropin');
    if (!faults.includes(s.fault)) s.fault = 'none';
    fault.replaceChildren(...faults.map((k) => option(k, t(`payfault.${k}`), k === s.fault)));
    const allowed = (type: string) => w?.allowed_methods.includes(type) ?? true;
    const cardTypes = (Object.keys(CARD_TYPES) as CardTypes[]).filter((k) =>
      CARD_TYPES[k].split(' ').every(allowed),
    );
    if (!cardTypes.includes(s.cards)) s.cards = cardTypes[0] ?? 'both';
    cards.replaceChildren(...cardTypes.map((k) => option(k, t(`cards.${k}`), k === s.cards)));
    capture.replaceChildren(...CAPTURES.map((k) => option(k, t(`capture.${k}`), k === s.capture)));
    card.replaceChildren(
      ...(Object.keys(GROUPS) as CardGroup[]).map((g) => {
        const group = h('optgroup', { label: t(GROUPS[g]) });
        for (const c of TEST_CARDS.filter((x) => x.group === g)) {
          const local = c.local ? ` (${c.local})` : '';
          group.append(option(c.id, `${c.brand}${local} · ${t(`short.${c.outcome}`)}`, c.id === s.card));
        }
        return group;
      }),
    );
    // Only the documents the chosen method asks for (pix and boleto: CPF or CNPJ); all of the country's when it asks
    // none, with a hint saying so, so a link's document stays as it was.
    const used = documentTypesUsed(methodById(s.method), s.fields, s.country);
    const docs = documentsFor(s.country).filter((d) => used.length === 0 || used.includes(d.type));
    if (!docs.some((d) => d.id === s.doc)) s.doc = docs[0]?.id ?? defaultDocumentFor(s.country);
    doc.replaceChildren(
      ...docs.map((d) =>
        // Why an invalid one is invalid: two invalid CPFs (a wrong check digit, repeated digits) must not read the
        // same. The number itself is shown under the select, where it fits at any width.
        option(
          d.id,
          d.valid ? `${d.type} · ${t('doc.valid')}` : `${d.type} · ${t(`doc.why.${d.why ?? 'checkDigit'}`)}`,
          d.id === s.doc,
        ),
      ),
    );
    fields.replaceChildren(...FIELDS.map((k) => option(k, t(`fields.${k}`), k === s.fields)));
    presets.replaceChildren(
      h(
        'button',
        { type: 'button', class: 'chip', 'data-amount': defaultAmountFor(s.country) },
        formatAmount(defaultAmountFor(s.country)),
      ),
      ...FAULT_AMOUNTS.map((f) =>
        h(
          'button',
          { type: 'button', class: 'chip', 'data-amount': f.value },
          `${f.value} · ${t(`fault.${f.fault}.short`)}`,
        ),
      ),
    );
    describe();
  }

  /** The lines that explain the current choices. */
  function describe() {
    const w = wallet();
    amountLabel.textContent = t('amount.label', { currency: w?.currency ?? '' });
    captureHint.textContent = t(s.capture === 'auto' ? 'capture.hint.auto' : 'capture.hint');
    const value = parseAmount(s.amount);
    const fault = FAULT_AMOUNTS.find((f) => f.value === value);
    amountHint.textContent = fault
      ? t(`fault.${fault.fault}`)
      : value !== undefined && w
        ? t('fault.none', { amount: money(value, w.currency, locale()) })
        : '';
    faultHint.textContent = t(`payfault.hint.${s.fault}`);
    const c = TEST_CARDS.find((x) => x.id === s.card) ?? TEST_CARDS[0]!;
    cardNumber.textContent = c.number;
    cardExtra.textContent = t('card.extra', { expiry: TEST_EXPIRY, cvc: cvcFor(c) });
    cardHint.textContent = t(`outcome.${c.outcome}`, { otp: CHALLENGE_OTP });
    const d = TEST_DOCUMENTS.find((x) => x.id === s.doc);
    docValue.textContent = d?.value ?? '';
    const method = methodById(s.method);
    const used = documentTypesUsed(method, s.fields, s.country);
    docHint.textContent = !d
      ? ''
      : used.length === 0
        ? t(neverAsksDocument(method, s.country) ? 'doc.unused.method' : 'doc.unused.fields', {
            method: tMaybe(`method.${s.method}`) ?? method?.label ?? s.method,
          })
        : d.valid
          ? t('doc.hint.valid', { type: d.type })
          : t('doc.hint.invalid', { type: d.type, why: t(`doc.why.${d.why ?? 'checkDigit'}`) });
    if (opts.ignored.length > 0)
      notice.textContent = t('scenario.ignored', { list: opts.ignored.join(', ') });
  }

  function amountValid(): boolean {
    const ok = parseAmount(s.amount) !== undefined;
    amount.setAttribute('aria-invalid', String(!ok));
    amountError.textContent = ok
      ? ''
      : t('amount.invalid', { example: formatAmount(defaultAmountFor(s.country)) });
    return ok;
  }

  function changed() {
    history.replaceState(null, '', serializeScenario(s));
    describe();
    opts.onChange({ ...s });
  }

  form.addEventListener('change', (e) => {
    const target = e.target as HTMLInputElement | HTMLSelectElement;
    if (target === amount) return;
    if (target.name === 'integration' || target.name === 'theme') {
      s = { ...s, [target.name]: target.value };
      if (target.name === 'integration') {
        // The elements come from somewhere else: the page loads again, with the same scenario.
        location.assign(serializeScenario(s));
        return;
      }
    } else if (target.id === 'country') {
      s.country = target.value;
      s.fields = defaultFieldsFor(s.country);
      s.doc = defaultDocumentFor(s.country);
      refresh();
    } else if (target.id) {
      s = { ...s, [target.id]: target.value };
      if (target.id === 'method' || target.id === 'lang' || target.id === 'fields') refresh();
      if (target.id === 'simulate') opts.onSimulate?.(s.simulate);
    }
    changed();
  });
  /** The scenario (and the link) keeps the amount as `150.75`; the field shows it the locale's way. */
  const typed = (raw: string) => {
    const value = parseAmount(raw);
    return value === undefined ? raw.trim() : String(value);
  };
  const showAmount = () => {
    const value = parseAmount(s.amount);
    if (value !== undefined) amount.value = formatAmount(value);
  };
  amount.addEventListener('input', () => {
    s.amount = typed(amount.value);
    if (amount.getAttribute('aria-invalid') === 'true') amountValid();
    changed();
  });
  amount.addEventListener('blur', () => {
    if (amountValid()) showAmount();
  });
  presets.addEventListener('click', (e) => {
    const value = (e.target as HTMLElement).closest<HTMLElement>('[data-amount]')?.dataset.amount;
    if (!value) return;
    s.amount = value;
    showAmount();
    amountValid();
    changed();
  });
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    // One order per click: a double click or a second Enter while it is created does nothing. The button
    // keeps the focus (aria-disabled, not disabled).
    if (submit.getAttribute('aria-disabled') === 'true') return;
    if (!amountValid()) {
      amount.focus();
      return;
    }
    submit.setAttribute('aria-disabled', 'true');
    submit.setAttribute('aria-busy', 'true');
    try {
      await opts.onOrder({ ...s });
    } finally {
      submit.removeAttribute('aria-disabled');
      submit.removeAttribute('aria-busy');
    }
  });
  onLocale(() => {
    refresh();
    showAmount();
  });
  refresh();
  showAmount();

  const section = h(
    'section',
    { class: 'panel', id: 'scenario', 'aria-labelledby': 'scenario-title' },
    h(
      'div',
      { class: 'panel-head' },
      h('h2', { id: 'scenario-title' }, text('scenario.title')),
      copyButton('copy-link', () => location.href, 'scenario.link'),
    ),
    h('p', { class: 'panel-lead' }, text('scenario.lead')),
    notice,
    form,
  );
  return { element: section, scenario: () => ({ ...s }) };
}
