/** A new `issued` charge record with every field at its default; creation paths fill in the rest. */
import { randomBytes, randomUUID } from 'node:crypto';
import { type FxCurrency, roundMinor, UNITS_PER_USD } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import type { Charge, Wallet } from '../models.ts';

/** An acquirer-style reference, used when the merchant sends no `transaction_reference`. */
export function newTransactionReference(): string {
  return `TUC${randomBytes(6).toString('hex').toUpperCase()}`;
}

type Given = Partial<Omit<Charge, 'charge_uuid' | 'wallet_uuid' | 'client_id' | 'status' | 'history'>> & {
  value: number;
};

export function newCharge(core: SandboxCore, wallet: Wallet, reason: string, given: Given): Charge {
  const now = core.isoNow();
  const value = roundMinor(given.value, wallet.currency);
  const usdRate = UNITS_PER_USD[wallet.currency as FxCurrency] ?? 1;
  return {
    type_charge: null,
    due_date: null,
    description: null,
    installments: null,
    reference_external_id: null,
    subscription_uuid: null,
    payment_link_uuid: null,
    action_url: null,
    applepay_payload: null,
    url_3ds: null,
    payment_payload: null,
    webhook_url: null,
    email: null,
    ip_address: null,
    device_id: null,
    soft_descriptor: null,
    payer_name: null,
    payer_tax_id: null,
    payer_document_type: null,
    metadata: null,
    capture: true,
    card: null,
    error: null,
    refund_reason: null,
    refunded_value: 0,
    refunds: [],
    internal: {},
    ...given,
    transaction_reference: given.transaction_reference ?? newTransactionReference(),
    charge_uuid: randomUUID(),
    wallet_uuid: wallet.uuid,
    client_id: wallet.client_id,
    status: 'issued',
    value,
    total_value: value,
    local_currency: wallet.currency,
    currency: wallet.currency,
    usd_currency: roundMinor(value / usdRate, 'USD'),
    created_at: now,
    updated_at: now,
    history: [{ from: null, to: 'issued', reason, at: now }],
  };
}
