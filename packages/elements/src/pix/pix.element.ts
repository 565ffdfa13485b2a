import { TucanCodeElement } from '../codes/code.element.ts';
import type { QrCode } from '../codes/code.views.ts';
import { pixMethod } from './pix.method.ts';

/**
 * @summary Pix (Brazil): the QR code and the "copia e cola" string, a countdown, and the wait for payment.
 *
 * Requests the code as soon as it has its charge (one pay call, `type_charge: "pix"`), unless `fields` asks for
 * the payer's name and CPF/CNPJ (`fields="document"`) or `confirm` is set. Draws the QR from the service's PNG,
 * or from the string when there is none (the `qrcode` package, loaded only then). On a phone the copy string
 * leads. With `payload` it shows a code your backend already created, with no pay call.
 *
 * @tagname tucan-pix
 */
export class TucanPixElement extends TucanCodeElement<QrCode> {
  protected override readonly method = pixMethod;
}
