import { describe, expect, it } from 'vitest';
import { documentProblem, isValidDocument } from './document-checks.ts';

/**
 * A CURP's and an RFC's date is a day of the calendar: a birth date of 31 February passes no format check (month 13
 * never did); 29 February only in a leap year, the CURP's century read from its 17th character.
 */
describe('the date in a Mexican document', () => {
  it('a CURP born on 31 February names its birth date', () => {
    expect(isValidDocument('CURP', 'GODE561231HDFRRN09')).toBe(true);
    expect(isValidDocument('CURP', 'GODE560231HDFRRN09')).toBe(false);
    expect(documentProblem('CURP', 'GODE560231HDFRRN09')).toEqual({ reason: 'invalid', part: 'date' });
    expect(documentProblem('CURP', 'GODE560431HDFRRN09')).toEqual({ reason: 'invalid', part: 'date' });
  });

  it('29 February: in 1956 and 2004, not in 1957 nor 1900; a letter in 17th place says the 2000s', () => {
    expect(isValidDocument('CURP', 'GODE560229HDFRRN09')).toBe(true);
    expect(isValidDocument('CURP', 'GODE570229HDFRRN09')).toBe(false);
    expect(isValidDocument('CURP', 'GODE040229HDFRRNA9')).toBe(true);
    expect(isValidDocument('CURP', 'GODE000229HDFRRN09')).toBe(false);
    expect(isValidDocument('CURP', 'GODE000229HDFRRNA9')).toBe(true);
  });

  it('an RFC’s date is a day of the calendar too', () => {
    expect(isValidDocument('RFC', 'GODE561231GR8')).toBe(true);
    expect(isValidDocument('RFC', 'GODE560231GR8')).toBe(false);
    expect(isValidDocument('RFC', 'ABC010229AB1')).toBe(false);
    expect(isValidDocument('RFC', 'ABC040229AB1')).toBe(true);
  });
});
