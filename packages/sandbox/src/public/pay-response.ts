/** The body of pay and validate: the charge after the attempt, plus what the browser does next. */
import type { Authentication } from '../acs/store.ts';
import type { Charge } from '../models.ts';

export function payResponse(charge: Charge, auth?: Authentication, next: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = {
    charge_uuid: charge.charge_uuid,
    status: charge.status,
    transaction_reference: charge.transaction_reference,
    type_charge: charge.type_charge,
    installments: charge.installments,
  };
  if (auth) body.authentication_uuid = auth.authentication_uuid;
  if (charge.status === 'pending' && charge.url_3ds) body.url_3ds = charge.url_3ds;
  if (charge.payment_payload) body.payment_payload = charge.payment_payload;
  if (charge.applepay_payload) body.applepay_payload = charge.applepay_payload;
  if (charge.status === 'error' && charge.error) body.error = charge.error;
  return { ...body, ...next };
}
