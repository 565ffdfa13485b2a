/** API representations of the in-memory records. Internal fields (client_id, history, internal) stay out. */
import type { Charge, PaymentLink, Payout, Wallet } from './models.ts';

/** §2.3: the short creation response. */
export function chargeShort(charge: Charge) {
  return {
    charge_uuid: charge.charge_uuid,
    status: charge.status,
    transaction_reference: charge.transaction_reference,
    subscription_uuid: charge.subscription_uuid,
  };
}

/** §2.4: the full charge object. `payment_payload` replaces the legacy keys, which are never returned. */
export function chargeFull(charge: Charge) {
  return {
    charge_uuid: charge.charge_uuid,
    wallet_uuid: charge.wallet_uuid,
    status: charge.status,
    type_charge: charge.type_charge,
    value: charge.value,
    local_currency: charge.local_currency,
    currency: charge.currency,
    usd_currency: charge.usd_currency,
    installments: charge.installments,
    total_value: charge.total_value,
    due_date: charge.due_date,
    description: charge.description,
    transaction_reference: charge.transaction_reference,
    reference_external_id: charge.reference_external_id,
    subscription_uuid: charge.subscription_uuid,
    payment_link_uuid: charge.payment_link_uuid,
    action_url: charge.action_url,
    applepay_payload: charge.applepay_payload ?? null,
    url_3ds: charge.url_3ds,
    payment_payload: charge.payment_payload,
    capture: charge.capture,
    card: charge.card ? { brand: charge.card.brand, last4: charge.card.last4 } : null,
    email: charge.email,
    payer_name: charge.payer_name,
    payer_tax_id: charge.payer_tax_id,
    payer_document_type: charge.payer_document_type,
    soft_descriptor: charge.soft_descriptor,
    metadata: charge.metadata,
    error: charge.error,
    refund_reason: charge.refund_reason,
    refunded_value: charge.refunded_value,
    refunds: charge.refunds,
    created_at: charge.created_at,
    updated_at: charge.updated_at,
  };
}

export function walletJson(wallet: Wallet) {
  return {
    uuid: wallet.uuid,
    name: wallet.name,
    country: wallet.country,
    currency: wallet.currency,
    allowed_methods: wallet.allowed_methods,
    applepay_domains: wallet.applepay_domains,
    created_at: wallet.created_at,
  };
}

export function paymentLinkJson(link: PaymentLink) {
  const { client_id: _client, ...rest } = link;
  return rest;
}

/**
 * What a payment link's public `url` answers a tool asking for JSON (**assumption**, docs/contract.md "Hosted
 * checkout"): the link is made to be shared, so only what the hosted page shows before payment. No payer field
 * (e-mail, name, document, card), no `reference_external_id`, no wallet: those stay behind the merchant's token
 * (`GET /api/v1/bank/wallet/charge/{charge_uuid}/`).
 */
export function paymentLinkPublicJson(link: PaymentLink, charge: Charge | undefined) {
  return {
    payment_link_uuid: link.payment_link_uuid,
    charge_uuid: link.charge_uuid,
    is_checkout: link.is_checkout,
    url: link.url,
    value: charge?.value ?? link.value,
    currency: link.currency,
    description: link.description,
    allowed_methods: [...link.allowed_methods],
    status: charge?.status ?? 'issued',
    expires_at: link.expires_at,
    created_at: link.created_at,
  };
}

export function payoutJson(payout: Payout) {
  const { client_id: _client, destination, ...rest } = payout;
  return { ...rest, ...destination };
}
