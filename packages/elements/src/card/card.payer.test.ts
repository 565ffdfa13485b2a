import { afterEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import type { TucanPayer } from '../payer/payer-fields.ts';
import { field, fillCard, mountWithCharge, payButton, payReady, typeInto } from './card.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

const PAYER: TucanPayer = {
  payer_name: 'Maria Silva',
  email: 'maria@example.com',
  payer_document_type: 'CPF',
  payer_tax_id: '52998224725',
};

type PayerCard = HTMLElement & {
  payer?: unknown;
  updateComplete: Promise<unknown>;
  inline?: { payment: { load(): Promise<unknown> } };
};

/**
 * Waits until a prefill has had its chance: the prefill comes with the card's pay chunk (fetched at once when
 * there is a payer), then renders.
 */
async function prefilled(el: PayerCard) {
  await el.updateComplete;
  await el.inline?.payment.load();
  await new Promise((r) => setTimeout(r));
  await el.updateComplete;
}

/** Sets `payer` as a merchant's page does, then waits for its prefill and the render. */
async function setPayer(el: PayerCard, payer: unknown) {
  el.payer = payer;
  await prefilled(el);
}

describe('tucan-card: the payer the merchant knows (`payer`)', () => {
  it('prefills the shown email and CPF, formatted, never the name on the card, and the pay request carries them', async () => {
    const { el, charge, rec, events } = await mountWithCharge('BR', 150.75, { fields: 'email document' });
    await setPayer(el, PAYER);
    expect(field(el, 'email').value).toBe('maria@example.com');
    expect(field(el, 'document').value).toBe('529.982.247-25');
    expect(field(el, 'document-type').value).toBe('CPF');
    // `payer_name` is the payer's, not the name printed on the card.
    expect(field(el, 'name').value).toBe('');
    // Nothing is sent for the payer before Pay.
    expect(rec.calls.some((c) => JSON.stringify(c.body ?? {}).includes('52998224725'))).toBe(false);
    await fillCard(el, { number: '4111111111111111' });
    await payReady(el);
    payButton(el).click();
    await until(() => events.some((e) => e.type === 'tucan-complete' || e.type === 'tucan-error'));
    expect(rec.pays()).toHaveLength(1);
    expect(rec.pays()[0]?.body).toMatchObject({
      email: 'maria@example.com',
      payer_document_type: 'CPF',
      payer_tax_id: '52998224725',
      card_name: 'Ana Souza',
    });
    expect(await commands.getCharge(charge.charge_uuid)).toMatchObject({
      payer_tax_id: '52998224725',
      payer_document_type: 'CPF',
    });
  });

  it('a payer set before the first render prefills it too; a CNPJ selects its type', async () => {
    const el = document.createElement('tucan-card');
    el.payer = { payer_document_type: 'CNPJ', payer_tax_id: '11.222.333/0001-81' };
    for (const [k, v] of Object.entries({
      isolation: 'inline',
      country: 'BR',
      fields: 'document',
      lang: 'en',
    }))
      el.setAttribute(k, v);
    document.body.append(el);
    await until(() => !!el.shadowRoot?.querySelector('#document'));
    await prefilled(el);
    expect(field(el, 'document-type').value).toBe('CNPJ');
    expect(field(el, 'document').value).toBe('11.222.333/0001-81');
    // `fields` without `email`: no email field, none filled.
    expect(el.shadowRoot?.querySelector('#email')).toBeNull();
  });

  it('never writes over what the shopper typed, or cleared, when `payer` changes later', async () => {
    const { el } = await mountWithCharge('BR', 150.75, { fields: 'email document' });
    await setPayer(el, PAYER);
    expect([field(el, 'email').value, field(el, 'document').value]).toEqual([
      'maria@example.com',
      '529.982.247-25',
    ]);
    const email = field(el, 'email');
    email.focus();
    email.select();
    await userEvent.keyboard('{Backspace}');
    await typeInto(el, 'email', 'ana@example.org');
    const doc = field(el, 'document');
    doc.focus();
    doc.select();
    await userEvent.keyboard('{Backspace}');
    await el.updateComplete;
    await setPayer(el, {
      email: 'other@example.com',
      payer_document_type: 'CPF',
      payer_tax_id: '11144477735',
    });
    expect(field(el, 'email').value).toBe('ana@example.org');
    expect(field(el, 'document').value).toBe('');
  });

  it('ignores a malformed payer: not an object, values that are not text, a type the country does not offer', async () => {
    const { el } = await mountWithCharge('BR', 150.75, { fields: 'email document' });
    for (const bad of ['maria@example.com', 42, null, [PAYER]]) await setPayer(el, bad);
    await setPayer(el, { email: 42, payer_tax_id: ['52998224725'], payer_document_type: 'CPF' });
    expect(field(el, 'email').value).toBe('');
    expect(field(el, 'document').value).toBe('');
    await setPayer(el, {
      email: 'maria@example.com',
      payer_document_type: 'CURP',
      payer_tax_id: 'GODE561231HDFRRN09',
    });
    expect(field(el, 'email').value).toBe('maria@example.com');
    expect(field(el, 'document').value).toBe('');
    expect(field(el, 'document-type').value).toBe('CPF');
  });

  it('a form reset empties what the shopper typed and prefills the payer again', async () => {
    const form = document.createElement('form');
    document.body.append(form);
    const { el } = await mountWithCharge('BR', 150.75, { fields: 'email document' });
    form.append(el);
    await setPayer(el, PAYER);
    await fillCard(el, { number: '4111111111111111' });
    await typeInto(el, 'email', 'x');
    form.reset();
    await prefilled(el);
    expect(field(el, 'number').value).toBe('');
    expect(field(el, 'name').value).toBe('');
    expect([field(el, 'email').value, field(el, 'document').value]).toEqual([
      'maria@example.com',
      '529.982.247-25',
    ]);
  });
});
