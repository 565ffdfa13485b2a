import { afterEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import '../boleto/boleto.ts';
import '../oxxo/oxxo.ts';
import '../pix/pix.ts';
import { axeViolations } from '../../test/axe.ts';
import { payElsewhere } from '../payment/pay-elsewhere.testing.ts';
import {
  type CodeEl,
  type CodeTag,
  issueBoleto,
  mountCode,
  q,
  visibleText,
  waitForCode,
} from './codes.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/** Each method with what it calls the thing the shopper holds: a code, a voucher, a boleto. */
const METHODS: Array<{ tag: CodeTag; country: string; value: number; payer?: boolean; held: string }> = [
  { tag: 'tucan-pix', country: 'BR', value: 150.75, held: 'code' },
  { tag: 'tucan-oxxo', country: 'MX', value: 899, held: 'voucher' },
  { tag: 'tucan-boleto', country: 'BR', value: 150.75, payer: true, held: 'boleto' },
];

async function showCode(el: CodeEl, payer?: boolean) {
  if (payer) await issueBoleto(el);
  else await waitForCode(el);
}

/** The status the merchant's backend reads from the service, as `getStatus` (the sandbox's own record). */
const sandboxStatus = (el: CodeEl) => {
  el.getStatus = async (uuid) => (await commands.getCharge(uuid)).status;
};

const alertTitle = (el: CodeEl) => q(el, '.alert .alert-title')?.textContent?.trim() ?? '';
const CARD_WORDS = /bank confirmation|Payment canceled/;

describe.each(METHODS)('$tag: a code whose charge ends canceled', ({ tag, country, value, payer, held }) => {
  it('says the store canceled it when the merchant cancels before the code expires: no card wording, no new code', async () => {
    const { el, charge, events } = await mountCode(tag, { country, value, before: sandboxStatus });
    await showCode(el, payer);
    await commands.setStatusInSandbox(charge.charge_uuid, 'canceled');
    await until(() => alertTitle(el) !== '');
    expect(alertTitle(el)).toBe('The store canceled this payment');
    expect(q(el, '.alert .alert-body')?.textContent?.trim()).toBe(
      `This ${held} can no longer be paid and nothing was charged. Go back to the shop if you still want to buy.`,
    );
    expect(visibleText(el)).not.toMatch(CARD_WORDS);
    expect(q(el, 'tucan-status')).toBeNull();
    expect(q(el, '.alert .actions button')).toBeNull();
    expect(q(el, '.voucher')).toBeNull();
    expect(
      events.filter((e) => e.type === 'tucan-error').map((e) => (e.detail as { code: string }).code),
    ).toEqual(['canceled']);
    expect(await axeViolations(el)).toEqual([]);
  });

  it('says the code expired when the service cancels it at its expiry, with “Generate a new code” when the merchant gives a new charge', async () => {
    const { el, charge } = await mountCode(tag, {
      country,
      value,
      // The code's last minute (the service cancels an unpaid code at its expiry).
      expireInMs: () => 30_000,
      before: (e) => {
        sandboxStatus(e);
        e.newCharge = async () => (await commands.createCharge({ country, value })).charge_uuid;
      },
    });
    await showCode(el, payer);
    await commands.setStatusInSandbox(charge.charge_uuid, 'canceled');
    await until(() => alertTitle(el) !== '');
    expect(alertTitle(el)).toBe(`This ${held} has expired`);
    expect(q(el, '.alert .alert-body')?.textContent?.trim()).toBe(
      'It can no longer be paid. Generate a new one to pay.',
    );
    expect(q(el, '.alert .actions button')?.textContent?.trim()).toBe(`Generate a new ${held}`);
    expect(visibleText(el)).not.toMatch(CARD_WORDS);
  });
});

describe('code elements: the service’s clock decides', () => {
  it('says the code expired when the service’s clock has passed its expiry, though the page’s count has an hour left (a sandbox clock moved forward)', async () => {
    const { el, charge, rec } = await mountCode('tucan-pix', {
      before: (e) => {
        sandboxStatus(e);
      },
    });
    await waitForCode(el);
    // The service answers dated two hours on, as the sandbox does after `advance`.
    el.client = {
      ...rec.client,
      simulateInstallments: async (...args) => ({
        ...(await rec.client.simulateInstallments(...args)),
        serverTime: Date.now() + 2 * 3_600_000,
      }),
    };
    await commands.setStatusInSandbox(charge.charge_uuid, 'canceled');
    await until(() => alertTitle(el) !== '');
    expect(alertTitle(el)).toBe('This code has expired');
    expect(visibleText(el)).not.toMatch(CARD_WORDS);
    expect(rec.pays()).toHaveLength(1);
  });
});

describe('code elements: a canceled code in every language', () => {
  const WORDS: Array<[string, string, string]> = [
    ['pt-BR', 'A loja cancelou este pagamento', 'Este código não pode mais ser pago e nada foi cobrado.'],
    ['es-MX', 'La tienda canceló este pago', 'Este código ya no se puede pagar y no se cobró nada.'],
    ['es-AR', 'La tienda canceló este pago', 'Volvé a la tienda si todavía querés comprar.'],
    ['es-CO', 'La tienda canceló este pago', 'Vuelve a la tienda si aún quieres comprar.'],
    ['es-CL', 'La tienda canceló este pago', 'no se cobró nada'],
    ['en', 'The store canceled this payment', 'nothing was charged'],
  ];
  for (const [lang, title, body] of WORDS) {
    it(`says the store canceled the pix code in ${lang}`, async () => {
      const { el, charge } = await mountCode('tucan-pix', { attrs: { lang }, before: sandboxStatus });
      await waitForCode(el);
      await commands.setStatusInSandbox(charge.charge_uuid, 'canceled');
      await until(() => alertTitle(el) !== '');
      expect(alertTitle(el)).toBe(title);
      expect(q(el, '.alert .alert-body')?.textContent).toContain(body);
    });
  }
});

describe('tucan-pix: a code for a charge already paid', () => {
  it('offers no Try again once the service refuses to pay the charge (409): an attempt that cannot succeed is not offered', async () => {
    const { el, charge, events } = await mountCode('tucan-pix', { country: 'BR', attrs: { confirm: '' } });
    // The shopper paid on another page; this one still shows the confirm step for the same charge.
    expect(await payElsewhere(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
    await userEvent.click(q(el, 'button[type="submit"]') as HTMLButtonElement);
    await until(() => events.some((e) => e.type === 'tucan-error'), 20_000);
    expect(
      events.filter((e) => e.type === 'tucan-error').map((e) => (e.detail as { code: string }).code),
    ).toEqual(['already_processed']);
    await until(() => q(el, '.alert') !== null);
    expect(q(el, '.alert .actions button')).toBeNull();
    expect(q(el, 'button[type="submit"]')).toBeNull();
    expect(q(el, '.voucher')).toBeNull();
  });
});
