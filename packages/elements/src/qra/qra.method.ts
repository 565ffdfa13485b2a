import { type CodeMethod, optionalEmail } from '../codes/code.method.ts';
import { type QrCode, qrCodeView, readQrCode } from '../codes/code.views.ts';
import { qraMessages } from './qra.messages.ts';

/** QR Argentina (Transferencias 3.0): an interoperable EMV QR any Argentine wallet pays, valid 30 minutes. */
export const qraMethod: CodeMethod<QrCode> = {
  typeCharge: 'qra',
  inputs: optionalEmail,
  read: readQrCode,
  expiresAt: (code) => code.expiresAt,
  validForMs: 30 * 60_000,
  messages: qraMessages,
  view: qrCodeView,
};
