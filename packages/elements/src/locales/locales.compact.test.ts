import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { paymentCode } from '../card/card.pay-loader.ts';
import { fillCard, mountCard, payButton, until } from '../card/card.testing.ts';
import { addLocaleLoaders } from '../controllers/localize.ts';
import { type Part, withWords } from './catalogue.ts';
import { CARD_LOADERS } from './chunks.card.ts';
import { KEY_ORDER } from './en.ts';
import es from './es.card.ts';
import ptBR from './pt-BR.card.ts';

/**
 * A locale chunk as the build writes it (build/compact-locales.ts): each table an array in the key order of its
 * element (`KEY_ORDER`), a hole where the module sets no word. Here made from the sources, with `drop` left out.
 */
function compact(part: object, drop: readonly string[] = []): Part<'card'> {
  const out: Record<string, unknown[]> = {};
  for (const [ns, table] of Object.entries(part as Record<string, Record<string, unknown>>)) {
    const slots: unknown[] = [];
    KEY_ORDER[ns as keyof typeof KEY_ORDER].forEach((key, i) => {
      if (key in table && !drop.includes(key)) slots[i] = table[key];
    });
    out[ns] = slots;
  }
  return out as unknown as Part<'card'>;
}

// A file of its own: pt-BR's card group compacted whole, as the build writes it; es-CL's card group comes from compacted tables, a country's overlay over the shared Spanish
// (as es-CL.card.ts is built), with the email's label missing from the shared words.
const keys = KEY_ORDER.card;
const overlay: unknown[] = [];
overlay[keys.indexOf('number.label')] = 'Número de la tarjeta (CL)';
addLocaleLoaders({
  card: {
    ...CARD_LOADERS,
    'pt-BR': async () => ({ default: compact(ptBR) }),
    'es-CL': async () => ({
      default: withWords(compact(es, ['email.label']), { card: overlay as unknown as Part<'card'>['card'] }),
    }),
  },
});

const realLoad = paymentCode.load;
afterEach(() => {
  paymentCode.load = realLoad;
  document.body.replaceChildren();
});

const label = (el: Element, id: string) =>
  el.shadowRoot?.querySelector(`label[for="${id}"]`)?.textContent?.replace(/\s+/g, ' ').trim();

describe('locales: the compact chunks of the build', () => {
  it("shows a country's word over the shared one, the shared ones by index, English for a missing key, and the merchant's by name", async () => {
    const el = await mountCard({ lang: 'es-CL', fields: 'email' });
    expect(label(el, 'number')).toContain('Número de la tarjeta (CL)');
    expect(label(el, 'expiry')).toContain('Vencimiento');
    expect(label(el, 'email')).toContain('Email');
    el.messages = { 'es-CL': { card: { 'cvc.label': 'Código CVV' } } };
    await el.updateComplete;
    expect(label(el, 'cvc')).toContain('Código CVV');
    expect(label(el, 'number')).toContain('Número de la tarjeta (CL)');
    el.remove();
  });

  // The form shows the flow's words before the payment's code is there: found by index in the compacted chunk.
  it("finds the pay chunk's early words by index: 'Pagando…' while it loads, the refusal when it cannot", async () => {
    let fail: (e: Error) => void = () => {};
    paymentCode.load = () => new Promise((_, reject) => (fail = reject));
    const el = await mountCard({ lang: 'pt-BR' });
    await fillCard(el, { number: '4111111111111111' });
    await userEvent.click(payButton(el));
    await until(() => el.payment.busy);
    await el.updateComplete;
    expect(payButton(el).textContent?.trim()).toBe('Pagando…');
    fail(new TypeError('Failed to fetch dynamically imported module'));
    await until(() => !el.payment.busy);
    await el.updateComplete;
    expect(el.shadowRoot?.querySelector('[part="alert"]')?.textContent?.trim()).toBe(
      'Não foi possível processar o pagamento. Confira os dados e tente de novo.',
    );
  });
});
