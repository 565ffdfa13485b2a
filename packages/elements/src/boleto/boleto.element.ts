import { TucanCodeElement } from '../codes/code.element.ts';
import type { VoucherPayload } from '../domain/payloads.ts';
import { boletoMethod } from './boleto.method.ts';

/**
 * @summary Boleto (Brazil): asks the payer's name and CPF/CNPJ (checked by their check digits), then shows the
 * digitable line, the barcode (Interleaved 2 of 5, SVG), the due date, Print, and waits for payment.
 *
 * The digitable line is shown grouped (`00190.00009 01234.567004 …`) and copied without punctuation. Print prints
 * only the voucher. `fields="email"` adds an optional email.
 *
 * @tagname tucan-boleto
 */
export class TucanBoletoElement extends TucanCodeElement<VoucherPayload> {
  protected override readonly method = boletoMethod;
}
