import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import { MERCHANT_STATUS_URL, merchantStatus } from '../checkout/merchant-status.testing.ts';
import '../boleto/boleto.ts';
import '../oxxo/oxxo.ts';
import '../pix/pix.ts';
import { issueBoleto, mountCode, q, waitForCode } from './codes.testing.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** The waiting line under the code, whitespace collapsed (what the shopper reads). */
const waitingLine = (el: Element) => q(el, '.waiting-line')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

const statusTitle = (el: Element) =>
  q(el, 'tucan-status')?.shadowRoot?.querySelector('[part="title"]')?.textContent?.trim();

const REASON =
  'the code is shown with no status-url or getStatus, so the element learns that it was paid only when the page sets its status property.';

describe('code elements: a code shown with no status-url or getStatus', () => {
  it('never promises that the page updates by itself, and tells the merchant once through tucan-error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { el, charge, events } = await mountCode('tucan-pix', { attrs: { lang: 'pt-BR' } });
    await waitForCode(el);
    expect(waitingLine(el)).toBe(
      'Aguardando o seu pagamento A loja confirma o seu pagamento assim que ele chegar.',
    );
    // Paid at the bank: the element cannot know, so it claims nothing (no success, no tucan-complete)…
    await commands.payInSandbox(charge.charge_uuid);
    el.requestUpdate();
    await el.updateComplete;
    expect(q(el, 'tucan-status')).toBeNull();
    expect(waitingLine(el)).not.toContain('atualiza sozinha');
    // …until the page sets the status its backend trusts.
    el.status = (await commands.getCharge(charge.charge_uuid)).status;
    await until(() => statusTitle(el) === 'Pagamento recebido');
    expect(events.filter((e) => e.type === 'tucan-error')).toEqual([
      {
        type: 'tucan-error',
        detail: {
          chargeUuid: charge.charge_uuid,
          code: 'no_status_source',
          message: 'A loja confirma o seu pagamento assim que ele chegar.',
          reason: REASON,
        },
      },
    ]);
    expect(events.filter((e) => e.type === 'tucan-complete')).toHaveLength(1);
  });

  it.each([
    ['en', 'The store confirms your payment once it arrives.'],
    ['pt-BR', 'A loja confirma o seu pagamento assim que ele chegar.'],
    ['es-MX', 'La tienda confirma tu pago en cuanto llegue.'],
    ['es-AR', 'La tienda confirma tu pago en cuanto llegue.'],
    ['es-CO', 'La tienda confirma tu pago en cuanto llegue.'],
    ['es-CL', 'La tienda confirma tu pago en cuanto llegue.'],
  ])('says in %s that the store confirms the payment', async (lang, line) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { el, events } = await mountCode('tucan-oxxo', { country: 'MX', value: 480.5, attrs: { lang } });
    await waitForCode(el);
    expect(waitingLine(el)).toContain(line);
    expect(
      events.filter((e) => e.type === 'tucan-error').map((e) => (e.detail as { message: string }).message),
    ).toEqual([line]);
  });

  it('with a status-url says the page updates by itself, fires no tucan-error, and ends in success once paid', async () => {
    const backend = merchantStatus();
    const { el, charge, events } = await mountCode('tucan-boleto', {
      attrs: { lang: 'pt-BR', 'status-url': MERCHANT_STATUS_URL },
    });
    // Boleto asks the payer's name and CPF first.
    await issueBoleto(el);
    expect(waitingLine(el)).toBe(
      'Aguardando o seu pagamento Esta página se atualiza sozinha assim que o pagamento chegar.',
    );
    await commands.payInSandbox(charge.charge_uuid);
    await until(() => statusTitle(el) === 'Pagamento recebido', 15_000);
    expect(backend.asked(charge.charge_uuid)).toBeGreaterThan(0);
    expect(events.filter((e) => e.type === 'tucan-error')).toEqual([]);
    expect(events.filter((e) => e.type === 'tucan-complete')).toHaveLength(1);
  });
});
