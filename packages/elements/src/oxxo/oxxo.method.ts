import { html } from 'lit';
import { type CodeMethod, optionalEmail } from '../codes/code.method.ts';
import { cashVoucherView } from '../codes/code.views.ts';
import { readOxxoPayload, type VoucherPayload } from '../domain/payloads.ts';
import { oxxoMessages } from './oxxo.messages.ts';

/** The usual cash ceiling of an OXXO voucher (domain facts §4), in MXN. */
export const OXXO_CASH_LIMIT_MXN = 10_000;

/**
 * OXXO Pay (Mexico): a cash voucher with a reference and its Code 128 barcode for the cashier, valid 3 days
 * (contract B10); printable.
 */
export const oxxoMethod: CodeMethod<VoucherPayload> = {
  typeCharge: 'oxxo',
  inputs: optionalEmail,
  read: readOxxoPayload,
  expiresAt: (code) => code.expiresAt,
  validForMs: 3 * 24 * 60 * 60_000,
  printable: true,
  amountStep: 3,
  amount: (code) => code.amount,
  messages: oxxoMessages,
  view: (code, v) => html`${cashVoucherView(code, v)}
    <p class="muted">${v.t('limit', { max: v.money(OXXO_CASH_LIMIT_MXN) })}</p>`,
};
