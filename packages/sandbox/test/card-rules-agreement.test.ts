/**
 * One set of card rules for the widget and the service (contract B4): every number `<tucan-card>` lets the
 * shopper pay with is one the sandbox accepts, and every number the sandbox refuses is refused by the widget
 * before Pay, with a localized message. Generated numbers, 20,000 runs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../elements/src/controllers/localize.ts';
import { IIN_RANGES } from '../../elements/src/domain/brands.ts';
import { validateNumber } from '../../elements/src/domain/validate.ts';
import { CATALOGUES } from '../../elements/src/locales/catalogues.testing.ts';
import { checkCard } from '../src/public/card.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

/** The sandbox's verdict on the number alone (the other card fields valid). */
function sandboxAccepts(pan: string): boolean {
  const result = checkCard(
    {
      card_name: 'Ana Souza',
      card_number: pan,
      card_expiry_month: '12',
      card_expiry_year: '2030',
      card_cvv: pan.startsWith('34') || pan.startsWith('37') ? '1234' : '123',
    },
    NOW,
  );
  return !Array.isArray(result) || !result.some((p) => p.source === 'card_number');
}

const luhnDigit = (body: string) => {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
};

/** Card-like numbers: a known IIN or random digits, a length of 12–19, and often a correct Luhn digit. */
const numbers = fc
  .record({
    prefix: fc.oneof(
      fc.constantFrom(...IIN_RANGES.map((r) => r.from)),
      fc.constantFrom(...IIN_RANGES.filter((r) => r.to).map((r) => r.to as string)),
      fc.stringMatching(/^\d{1,6}$/),
    ),
    length: fc.integer({ min: 12, max: 19 }),
    fill: fc.stringMatching(/^\d{19}$/),
    luhn: fc.boolean(),
  })
  .map(({ prefix, length, fill, luhn }) => {
    const body = (prefix + fill).slice(0, length - 1);
    return body + (luhn ? luhnDigit(body) : fill.slice(-1));
  });

describe('card rules: the widget and the sandbox agree', () => {
  it('the widget accepts only numbers the sandbox accepts, and refuses the rest with a localized message', () => {
    let accepted = 0;
    fc.assert(
      fc.property(numbers, (pan) => {
        const verdict = validateNumber(pan);
        if (verdict.ok) {
          accepted++;
          return sandboxAccepts(pan);
        }
        // Refused before Pay: a message the shopper can read, in every locale.
        return LOCALES.every((l) => Boolean(CATALOGUES[l].card[verdict.key]));
      }),
      { numRuns: 20_000, seed: 20261122 },
    );
    // The generator reaches both sides: many accepted numbers, not only refusals.
    expect(accepted).toBeGreaterThan(2_000);
  });

  it('the sandbox refuses what the widget refuses for brand and check digit', () => {
    expect(validateNumber('9999999999999995')).toMatchObject({ ok: false, key: 'number.brand' });
    expect(sandboxAccepts('9999999999999995')).toBe(false);
    // Hipercard: Luhn on both sides.
    expect(validateNumber('6062820000000003').ok).toBe(true);
    expect(sandboxAccepts('6062820000000003')).toBe(true);
    expect(validateNumber('6062820000000004').ok).toBe(false);
    expect(sandboxAccepts('6062820000000004')).toBe(false);
  });
});
