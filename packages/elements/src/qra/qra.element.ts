import { TucanCodeElement } from '../codes/code.element.ts';
import type { QrCode } from '../codes/code.views.ts';
import { qraMethod } from './qra.method.ts';

/**
 * @summary QR Argentina: an interoperable QR that any Argentine bank or wallet app pays, a countdown, and the
 * wait for payment.
 *
 * Requests the code as soon as it has its charge (`type_charge: "qra"`); `fields="email"` adds an optional
 * email first. Draws the QR from the service's PNG, or from the string when there is none.
 *
 * @tagname tucan-qra
 */
export class TucanQraElement extends TucanCodeElement<QrCode> {
  protected override readonly method = qraMethod;
}
