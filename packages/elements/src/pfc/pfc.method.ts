import { type CodeMethod, optionalEmail } from '../codes/code.method.ts';
import { cashVoucherView } from '../codes/code.views.ts';
import { readPfcPayload, type VoucherPayload } from '../domain/payloads.ts';
import { pfcMessages } from './pfc.messages.ts';

/**
 * Pago Fácil (Argentina): a cash voucher with its number and barcode, payable to the end of its due date (UTC);
 * printable. **Assumption:** the 37-digit barcode is drawn in Code 128 (an odd digit count, which Interleaved
 * 2 of 5 cannot encode without padding).
 */
export const pfcMethod: CodeMethod<VoucherPayload> = {
  typeCharge: 'pfc',
  inputs: optionalEmail,
  read: readPfcPayload,
  expiresAt: (code) => code.expiresAt,
  printable: true,
  amountStep: 3,
  amount: (code) => code.amount,
  messages: pfcMessages,
  view: cashVoucherView,
};
