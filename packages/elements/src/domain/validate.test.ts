import { describe, expect, it } from 'vitest';
import { detectBrand } from './brands.ts';
import { luhnCard } from './test-cards.ts';
import {
  validateCard,
  validateCvc,
  validateDocument,
  validateExpiry,
  validateName,
  validateNumber,
} from './validate.ts';

const now = new Date(2026, 10, 22);
const key = (r: { ok: boolean; key?: string }) => (r.ok ? 'ok' : r.key);

describe('card form validation (message keys)', () => {
  it('accepts a complete, check-digit-valid number', () => {
    expect(validateNumber('4111 1111 1111 1111')).toEqual({ ok: true });
  });

  it('treats a short number as a valid prefix, not an error to show while typing', () => {
    expect(validateNumber('4111 11')).toMatchObject({ ok: false, key: 'number.incomplete', prefix: true });
    expect(validateNumber('')).toMatchObject({ ok: false, key: 'number.required', prefix: true });
  });

  it('rejects a full-length number that fails Luhn', () => {
    expect(validateNumber('5555 5555 5555 4445')).toMatchObject({
      ok: false,
      key: 'number.invalid',
      prefix: false,
    });
  });

  it('refuses a Luhn-valid card of a brand the service does not accept, once 8 digits show it (B4)', () => {
    expect(key(validateNumber(luhnCard('9', 16)))).toBe('number.brand');
    expect(key(validateNumber('9999999'))).toBe('number.incomplete');
  });

  it('checks the expiry: complete, a real month, not in the past', () => {
    expect(key(validateExpiry('11/26', now))).toBe('ok');
    expect(key(validateExpiry('10/26', now))).toBe('expiry.past');
    expect(key(validateExpiry('13/30', now))).toBe('expiry.month');
    expect(key(validateExpiry('00', now))).toBe('expiry.month');
    expect(validateExpiry('04/3', now)).toMatchObject({ key: 'expiry.incomplete', prefix: true });
    expect(key(validateExpiry('04/99', now))).toBe('expiry.far');
  });

  it('asks for a 4-digit security code on Amex and 3 digits on others', () => {
    expect(key(validateCvc('123', detectBrand('37')))).toBe('cvc.length');
    expect(key(validateCvc('1234', detectBrand('37')))).toBe('ok');
    expect(validateCvc('1234', detectBrand('4'))).toMatchObject({
      key: 'cvc.length',
      params: { digits: '3' },
    });
    expect(key(validateCvc('123', detectBrand('4')))).toBe('ok');
  });

  it('checks document check digits', () => {
    expect(key(validateDocument('CPF', '529.982.247-25'))).toBe('ok');
    expect(validateDocument('CPF', '529.982.247-24')).toMatchObject({
      key: 'document.invalid',
      params: { type: 'CPF' },
    });
  });

  it('accepts a cardholder name of up to 64 characters and says the limit beyond', () => {
    expect(validateName('A'.repeat(64))).toEqual({ ok: true });
    expect(validateName(` ${'A'.repeat(64)} `)).toEqual({ ok: true });
    expect(validateName('A'.repeat(65))).toEqual({
      ok: false,
      key: 'name.long',
      prefix: false,
      params: { max: '64' },
    });
  });

  it('validates only the fields that are shown', () => {
    const r = validateCard(
      { number: '4111111111111111', expiry: '04/30', cvc: '123', name: 'Ana Souza' },
      now,
    );
    expect(Object.keys(r)).toEqual(['number', 'expiry', 'cvc', 'name']);
    expect(Object.values(r).every((v) => v?.ok)).toBe(true);
    const withEmail = validateCard(
      { number: '', expiry: '', cvc: '', name: '', email: 'ana@', documentType: 'CPF', document: '' },
      now,
    );
    expect(Object.fromEntries(Object.entries(withEmail).map(([f, v]) => [f, v && key(v)]))).toEqual({
      number: 'number.required',
      expiry: 'expiry.required',
      cvc: 'cvc.required',
      name: 'name.required',
      email: 'email.invalid',
      document: 'document.required',
    });
  });
});
