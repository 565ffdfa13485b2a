import { html, nothing } from 'lit';
import { type CodeMethod, optionalEmail } from '../codes/code.method.ts';
import { formatDigitableLine } from '../domain/boleto.ts';
import { readBoletoPayload, type VoucherPayload } from '../domain/payloads.ts';
import { boletoMessages } from './boleto.messages.ts';

/**
 * Boleto bancário (Brazil): the payer's name and CPF/CNPJ first (required by the service), then the digitable
 * line (grouped the usual way, copied as 47 digits), the boleto's value, the 44-digit barcode in Interleaved 2 of 5, the due date and
 * Print. Payable to the end of the due date (UTC).
 */
export const boletoMethod: CodeMethod<VoucherPayload> = {
  typeCharge: 'boleto',
  inputs: (fields) => [
    { field: 'name', required: true },
    { field: 'document', required: true },
    ...optionalEmail(fields),
  ],
  documentTypes: ['CPF', 'CNPJ'],
  read: readBoletoPayload,
  expiresAt: (code) => code.expiresAt,
  printable: true,
  amount: (code) => code.amount,
  messages: boletoMessages,
  // The boleto's value beside its digitable line, as a cash voucher's amount is beside its reference: in the
  // drop-in and on the hosted page, where the panel's own amount line is the checkout's total, above the methods.
  view: (code, v) => {
    const amount = v.amountToPay();
    return html`${v.copy('line', v.t('line'), formatDigitableLine(code.reference), { value: code.reference, long: true })}
      ${amount ? v.detail(v.t('value'), amount) : nothing}
      ${v.barcode('itf', code.barcode)}`;
  },
};
