import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { statusInSandbox, until } from '../../test/support/index.ts';
import { fillFrameCard, framePay, frameReady, mountChargeCard } from './card-frame.testing.ts';
import { envelope, parseHostMessage } from './protocol.ts';

const baseUrl = inject('sandboxUrl');

afterEach(() => {
  document.body.replaceChildren();
});

/** Resolves once a field of the frame's card has this value. */
const valueUntil = (selector: string, expected: string) =>
  vi.waitFor(async () => expect(await commands.frameValue(selector)).toBe(expected), {
    timeout: 10_000,
    interval: 100,
  });

describe('tucan-card isolation="frame": the payer the merchant knows (`payer`)', () => {
  it('reaches the frame with the options: the email and CPF prefilled, formatted, an edit kept, and the charge paid with them', async () => {
    const { el, charge, events } = await mountChargeCard('BR', 150.75, { fields: 'email document' });
    el.payer = {
      payer_name: 'Maria Silva',
      email: 'maria@example.com',
      payer_document_type: 'CPF',
      payer_tax_id: '52998224725',
    };
    await until(() => frameReady(el));
    await valueUntil('#email', 'maria@example.com');
    await valueUntil('#document', '529.982.247-25');
    expect(await commands.frameValue('#name')).toBe('');
    await commands.frameType('#email', 'ana@example.org', true);
    // A later payer reaches the frame too, and never writes over the shopper's edit.
    el.payer = { email: 'other@example.com', payer_tax_id: '11144477735' };
    await el.updateComplete;
    await commands.recordRequests(baseUrl);
    await fillFrameCard({ number: '4111111111111111' });
    expect(await commands.frameValue('#email')).toBe('ana@example.org');
    expect(await commands.frameValue('#document')).toBe('529.982.247-25');
    await framePay();
    await until(() => events.some((e) => e.type === 'tucan-complete'));
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
    expect(await commands.getCharge(charge.charge_uuid)).toMatchObject({
      payer_tax_id: '52998224725',
      payer_document_type: 'CPF',
    });
  });

  it('a malformed value of the payer is left out by the frame, never an exception: its field stays empty, the others are filled and the card works', async () => {
    const { el } = await mountChargeCard('BR', 150.75, { fields: 'email document' });
    el.payer = {
      email: 'maria@example.com',
      payer_tax_id: { digits: '52998224725' },
      payer_document_type: 'CPF',
    } as never;
    await until(() => frameReady(el));
    await commands.frameType('#number', '4111');
    await valueUntil('#number', '4111');
    // The text value reaches the frame; the one that is not text is left out.
    expect(await commands.frameValue('#email')).toBe('maria@example.com');
    expect(await commands.frameValue('#document')).toBe('');
  });

  it("the frame keeps only the payer's known keys with text values (the options check)", () => {
    const options = (payer: unknown) => ({
      chargeUuid: 'c',
      lang: 'en',
      vars: {},
      viewport: { width: 800, height: 600 },
      payer,
    });
    const parsed = (payer: unknown) => {
      const m = parseHostMessage(envelope({ type: 'options', options: options(payer) }, 'ch'), 'ch');
      return m?.type === 'options' ? m.options.payer : 'refused';
    };
    expect(
      parsed({ email: 'a@b.co', payer_tax_id: 42, payer_document_type: ['CPF'], card_number: '4111' }),
    ).toEqual({
      email: 'a@b.co',
    });
    expect(parsed('a@b.co')).toBeUndefined();
    expect(parsed(undefined)).toBeUndefined();
  });
});
