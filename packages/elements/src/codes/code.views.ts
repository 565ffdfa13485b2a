/**
 * Views shared by methods of the same shape: a QR code with its copy string (pix, qra) and a cash voucher with
 * its reference and barcode (OXXO, Pago Fácil). Each method brings only its wording.
 */
import { html, nothing } from 'lit';
import { emvMerchantName } from '../domain/emv.ts';
import { type Fields, readQrPayload, type VoucherPayload } from '../domain/payloads.ts';
import type { CodeView } from './code.method.ts';
import { icon } from './code.templates.ts';

export interface QrCode {
  payload: string;
  qrPng?: string;
  expiresAt?: number;
  /** The receiver's name read from the code (EMV field 59). */
  receiver?: string;
}

/** An EMV QR code (pix, qra) from a `payment_payload`, with the receiver's name it carries, if any. */
export function readQrCode(raw: Fields): QrCode | undefined {
  const code = readQrPayload(raw);
  if (!code) return undefined;
  const receiver = emvMerchantName(code.payload);
  return receiver ? { ...code, receiver } : code;
}

/**
 * QR and copy string. On a touch screen, or in a narrow element without a fine pointer, the copy string and the
 * bank-app hint lead; with a mouse (a desktop, where the shopper pays with a phone) the scan hint and the QR do.
 */
export function qrCodeView(code: QrCode, v: CodeView) {
  return html`<div class="qr-layout">
    <p class="scan-hint">${icon('phone')}<span>${v.t('scan.hint')}</span></p>
    ${v.qr(code.payload, code.qrPng)}
    <div class="qr-copy">
      <p class="phone-hint">${icon('phone')}<span>${v.t('phone.hint')}</span></p>
      ${v.copy('payload', v.t('copy.what'), code.payload, { long: true })}
      ${code.receiver ? v.detail(v.t('receiver'), code.receiver) : nothing}
    </div>
  </div>`;
}

/**
 * A cash voucher: the reference to read out or type, and the barcode for the cashier (Code 128). The amount to
 * pay is the panel's own.
 */
export function cashVoucherView(code: VoucherPayload, v: CodeView) {
  // `wide`: in a narrow element the reference takes the whole row (the cashier reads it in one line).
  return html`${v.copy('reference', v.t('reference'), code.reference, { wide: true })} ${v.barcode('code128', code.barcode)}`;
}
