import { TucanCodeElement } from '../codes/code.element.ts';
import type { VoucherPayload } from '../domain/payloads.ts';
import { pfcMethod } from './pfc.method.ts';

/**
 * @summary Pago Fácil (Argentina): a cash voucher with its number and barcode (Code 128, SVG), the due date,
 * Print, and the wait for payment.
 *
 * Requests the voucher as soon as it has its charge (`type_charge: "pfc"`); `fields="email"` adds an optional
 * email first.
 *
 * @tagname tucan-pfc
 */
export class TucanPfcElement extends TucanCodeElement<VoucherPayload> {
  protected override readonly method = pfcMethod;
}
