import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import { until } from '../../test/support/index.ts';
import {
  errorOf,
  formOf,
  inner,
  mountCard,
  mountWithCharge,
  payButton,
  payReady,
} from '../card/card.testing.ts';
import { mountCode, q, qa, waitForCode } from '../codes/codes.testing.ts';
import { LOCALES, type Locale, setMessages, wordingLocale } from '../controllers/localize.ts';
import '../qra/qra.ts';
import '../status/status.ts';
import type { LocaleOverrides, MessageOverrides } from '../controllers/localize.ts';
import type { TucanStatusElement } from '../status/status.element.ts';

afterEach(() => {
  document.body.replaceChildren();
});

const clean = (s: string | null | undefined) => (s ?? '').replace(/[ \n\t]+/g, ' ').trim();
const optionTexts = (el: HTMLElement) =>
  [...(el.shadowRoot?.querySelectorAll('#installments option') ?? [])].map((o) => clean(o.textContent));
const labelOf = (el: HTMLElement, id: string) =>
  clean(el.shadowRoot?.querySelector(`label[for="${id}"]`)?.textContent);

async function mountStatus(attrs: Record<string, string>, messages?: LocaleOverrides) {
  const el = document.createElement('tucan-status') as TucanStatusElement;
  if (messages) el.messages = messages;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  await el.updateComplete;
  return el;
}
const statusTitle = (el: HTMLElement) => clean(el.shadowRoot?.querySelector('[part="title"]')?.textContent);

/** Each locale with a charge of its country: the installment words, the document label, what must not show. */
const CARD: Record<
  Locale,
  { country: string; value: number; label: string; single: RegExp; more: RegExp; document: string }
> = {
  en: {
    country: 'BR',
    value: 1200,
    label: 'Installments',
    single: /^1× .+ \(pay in full\)$/,
    more: /^3× [^+]+$/,
    document: 'Document number',
  },
  'pt-BR': {
    country: 'BR',
    value: 1200,
    label: 'Parcelas',
    single: /^1× .+ \(à vista\)$/,
    more: /^3× [^+]+$/,
    document: 'Número do CPF',
  },
  'es-MX': {
    country: 'MX',
    value: 1200,
    label: 'Meses',
    single: /^1 pago de [^(]+$/,
    more: /^3× [^+]+$/,
    document: 'CURP',
  },
  'es-AR': {
    country: 'AR',
    value: 1200,
    label: 'Cuotas',
    single: /^1 pago de [^(]+$/,
    more: /^3× [^+]+$/,
    document: 'Número de DNI',
  },
  'es-CO': {
    country: 'CO',
    value: 120000,
    label: 'Cuotas',
    single: /^1 cuota de .+ \(pago único\)$/,
    more: /^2× [^+]+$/,
    document: 'Número de pasaporte',
  },
  'es-CL': {
    country: 'CL',
    value: 120000,
    label: 'Cuotas',
    single: /^1 pago de .+ \(sin cuotas\)$/,
    more: /^2× [^+]+$/,
    document: 'Número de pasaporte',
  },
};

describe('locales: the card in every locale', () => {
  for (const locale of LOCALES) {
    const c = CARD[locale];
    it(`words installments and names the document for ${c.country} in ${locale}`, async () => {
      const { el } = await mountWithCharge(c.country, c.value, { lang: locale, fields: 'document' });
      await until(() => formOf(el).charge.choices.length > 1);
      expect(labelOf(el, 'installments')).toBe(c.label);
      const options = optionTexts(el);
      expect(options[0]).toMatch(c.single);
      expect(options.slice(1)).toContainEqual(expect.stringMatching(c.more));
      expect(labelOf(el, 'document')).toBe(c.document);
      // Amounts through Intl in the shopper's locale, never Mexican words outside Mexico.
      const money = new Intl.NumberFormat(locale, { style: 'currency', currency: el.currency });
      expect(options[0]).toContain(money.format(c.value));
      const text = clean(el.shadowRoot?.textContent);
      if (locale.startsWith('es') && locale !== 'es-MX') expect(text).not.toMatch(/meses|exhibición/i);
      expect(await axeViolations(el)).toEqual([]);
    });
  }

  it('speaks vos in Argentina and tú in Mexico', async () => {
    const ar = await mountCard({ lang: 'es-AR' });
    const mx = await mountCard({ lang: 'es-MX' });
    for (const el of [ar, mx]) {
      payButton(el).click();
      await el.updateComplete;
    }
    expect(errorOf(ar, 'number')).toBe('Ingresá el número de tarjeta.');
    expect(errorOf(mx, 'number')).toBe('Ingresa el número de tarjeta.');
  });
});

const QRA: Record<Locale, [string, string]> = {
  en: ['How to pay', 'Open any Argentine bank or wallet app that pays with QR.'],
  'pt-BR': ['Como pagar', 'Abra qualquer app de banco ou carteira argentina que pague com QR.'],
  'es-MX': ['Cómo pagar', 'Abre cualquier app de banco o billetera de Argentina que pague con QR.'],
  'es-AR': ['Cómo pagar', 'Abrí cualquier app de banco o billetera virtual que pague con QR.'],
  'es-CO': ['Cómo pagar', 'Abre cualquier app de banco o billetera de Argentina que pague con QR.'],
  'es-CL': ['Cómo pagar', 'Abre cualquier app de banco o billetera de Argentina que pague con QR.'],
};

describe('locales: a code element in every locale', () => {
  it.each(LOCALES)('words the <tucan-qra> waiting screen in %s', async (locale) => {
    const { el } = await mountCode('tucan-qra', { country: 'AR', value: 3500, attrs: { lang: locale } });
    await waitForCode(el);
    const [title, firstStep] = QRA[locale];
    expect(clean(q(el, '.steps-title')?.textContent)).toBe(title);
    expect(qa(el, '.steps li').map((n) => clean(n.textContent))[0]).toBe(firstStep);
    const ars = new Intl.NumberFormat(locale, { style: 'currency', currency: 'ARS' }).format(3500);
    expect(clean(q(el, '.panel')?.textContent)).toContain(ars);
  });
});

const PENDING: Record<Locale, string> = {
  en: 'Confirm with your bank',
  'pt-BR': 'Confirme com o seu banco',
  'es-MX': 'Confirma con tu banco',
  'es-AR': 'Confirmá con tu banco',
  'es-CO': 'Confirma con tu banco',
  'es-CL': 'Confirma con tu banco',
};

describe('locales: the status screen in every locale', () => {
  it.each(LOCALES)('words the status and formats the amount in %s', async (locale) => {
    const el = await mountStatus({ status: 'pending', amount: '1234.5', currency: 'ARS', lang: locale });
    expect(statusTitle(el)).toBe(PENDING[locale]);
    const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: 'ARS' }).format(1234.5);
    expect(clean(el.shadowRoot?.textContent)).toContain(amount);
  });
});

describe('locales: the fallback chain', () => {
  const chain: Array<[string, Locale]> = [
    ['es-UY', 'es-AR'],
    ['es-PY', 'es-AR'],
    ['es-PE', 'es-CO'],
    ['es-EC', 'es-CO'],
    ['es-VE', 'es-CO'],
    ['es-BO', 'es-CO'],
    ['es-419', 'es-MX'],
    ['es-US', 'es-MX'],
    ['es-ES', 'es-MX'],
    ['es', 'es-MX'],
    ['es_AR', 'es-AR'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['fr-CA', 'en'],
    ['', 'en'],
  ];
  it.each(chain)('maps %s to %s', (tag, locale) => {
    expect(wordingLocale(tag)).toBe(locale);
  });

  it.each(chain.filter(([tag]) => tag))('renders %s with the words of %s', async (tag, locale) => {
    const el = await mountStatus({ status: 'pending', lang: tag });
    expect(statusTitle(el)).toBe(PENDING[locale]);
  });

  it('follows the closest ancestor’s lang', async () => {
    const wrapper = document.createElement('div');
    wrapper.lang = 'es-UY';
    document.body.append(wrapper);
    const el = document.createElement('tucan-status') as TucanStatusElement;
    el.setAttribute('status', 'pending');
    wrapper.append(el);
    await el.updateComplete;
    expect(statusTitle(el)).toBe('Confirmá con tu banco');
  });
});

describe('locales: merchant overrides', () => {
  it('takes an element’s own strings per locale, fills {placeholders}, and keeps the rest', async () => {
    const { el } = await mountWithCharge('BR', 150.75, { lang: 'pt-BR' });
    // Pay names the amount once the service has stated it (contract E33).
    await payReady(el);
    el.messages = { 'pt-BR': { card: { pay: 'Finalizar compra de {amount}', 'number.label': 'Cartão' } } };
    await el.updateComplete;
    const pay = clean(inner(el, 'button[type="submit"]').textContent);
    const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(150.75);
    expect(pay).toBe(`Finalizar compra de ${brl}`);
    expect(labelOf(el, 'number')).toBe('Cartão');
    expect(labelOf(el, 'expiry')).toBe('Validade');
    // Overrides of another locale change nothing here.
    el.messages = { 'es-MX': { card: { 'number.label': 'Tarjeta' } } };
    await el.updateComplete;
    expect(labelOf(el, 'number')).toBe('Número do cartão');
  });

  it('takes page-wide strings with setMessages, for elements already on the page', async () => {
    const el = await mountStatus({ status: 'paid', lang: 'es-CL' });
    expect(statusTitle(el)).toBe('Pago recibido');
    setMessages('es-CL', { status: { 'paid.title': '¡Listo, pago recibido!' } });
    await el.updateComplete;
    expect(statusTitle(el)).toBe('¡Listo, pago recibido!');
    // The element's own overrides win over the page's.
    el.messages = { 'es-CL': { status: { 'paid.title': 'Pagado' } } };
    await el.updateComplete;
    expect(statusTitle(el)).toBe('Pagado');
  });

  it('falls back when an override lacks a key or holds something unusable at runtime', async () => {
    const broken = {
      'es-CO': { status: { 'paid.title': 42, 'paid.body': null } },
    } as unknown as LocaleOverrides;
    const el = await mountStatus({ status: 'paid', lang: 'es-CO' }, broken);
    expect(statusTitle(el)).toBe('Pago recibido');
    setMessages('es-CO', { status: { nonsense: 'x' } } as unknown as MessageOverrides);
    el.messages = { en: { status: { 'canceled.title': 'Cancelled (merchant)' } } };
    el.setAttribute('status', 'canceled');
    await el.updateComplete;
    // es-CO has the key, so the English override is not used; nothing throws.
    expect(statusTitle(el)).toBe('Pago cancelado');
  });
});

describe('locales: Intl formatters', () => {
  it('are made once: a second card in the same locale creates none', async () => {
    const first = await mountWithCharge('BR', 1200, { lang: 'pt-BR' });
    await until(() => formOf(first.el).charge.choices.length > 1);
    const Real = Intl.NumberFormat;
    let made = 0;
    const count = {
      construct: (target: typeof Real, args: unknown[]) => {
        made++;
        return Reflect.construct(target, args);
      },
      apply: (target: typeof Real, self: unknown, args: unknown[]) => {
        made++;
        return Reflect.apply(target, self, args);
      },
    };
    Intl.NumberFormat = new Proxy(Real, count);
    try {
      const second = await mountWithCharge('BR', 1200, { lang: 'pt-BR' });
      await until(() => formOf(second.el).charge.choices.length > 1);
      await second.el.updateComplete;
      expect(optionTexts(second.el).length).toBeGreaterThan(1);
    } finally {
      Intl.NumberFormat = Real;
    }
    expect(made).toBe(0);
  });
});
