import { describe, expect, it } from 'vitest';
import { documentProblem, validateDocument } from './document-checks.ts';

/**
 * Why a payer document fails, which the shopper's message follows: a number of the wrong length is told its length
 * (a short one may still be typed on), one of the right length that fails its check digits or format is not valid,
 * and a CURP names the part that is wrong.
 */
describe('documentProblem', () => {
  it.each([
    ['CPF', '529.982.247-2', 11, 11, 'digits'],
    ['CNPJ', '11.222.333/0001-8', 14, 14, 'characters'],
    ['DNI', '123.456', 7, 8, 'digits'],
    ['CUIT', '20-12345678', 11, 11, 'digits'],
    ['CUIL', '2012345678', 11, 11, 'digits'],
    ['CURP', 'GODE561231HDFRRN0', 18, 18, 'characters'],
    ['RFC', 'GODE5612GR8', 12, 13, 'characters'],
    ['INE', 'GMVLMR80070501M10', 18, 18, 'characters'],
    ['PAS', 'X123', 6, 20, 'characters'],
  ] as const)('a %s of the wrong length is told how long one is', (type, value, min, max, unit) => {
    expect(documentProblem(type, value)).toEqual({ reason: 'length', short: true, min, max, unit });
  });

  it('a number too long is no prefix: its message shows while typing', () => {
    expect(documentProblem('PAS', 'A'.repeat(21))).toMatchObject({ reason: 'length', short: false });
    expect(validateDocument('DNI', '123456789')).toMatchObject({ key: 'document.length', prefix: false });
    expect(validateDocument('CPF', '529.982.247')).toMatchObject({
      key: 'document.length',
      prefix: true,
      params: { type: 'CPF', min: '11', max: '11', unit: 'digits' },
    });
  });

  it.each([
    ['CPF', '529.982.247-24'],
    ['CPF', '111.111.111-11'],
    ['CNPJ', '11.222.333/0001-80'],
    ['CUIT', '20-12345678-5'],
    ['RFC', 'GODE561331GR8'],
    ['INE', 'GMVLMR80070501Z100'],
    ['PAS', 'AB#1234'],
  ] as const)('a %s of the right length that fails its check is not valid (%s)', (type, value) => {
    expect(documentProblem(type, value)).toEqual({ reason: 'invalid' });
    expect(validateDocument(type, value)).toEqual({
      ok: false,
      key: 'document.invalid',
      prefix: false,
      params: { type },
    });
  });

  it.each([
    ['name', 'G1DE561231HDFRRN09'],
    ['name', 'GDDE561231HDFRRN09'],
    ['date', 'GODE561331HDFRRN09'],
    ['date', 'GODE561200HDFRRN09'],
    ['sex', 'GODE561231ZDFRRN09'],
    ['state', 'GODE561231HZZRRN09'],
    ['end', 'GODE561231HDFAAN09'],
    ['end', 'GODE561231HDFRRN0A'],
  ] as const)('a CURP of 18 characters names its wrong part: %s (%s)', (part, value) => {
    expect(documentProblem('CURP', value)).toEqual({ reason: 'invalid', part });
    expect(validateDocument('CURP', value)).toMatchObject({
      key: 'document.invalid',
      params: { type: 'CURP', part },
    });
  });

  it('a valid number has none, whatever its punctuation', () => {
    expect(documentProblem('CPF', '529.982.247-25')).toBeUndefined();
    expect(documentProblem('CURP', 'gode561231hdfrrn09')).toBeUndefined();
    expect(documentProblem('DNI', '30.123.456')).toBeUndefined();
    expect(documentProblem('RFC', 'GODE561231GR8')).toBeUndefined();
  });
});
