import { describe, expect, it } from 'vitest';
import { expiryFields, formatExpiry, isExpired, parseExpiry } from './expiry.ts';

const now = new Date(2026, 10, 22); // 22 November 2026

describe('expiry MM/YY as you type', () => {
  it('completes a lone month digit: 4 becomes 04/', () => {
    expect(formatExpiry('4')).toEqual({ value: '04/', caret: 3 });
    expect(formatExpiry('9')).toEqual({ value: '09/', caret: 3 });
  });

  it('waits after a lone 0 or 1, and never rewrites an impossible month 13 into another date', () => {
    expect(formatExpiry('1').value).toBe('1');
    expect(formatExpiry('0').value).toBe('0');
    expect(formatExpiry('12')).toEqual({ value: '12/', caret: 3 });
    expect(formatExpiry('13').value).toBe('13');
    expect(formatExpiry('00').value).toBe('00');
  });

  it('accepts a year typed in four digits and shortens it to YY', () => {
    expect(formatExpiry('12/203').value).toBe('12/203');
    expect(formatExpiry('12/2030')).toEqual({ value: '12/30', caret: 5 });
    expect(formatExpiry('12/20').value).toBe('12/20');
  });

  it('adds the slash after the month and lets Backspace remove it', () => {
    expect(formatExpiry('043').value).toBe('04/3');
    expect(formatExpiry('04', 2, 'deleteContentBackward')).toEqual({ value: '04', caret: 2 });
  });

  it('accepts autofill and paste in common shapes', () => {
    expect(formatExpiry('04/2030').value).toBe('04/30');
    expect(formatExpiry('4/30').value).toBe('04/30');
    expect(formatExpiry('04-30').value).toBe('04/30');
    expect(formatExpiry('0430').value).toBe('04/30');
    expect(formatExpiry('042030').value).toBe('04/30');
  });

  it('never grows past MM/YY', () => {
    expect(formatExpiry('04/301').value).toBe('04/30');
  });
});

describe('expiry dates', () => {
  it('parses MM/YY into a four-digit year for the pay request', () => {
    expect(parseExpiry('04/30')).toEqual({ month: 4, year: 2030 });
    expect(expiryFields({ month: 4, year: 2030 })).toEqual({
      card_expiry_month: '04',
      card_expiry_year: '2030',
    });
    expect(parseExpiry('13/30')).toBeUndefined();
    expect(parseExpiry('04/3')).toBeUndefined();
  });

  it('treats a card as valid through the end of its month', () => {
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
    expect(isExpired({ month: 12, year: 2025 }, now)).toBe(true);
  });
});

describe('expiry edits that keep what the shopper typed', () => {
  it('completes a month typed with its slash: 1/ becomes 01/, so 1/28 gives 01/28', () => {
    expect(formatExpiry('1/')).toEqual({ value: '01/', caret: 3 });
    expect(formatExpiry('01/2')).toEqual({ value: '01/2', caret: 4 });
    expect(formatExpiry('01/28')).toEqual({ value: '01/28', caret: 5 });
    expect(formatExpiry('0/').value).toBe('0/');
  });

  it('keeps M/YY while the month is corrected, with the caret after the same digit', () => {
    // Backspace on the 2 of 12/30, and on the 4 of 04/30.
    expect(formatExpiry('1/30', 1, 'deleteContentBackward', '12/30')).toEqual({ value: '1/30', caret: 1 });
    expect(formatExpiry('0/30', 1, 'deleteContentBackward', '04/30')).toEqual({ value: '0/30', caret: 1 });
    // Then the new month digit goes in where the caret is.
    expect(formatExpiry('11/30', 2, 'insertText', '1/30')).toEqual({ value: '11/30', caret: 2 });
    expect(formatExpiry('05/30', 2, 'insertText', '0/30')).toEqual({ value: '05/30', caret: 2 });
  });

  it('takes the month digit before the slash when Backspace deletes only the slash', () => {
    expect(formatExpiry('0430', 2, 'deleteContentBackward', '04/30')).toEqual({ value: '0/30', caret: 1 });
  });

  it('never invents a month digit: a 0 before the year stays a 0 the shopper corrects', () => {
    expect(formatExpiry('0/30', 4, 'insertText', '0/3')).toEqual({ value: '0/30', caret: 4 });
    expect(formatExpiry('0/2030', 6, 'insertText', '0/203').value).toBe('0/30');
  });

  it('ignores a space typed before the date', () => {
    expect(formatExpiry(' 04/30', 1, 'insertText', '04/30').value).toBe('04/30');
  });

  it('treats a paste or autofill that ends at the end of the field as a whole date', () => {
    expect(formatExpiry('1/30', 4, 'insertFromPaste', '')).toEqual({ value: '01/30', caret: 5 });
    expect(formatExpiry('12/2030', 7, 'insertReplacementText', '')).toEqual({ value: '12/30', caret: 5 });
  });
});
