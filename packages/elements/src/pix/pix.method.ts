import type { CodeMethod, PayerInput } from '../codes/code.method.ts';
import { optionalEmail } from '../codes/code.method.ts';
import { type QrCode, qrCodeView, readQrCode } from '../codes/code.views.ts';
import { pixMessages } from './pix.messages.ts';

/**
 * Pix (Brazil): a dynamic BR Code as a QR and a "copia e cola" string, valid 1 hour (contract B10). Payer name
 * and CPF/CNPJ only when the merchant asks (`fields="document"`; `name` alone asks the name).
 */
export const pixMethod: CodeMethod<QrCode> = {
  typeCharge: 'pix',
  inputs(fields) {
    const out: PayerInput[] = [];
    if (fields.has('name') || fields.has('document')) out.push({ field: 'name', required: true });
    if (fields.has('document')) out.push({ field: 'document', required: true });
    return [...out, ...optionalEmail(fields)];
  },
  documentTypes: ['CPF', 'CNPJ'],
  read: readQrCode,
  expiresAt: (code) => code.expiresAt,
  validForMs: 60 * 60_000,
  messages: pixMessages,
  view: qrCodeView,
};
