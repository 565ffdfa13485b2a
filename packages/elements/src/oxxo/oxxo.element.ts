import { TucanCodeElement } from '../codes/code.element.ts';
import type { VoucherPayload } from '../domain/payloads.ts';
import { oxxoMethod } from './oxxo.method.ts';

/**
 * @summary OXXO Pay (Mexico): a cash voucher with its reference and Code 128 barcode, the cash limit, the
 * expiry, Print, and the wait for payment.
 *
 * Requests the voucher as soon as it has its charge (`type_charge: "oxxo"`); `fields="email"` adds an optional
 * email first. The barcode is drawn in SVG by a small encoder loaded only when needed.
 *
 * @tagname tucan-oxxo
 */
export class TucanOxxoElement extends TucanCodeElement<VoucherPayload> {
  protected override readonly method = oxxoMethod;
}
