import { describe, expect, it } from 'vitest';
import { brandOf, detectBrand, IIN_RANGES, luhnValid, naranjaValid, passesNetworkCheck } from './brands.ts';
import { luhnCard, naranjaCard } from './test-cards.ts';

describe('card brand detection from the IIN', () => {
  const cases: Array<[string, string, string]> = [
    // [brand id, a number, why]
    ['visa', '4111111111111111', 'Visa starts with 4'],
    ['mastercard', '5555555555554444', 'Mastercard 51–55'],
    ['mastercard', luhnCard('2221'), 'Mastercard 2-series low end'],
    ['mastercard', luhnCard('2720'), 'Mastercard 2-series high end'],
    ['amex', '378282246310005', 'Amex 37'],
    ['amex', luhnCard('34', 15), 'Amex 34'],
    ['diners', '30569309025904', 'Diners 300–305'],
    ['diners', luhnCard('36', 14), 'Diners 36'],
    ['discover', '6011111111111117', 'Discover 6011'],
    ['discover', luhnCard('644'), 'Discover 644'],
    ['discover', luhnCard('6500'), 'Discover 65'],
    ['jcb', '3530111333300000', 'JCB 3528–3589'],
    ['jcb', luhnCard('2131'), 'JCB 2131'],
    ['elo', luhnCard('401178'), 'Elo 401178 beats Visa 4'],
    ['elo', luhnCard('636368'), 'Elo 636368 beats Maestro 63'],
    ['elo', luhnCard('650031'), 'Elo 650031 beats Discover 65'],
    ['elo', luhnCard('506699'), 'Elo 506699 (between two Maestro ranges)'],
    ['hipercard', luhnCard('606282'), 'Hipercard 606282 beats Maestro 6'],
    ['hiper', luhnCard('637095'), 'Hiper 637095'],
    ['hiper', luhnCard('63737423'), 'Hiper 8-digit 63737423'],
    ['cabal', luhnCard('60420100'), 'Cabal 8-digit range'],
    ['cabal', luhnCard('65027200'), 'Cabal 65027200 beats Discover 65'],
    ['naranja', naranjaCard(), 'Naranja own range 589562'],
    ['carnet', luhnCard('506199'), 'Carnet 506199–506499 beats the wider Maestro range of the same length'],
    ['carnet', luhnCard('50633601'), 'Carnet 8-digit BIN'],
    ['carnet', luhnCard('286900'), 'Carnet 286900'],
    [
      'maestro',
      '5031433215406351',
      'Maestro 500000–504174 (Mercado Pago BR test card, per credit-card-type)',
    ],
    ['maestro', luhnCard('6759'), 'Maestro 67'],
    ['visa', luhnCard('402918'), 'Naranja co-brand on Visa stays Visa'],
  ];
  it.each(cases)('detects %s for %s (%s)', (brand, number) => {
    expect(detectBrand(number)?.id).toBe(brand);
  });

  it('detects the brand from the first digits, before the number is complete', () => {
    expect(detectBrand('4')?.id).toBe('visa');
    expect(detectBrand('37')?.id).toBe('amex');
    expect(detectBrand('4011 78')?.id).toBe('elo');
    expect(detectBrand('3')).toBeUndefined();
    expect(detectBrand('')).toBeUndefined();
  });

  it('brandOf (remembered per IIN prefix, for each keystroke) gives detectBrand’s answer for every prefix', () => {
    const numbers = [...cases.map(([, n]) => n), ...IIN_RANGES.flatMap((r) => [r.from, r.to ?? r.from])];
    let checked = 0;
    for (const n of numbers) {
      for (let i = 0; i <= n.length; i++) {
        const typed = n.slice(0, i).replace(/(\d{4})(?=\d)/g, '$1 ');
        // Twice: the first answer is computed, the second remembered.
        expect(brandOf(typed)).toBe(detectBrand(typed));
        expect(brandOf(typed)).toBe(detectBrand(typed));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('knows each brand’s lengths and security-code length (Amex 4)', () => {
    expect(detectBrand('37')?.cvcLength).toBe(4);
    expect(detectBrand('4')?.cvcLength).toBe(3);
    expect(detectBrand('4')?.lengths).toEqual([16, 18, 19]);
    expect(detectBrand('36')?.lengths).toEqual([14, 16, 19]);
  });
});

describe('network check digits', () => {
  it('uses Luhn for most brands', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(passesNetworkCheck('4111111111111112')).toBe(false);
  });

  it('uses mod-11 for Naranja, not Luhn', () => {
    const card = naranjaCard('5895620012345');
    expect(naranjaValid(card)).toBe(true);
    expect(passesNetworkCheck(card)).toBe(true);
    const wrong = card.slice(0, 15) + ((Number(card[15]) + 1) % 10);
    expect(passesNetworkCheck(wrong)).toBe(false);
  });

  it('uses Luhn for Hipercard, as the service does (contract B4)', () => {
    const card = luhnCard('606282');
    const notLuhn = card.slice(0, 15) + ((Number(card[15]) + 1) % 10);
    expect(passesNetworkCheck(card)).toBe(true);
    expect(passesNetworkCheck(notLuhn)).toBe(false);
  });

  it('uses Luhn for a number of unknown brand', () => {
    const unknown = luhnCard('9', 16);
    expect(detectBrand(unknown)).toBeUndefined();
    expect(passesNetworkCheck(unknown)).toBe(true);
  });
});
