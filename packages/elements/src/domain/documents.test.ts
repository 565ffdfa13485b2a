import { describe, expect, it } from 'vitest';
import { isValidDocument } from './document-checks.ts';
import { documentPlaceholder, documentTypesFor, maskDocument } from './documents.ts';

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

describe('CPF and CNPJ masks', () => {
  it('formats a CPF as it is typed, digit by digit, with the caret at the end', () => {
    const typed = '52998224725';
    let value = '';
    for (const d of typed) {
      const r = maskDocument('CPF', value + d, value.length + 1);
      value = r.value;
      expect(r.caret).toBe(value.length);
    }
    expect(value).toBe('529.982.247-25');
    expect(maskDocument('CPF', '5299', 4)).toEqual({ value: '529.9', caret: 5 });
    expect(maskDocument('CPF', '529', 3)).toEqual({ value: '529', caret: 3 });
  });

  it('formats a pasted CPF or CNPJ, drops extra and foreign characters, and keeps letters of a new CNPJ', () => {
    expect(maskDocument('CPF', ' 529.982.247-25 99', 18).value).toBe('529.982.247-25');
    expect(maskDocument('CNPJ', '11222333000181', 14).value).toBe('11.222.333/0001-81');
    expect(maskDocument('CNPJ', '12abc34501de35', 14).value).toBe('12.ABC.345/01DE-35');
    expect(maskDocument('CPF', 'abc', 3)).toEqual({ value: '', caret: 0 });
  });

  it('keeps the caret after the same digit when editing in the middle, and Backspace over a dot moves on', () => {
    // "529.982.247-25" with "0" typed after "529." → the caret stays after the new digit.
    expect(maskDocument('CPF', '529.0982.247-25', 5)).toEqual({ value: '529.098.224-72', caret: 5 });
    // Backspace deleted the dot after 529: the dot comes back and the caret sits before it.
    expect(maskDocument('CPF', '529982.247-25', 3)).toEqual({ value: '529.982.247-25', caret: 3 });
  });

  it('leaves other documents as typed and gives placeholders only to masked ones', () => {
    expect(maskDocument('CUIT', '20-12345678-6', 5)).toEqual({ value: '20-12345678-6', caret: 5 });
    expect(documentPlaceholder('CPF')).toBe('000.000.000-00');
    expect(documentPlaceholder('CNPJ')).toBe('00.000.000/0000-00');
    expect(documentPlaceholder('DNI')).toBe('');
  });
});
