/**
 * `<tucan-checkout>` with nothing to offer (docs/contract.md K16): the shopper reads that no method is available, and
 * the page hears what is missing, `tucan-error` `no_methods` with a `reason` for its developer, once per cause.
 * Against the sandbox.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { type RecordedEvent, recordEvents, until, watchConsole } from '../../test/support/index.ts';
import './checkout.ts';
import type { TucanCheckoutElement } from './checkout.element.ts';
import { offered, root } from './checkout.testing.ts';

const baseUrl = inject('sandboxUrl');

afterEach(() => {
  document.body.replaceChildren();
});

/** The drop-in as the README's first snippet writes it, for a new Brazilian charge, with `attrs` added. */
async function dropIn(attrs: Record<string, string>) {
  const charge = await commands.createCharge({ country: 'BR', value: 150.75 });
  const el = document.createElement('tucan-checkout') as TucanCheckoutElement;
  const all = {
    'charge-uuid': charge.charge_uuid,
    'base-url': baseUrl,
    amount: '150.75',
    currency: 'BRL',
    ...attrs,
  };
  for (const [k, v] of Object.entries(all)) el.setAttribute(k, v);
  const events = recordEvents(el, ['tucan-ready']);
  document.body.append(el);
  return { el, events, charge };
}

const alertText = (el: TucanCheckoutElement) =>
  root(el).querySelector('[role="alert"]')?.textContent?.trim() ?? '';
const noMethods = (events: RecordedEvent[]) =>
  events.filter((e) => e.type === 'tucan-error' && e.detail.code === 'no_methods');

describe('tucan-checkout with no method to offer', () => {
  it('without methods: tells the shopper none is available and the page that methods is missing, once', async () => {
    const consoleCalls = watchConsole();
    const { el, events, charge } = await dropIn({ country: 'BR', lang: 'pt-BR' });
    await until(() => noMethods(events).length === 1);
    expect(alertText(el)).toBe(
      'Nenhuma forma de pagamento está disponível para este pedido. Fale com a loja.',
    );
    expect(offered(el)).toEqual([]);
    expect(noMethods(events)[0]?.detail).toEqual({
      chargeUuid: charge.charge_uuid,
      method: '',
      code: 'no_methods',
      message: 'Nenhuma forma de pagamento está disponível para este pedido. Fale com a loja.',
      reason: "methods is empty: set it to the wallet's allowed_methods (type_charge words, space-separated)",
    });
    // Told once: an update that changes nothing (the language) tells nothing more.
    el.setAttribute('lang', 'en');
    await until(() => alertText(el).startsWith('No payment method is available'));
    await el.updateComplete;
    expect(noMethods(events)).toHaveLength(1);
    expect(events.some((e) => e.type === 'tucan-ready')).toBe(false);
    for (const spy of consoleCalls) expect(spy).not.toHaveBeenCalled();
    expect(await axeViolations(el)).toEqual([]);

    // The wallet's allowed_methods set later: the methods are offered, and nothing more is told.
    el.setAttribute('methods', 'credit_card debit_card pix boleto');
    await until(() => offered(el).length === 3);
    expect(offered(el)).toEqual(['pix', 'card', 'boleto']);
    expect(alertText(el)).toBe('');
    expect(noMethods(events)).toHaveLength(1);
  });

  it('with methods none of which the country has: names them and the country’s own', async () => {
    const { el, events } = await dropIn({ country: 'BR', methods: 'oxxo spei', lang: 'es-MX' });
    await until(() => noMethods(events).length === 1);
    expect(alertText(el)).toBe('No hay métodos de pago disponibles para este pedido. Contacta a la tienda.');
    expect(noMethods(events)[0]?.detail).toMatchObject({
      code: 'no_methods',
      method: '',
      message: 'No hay métodos de pago disponibles para este pedido. Contacta a la tienda.',
      reason:
        'none of methods "oxxo spei" is paid in country BR (its methods: credit_card debit_card boleto pix applepay googlepay)',
    });
    // Another country, the same methods: a new cause, told once more.
    el.setAttribute('country', 'CL');
    await until(() => noMethods(events).length === 2);
    expect(noMethods(events)[1]?.detail.reason).toBe(
      'none of methods "oxxo spei" is paid in country CL (its methods: credit_card debit_card googlepay)',
    );
  });

  it('with only a wallet this device cannot pay with: says so once the wallet said it', async () => {
    // Chromium has no Apple Pay: its element reports tucan-unavailable, which leaves nothing to offer.
    const { el, events } = await dropIn({ country: 'BR', methods: 'applepay', lang: 'en' });
    await until(() => noMethods(events).length === 1, 10_000);
    expect(alertText(el)).toBe('No payment method is available for this order. Please contact the store.');
    expect(noMethods(events)[0]?.detail.reason).toBe(
      'every method of methods "applepay" in country BR is a wallet this device cannot pay with (tucan-unavailable: applepay)',
    );
  });
});
