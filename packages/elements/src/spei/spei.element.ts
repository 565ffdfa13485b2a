import { TucanCodeElement } from '../codes/code.element.ts';
import type { SpeiPayload } from '../domain/payloads.ts';
import { speiMethod } from './spei.method.ts';

/**
 * @summary SPEI (Mexico): the CLABE, bank, beneficiary, reference and exact amount of a bank transfer, each with
 * its own Copy button, a countdown, and the wait for payment.
 *
 * Requests the transfer details as soon as it has its charge (`type_charge: "spei"`); `fields="email"` adds an
 * optional email first. The CLABE is shown grouped (`646 180 1234 5678 901 2`) and copied as 18 digits.
 *
 * @tagname tucan-spei
 */
export class TucanSpeiElement extends TucanCodeElement<SpeiPayload> {
  protected override readonly method = speiMethod;
}
