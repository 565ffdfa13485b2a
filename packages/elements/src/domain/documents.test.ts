import { describe, expect, it } from 'vitest';
import { documentTypesFor, isValidDocument } from './documents.ts';

describe('payer documents', () => {
  it('offers the documents of each country', () => {
    expect(documentTypesFor('BR')).toEqual(['CPF', 'CNPJ', 'PAS']);
    expect(documentTypesFor('AR')).toEqual(['DNI', 'CUIT', 'CUIL', 'PAS']);
    expect(documentTypesFor('mx')).toEqual(['CURP', 'RFC', 'INE', 'PAS']);
    expect(documentTypesFor('CL')).toEqual(['PAS']);
  });

  const valid: Array<[Parameters<typeof isValidDocument>[0], string]> = [
    ['CPF', '529.982.247-25'],
    ['CPF', '11144477735'],
    ['CNPJ', '11.222.333/0001-81'],
    ['CNPJ', '12.ABC.345/01DE-35'],
    ['DNI', '30.123.456'],
    ['CUIT', '30-50001091-2'],
    ['CUIT', '20-12345678-6'],
    ['CUIL', '20123456786'],
    ['CURP', 'GODE561231HDFRRN09'],
    ['RFC', 'GODE561231GR8'],
    ['RFC', 'ABC680524P76'],
    ['INE', 'GMVLMR80070501M100'],
    ['PAS', 'AB123456'],
  ];
  it.each(valid)('accepts a valid %s (%s)', (type, value) => {
    expect(isValidDocument(type, value)).toBe(true);
  });

  const invalid: Array<[Parameters<typeof isValidDocument>[0], string, string]> = [
    ['CPF', '529.982.247-24', 'wrong check digit'],
    ['CPF', '111.111.111-11', 'repeated digits'],
    ['CPF', '5299822472', 'too short'],
    ['CNPJ', '11.222.333/0001-82', 'wrong check digit'],
    ['DNI', '123456', 'too short'],
    ['CUIT', '20-12345678-5', 'wrong check digit'],
    ['CUIL', '30-50001091-2', 'company prefix 30 is not a CUIL'],
    ['CURP', 'GODE561331HDFRRN09', 'month 13'],
    ['CURP', 'GODE561231HZZRRN09', 'unknown state ZZ'],
    ['RFC', 'GODE561231', 'no homoclave'],
    ['INE', 'GMVLMR8007050M100', 'too short'],
    ['PAS', 'AB1', 'too short'],
  ];
  it.each(invalid)('rejects a %s: %s (%s)', (type, value) => {
    expect(isValidDocument(type, value)).toBe(false);
  });
});
