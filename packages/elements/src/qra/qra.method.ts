import { type CodeMethod, optionalEmail } from '../codes/code.method.ts';
import { type QrCode, qrCodeView } from '../codes/code.views.ts';
import { emvMerchantName } from '../domain/emv.ts';
import { readQrPayload } from '../domain/payloads.ts';
import { qraMessages } from './qra.messages.ts';

/** QR Argentina (Transferencias 3.0): an interoperable EMV QR any Argentine wallet pays, valid 30 minutes. */
export const qraMethod: CodeMethod<QrCode> = {
  typeCharge: 'qra',
  inputs: optionalEmail,
  read(raw) {
    const code = readQrPayload(raw);
    if (!code) return undefined;
    const receiver = emvMerchantName(code.payload);
    return receiver ? { ...code, receiver } : code;
  },
  expiresAt: (code) => code.expiresAt,
  validForMs: 30 * 60_000,
  messages: qraMessages,
  view: qrCodeView,
};
