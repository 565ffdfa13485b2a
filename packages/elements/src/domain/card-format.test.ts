import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc } from './card-format.ts';
import { luhnCard, naranjaCard } from './test-cards.ts';

const fmt = (raw: string) => formatCardNumber(raw).value;

describe('card number formatting as you type', () => {
  const grouping: Array<[string, string, string]> = [
    ['visa', '4111111111111111', '4111 1111 1111 1111'],
    ['visa (19)', luhnCard('4', 19), /^(\d{4}) (\d{4}) (\d{4}) (\d{4}) (\d{3})$/.source],
    ['mastercard', '5555555555554444', '5555 5555 5555 4444'],
    ['amex', '378282246310005', '3782 822463 10005'],
    ['diners (14)', '30569309025904', '3056 930902 5904'],
    ['discover', '6011111111111117', '6011 1111 1111 1117'],
    ['jcb', '3530111333300000', '3530 1113 3330 0000'],
    ['elo', luhnCard('401178'), /^4011 78\d\d \d{4} \d{4}$/.source],
    ['hipercard', luhnCard('606282'), /^6062 82\d\d \d{4} \d{4}$/.source],
    ['hiper', luhnCard('637095'), /^6370 95\d\d \d{4} \d{4}$/.source],
    ['cabal', luhnCard('60420100'), /^6042 0100 \d{4} \d{4}$/.source],
    ['naranja', naranjaCard(), /^5895 62\d\d \d{4} \d{4}$/.source],
    ['carnet', luhnCard('506199'), /^5061 99\d\d \d{4} \d{4}$/.source],
    ['maestro (19)', luhnCard('6759', 19), /^6759 \d{4} \d{4} \d{4} \d{3}$/.source],
  ];
  it.each(grouping)('groups a %s number', (_brand, number, expected) => {
    const value = fmt(number);
    if (expected.startsWith('^')) expect(value).toMatch(new RegExp(expected));
    else expect(value).toBe(expected);
  });

  it('stops at the brand’s longest length (Amex 15, Mastercard 16)', () => {
    expect(fmt('3782822463100059999')).toBe('3782 822463 10005');
    expect(fmt('55555555555544449')).toBe('5555 5555 5555 4444');
  });

  it('accepts pasted numbers with spaces, dashes or dots', () => {
    expect(fmt('4111-1111-1111-1111')).toBe('4111 1111 1111 1111');
    expect(fmt(' 4111 1111.1111 1111 ')).toBe('4111 1111 1111 1111');
    expect(fmt('3782-822463-10005')).toBe('3782 822463 10005');
  });

  it('moves the caret past a new separator when typing the fifth digit', () => {
    expect(formatCardNumber('41111', 5)).toEqual({ value: '4111 1', caret: 6 });
  });

  it('keeps the caret in place when a digit is inserted in the middle', () => {
    // "4111 1111|1111" → type 2 after the 8th digit
    const r = formatCardNumber('4111 11112 1111', 10);
    expect(r.value).toBe('4111 1111 2111 1');
    expect(r.caret).toBe(11);
  });

  it('keeps the caret in place when a digit is deleted in the middle', () => {
    // "4111 1|111 1111" → Backspace deletes the 5th digit
    const r = formatCardNumber('4111 111 1111', 5, '4111 1111 1111', 'deleteContentBackward');
    expect(r.value).toBe('4111 1111 111');
    expect(r.caret).toBe(4);
  });

  it('deletes the digit before a separator when Backspace hits the space', () => {
    // "4111 |2222" → Backspace removes the space: the 4th digit goes instead
    const r = formatCardNumber('41112222', 4, '4111 2222', 'deleteContentBackward');
    expect(r.value).toBe('4112 222');
    expect(r.caret).toBe(3);
  });

  it('deletes the digit after a separator when Delete hits the space', () => {
    // "4111| 2222" → Delete removes the space: the 5th digit goes instead
    const r = formatCardNumber('41112222', 4, '4111 2222', 'deleteContentForward');
    expect(r.value).toBe('4111 222');
    expect(r.caret).toBe(4);
  });

  it('regroups when the brand changes while editing (Visa → Amex)', () => {
    const r = formatCardNumber('3411 1111 1111 111', 2);
    expect(r.value).toBe('3411 111111 11111');
    expect(r.caret).toBe(2);
  });

  it('keeps only digits in the security code', () => {
    expect(formatCvc('12a3')).toBe('123');
    expect(formatCvc('12345', 4)).toBe('1234');
  });
});
