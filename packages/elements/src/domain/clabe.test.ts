import { describe, expect, it } from 'vitest';
import { clabeCheckDigit, formatClabe, isValidClabe } from './clabe.ts';

describe('CLABE', () => {
  it('computes the 3-7-1 check digit of published examples', () => {
    expect(clabeCheckDigit('00200000000000000')).toBe(8);
    expect(clabeCheckDigit('01218002605078385')).toBe(8);
    expect(isValidClabe('002000000000000008')).toBe(true);
    expect(isValidClabe('002000000000000007')).toBe(false);
    expect(isValidClabe('646180000000123452')).toBe(true);
  });

  it('refuses anything but 18 digits', () => {
    expect(isValidClabe('00200000000000000')).toBe(false);
    expect(isValidClabe('00200000000000000a')).toBe(false);
    expect(() => clabeCheckDigit('123')).toThrow();
  });

  it('groups bank, plaza and account for reading, and leaves other text alone', () => {
    expect(formatClabe('646180123456789012')).toBe('646 180 1234 5678 901 2');
    expect(formatClabe('646 180 1234 5678 901 2')).toBe('646 180 1234 5678 901 2');
    expect(formatClabe('12345')).toBe('12345');
  });
});
