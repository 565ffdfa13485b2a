/** Benchmark cases for the pure domain logic that runs on every keystroke of the card form. */
import {
  detectBrand,
  formatCardNumber,
  formatExpiry,
  isValidCnpj,
  isValidCpf,
  passesNetworkCheck,
  validateNumber,
} from '../packages/elements/src/domain/index.ts';

export const domainCases: Array<[string, () => unknown]> = [
  [
    'detectBrand("6062 8200 0000 0003") (Hipercard, overlap resolution)',
    () => detectBrand('6062820000000003'),
  ],
  ['detectBrand("5090 48…") (Elo inside a Maestro range)', () => detectBrand('5090480000000004')],
  ['passesNetworkCheck (Luhn, 16 digits)', () => passesNetworkCheck('4111111111111111')],
  ['formatCardNumber with caret (one keystroke)', () => formatCardNumber('4111 1111 11111', 14)],
  ['formatExpiry("4") → "04/"', () => formatExpiry('4')],
  ['validateNumber (full check of a typed number)', () => validateNumber('3782 822463 10005')],
  ['isValidCpf', () => isValidCpf('529.982.247-25')],
  ['isValidCnpj', () => isValidCnpj('11.222.333/0001-81')],
];
