import { afterEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { until } from '../../test/support/index.ts';
import '../boleto/boleto.ts';
import '../oxxo/oxxo.ts';
import '../pfc/pfc.ts';
import '../pix/pix.ts';
import '../qra/qra.ts';
import '../spei/spei.ts';
import { type CodeEl, type CodeTag, mountCode, q, qa, waitForCode } from './codes.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

interface Method {
  tag: CodeTag;
  country: string;
  value: number;
  /** The method asks payer data itself (boleto). */
  payer?: boolean;
}

const METHODS: Method[] = [
  { tag: 'tucan-pix', country: 'BR', value: 150.75 },
  { tag: 'tucan-spei', country: 'MX', value: 480.5 },
  { tag: 'tucan-oxxo', country: 'MX', value: 899 },
  { tag: 'tucan-qra', country: 'AR', value: 3500 },
  { tag: 'tucan-boleto', country: 'BR', value: 150.75, payer: true },
  { tag: 'tucan-pfc', country: 'AR', value: 12500 },
];

/** The expired screen's title: each method names what the shopper holds (a code, transfer details, a voucher…). */
const EXPIRED: Record<CodeTag, string> = {
  'tucan-pix': 'This code has expired',
  'tucan-spei': 'These transfer details have expired',
  'tucan-oxxo': 'This voucher has expired',
  'tucan-qra': 'This code has expired',
  'tucan-boleto': 'This boleto has expired',
  'tucan-pfc': 'This voucher has expired',
};

type Locale = 'en' | 'pt-BR' | 'es-MX';

/** What each method shows, per locale: the first step and the labels of the values to copy. */
const WORDING: Record<CodeTag, Record<Locale, { first: string; labels: string[] }>> = {
  'tucan-pix': {
    en: { first: 'Open your bank app and choose Pix.', labels: ['Pix Copia e Cola code'] },
    'pt-BR': { first: 'Abra o app do seu banco e escolha Pix.', labels: ['Código Pix Copia e Cola'] },
    'es-MX': { first: 'Abre la app de tu banco y elige Pix.', labels: ['Código Pix Copia e Cola'] },
  },
  'tucan-spei': {
    en: {
      first: 'In your bank app or online banking, start a SPEI transfer to a new account with this CLABE.',
      labels: ['CLABE', 'Exact amount', 'Numeric reference', 'Bank', 'Beneficiary'],
    },
    'pt-BR': {
      first:
        'No app ou internet banking do seu banco, faça uma transferência SPEI para uma nova conta com esta CLABE.',
      labels: ['CLABE', 'Valor exato', 'Referência numérica', 'Banco', 'Beneficiário'],
    },
    'es-MX': {
      first:
        'En la app o banca en línea de tu banco, haz una transferencia SPEI a una cuenta nueva con esta CLABE.',
      labels: ['CLABE', 'Monto exacto', 'Referencia numérica', 'Banco', 'Beneficiario'],
    },
  },
  'tucan-oxxo': {
    en: { first: 'Go to any OXXO store before the voucher expires.', labels: ['Reference'] },
    'pt-BR': { first: 'Vá a qualquer loja OXXO antes de o voucher expirar.', labels: ['Referência'] },
    'es-MX': { first: 'Ve a cualquier tienda OXXO antes de que venza la ficha.', labels: ['Referencia'] },
  },
  'tucan-qra': {
    en: { first: 'Open any Argentine bank or wallet app that pays with QR.', labels: ['QR code text'] },
    'pt-BR': {
      first: 'Abra qualquer app de banco ou carteira argentina que pague com QR.',
      labels: ['Texto do QR Code'],
    },
    'es-MX': {
      first: 'Abre cualquier app de banco o billetera de Argentina que pague con QR.',
      labels: ['Texto del código QR'],
    },
  },
  'tucan-boleto': {
    en: {
      first: 'In your bank app, choose to pay a boleto, then scan the barcode or paste the digitable line.',
      labels: ['Digitable line'],
    },
    'pt-BR': {
      first:
        'No app do seu banco, escolha pagar boleto e escaneie o código de barras ou cole a linha digitável.',
      labels: ['Linha digitável'],
    },
    'es-MX': {
      first:
        'En la app de tu banco, elige pagar un boleto y escanea el código de barras o pega la línea digitable.',
      labels: ['Línea digitable'],
    },
  },
  'tucan-pfc': {
    en: { first: 'Go to any Pago Fácil branch by the due date.', labels: ['Voucher number'] },
    'pt-BR': {
      first: 'Vá a qualquer agência Pago Fácil até o vencimento.',
      labels: ['Número do voucher'],
    },
    'es-MX': {
      first: 'Acude a cualquier sucursal de Pago Fácil antes del vencimiento.',
      labels: ['Número de cupón'],
    },
  },
};

const STEPS_TITLE: Record<Locale, string> = {
  en: 'How to pay',
  'pt-BR': 'Como pagar',
  'es-MX': 'Cómo pagar',
};
const NAME_LABEL: Record<Locale, string> = {
  en: 'Full name',
  'pt-BR': 'Nome completo',
  'es-MX': 'Nombre completo',
};

async function fillPayer(el: CodeEl) {
  (q(el, '#name') as HTMLInputElement).focus();
  await userEvent.keyboard('Ana Souza');
  (q(el, '#document') as HTMLInputElement).focus();
  await userEvent.keyboard('52998224725');
}

const submit = (el: CodeEl) => userEvent.click(q(el, 'button[type="submit"]') as HTMLButtonElement);
const text = (el: CodeEl, selector: string) => qa(el, selector).map((n) => n.textContent?.trim() ?? '');
/** Waits until lazily drawn QR codes and barcodes are in (the waiting screen as a shopper sees it). */
const drawn = (el: CodeEl) => until(() => q(el, '.placeholder') === null);

describe.each(METHODS)('$tag', ({ tag, country, value, payer }) => {
  it.each(['en', 'pt-BR', 'es-MX'] as const)('shows its instructions and fields in %s', async (lang) => {
    const { el } = await mountCode(tag, { country, value, attrs: { lang } });
    if (payer) {
      expect(q(el, 'label[for="name"]')?.textContent).toBe(NAME_LABEL[lang]);
      await fillPayer(el);
      await submit(el);
    }
    await waitForCode(el);
    const steps = text(el, '.steps li');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toBe(WORDING[tag][lang].first);
    expect(q(el, '.steps-title')?.textContent).toBe(STEPS_TITLE[lang]);
    expect(text(el, '[data-copy] .label')).toEqual(WORDING[tag][lang].labels);
  });

  it('puts its name on the line of “Amount to pay” (their baselines meet)', async () => {
    const { el } = await mountCode(tag, { country, value });
    const bottom = (selector: string) => {
      const r = document.createRange();
      r.selectNodeContents(q(el, selector) as Node);
      return r.getBoundingClientRect().bottom;
    };
    await until(() => q(el, '.amount .label') !== null);
    // A baseline is the text's bottom less its descent, which grows with the size: a few px apart at most.
    expect(Math.abs(bottom('.method-name') - bottom('.amount .label'))).toBeLessThan(4);
  });

  it('has no axe violations in the input, waiting and paid states', async () => {
    const { el, charge } = await mountCode(tag, {
      country,
      value,
      attrs: { confirm: '', fields: 'email', lang: 'pt-BR' },
    });
    expect(q(el, 'form')).not.toBeNull();
    expect(await axeViolations(el)).toEqual([]);
    (q(el, '#email') as HTMLInputElement).focus();
    await userEvent.keyboard('ana@');
    await submit(el);
    await until(() => q(el, '#email-error')?.textContent !== '');
    // The invalid state, too.
    expect(await axeViolations(el)).toEqual([]);
    (q(el, '#email') as HTMLInputElement).focus();
    await userEvent.keyboard('example.com');
    if (payer) await fillPayer(el);
    await submit(el);
    await waitForCode(el);
    await drawn(el);
    expect(await axeViolations(el)).toEqual([]);
    await commands.payInSandbox(charge.charge_uuid);
    el.status = (await commands.getCharge(charge.charge_uuid)).status;
    await until(() => q(el, 'tucan-status')?.getAttribute('status') === 'paid');
    expect(await axeViolations(el)).toEqual([]);
  });

  it('has no axe violations once the code expired', async () => {
    const { el } = await mountCode(tag, { country, value, expireInMs: () => 1_000 });
    if (payer) {
      await fillPayer(el);
      await submit(el);
    }
    await until(() => q(el, '.alert-title')?.textContent === EXPIRED[tag]);
    expect(await axeViolations(el)).toEqual([]);
  });
});
