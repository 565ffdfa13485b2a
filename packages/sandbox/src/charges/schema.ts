/** Request schemas for charge creation (seed §2.2). Unknown fields are dropped; known fields are checked. */
import { z } from 'zod';
import { cardNumberProblem } from '../cards/brand.ts';
import { DOCUMENT_TYPES, SUBSCRIPTION_CYCLES, TYPE_CHARGES } from '../contract.ts';

/** YYYY-MM-DD and a real calendar day. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date in the format YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'must be a real calendar date (YYYY-MM-DD)');

export const webhookUrl = z.url({
  protocol: /^https?$/,
  error: 'must be a valid http(s) URL',
});

export const cardFields = {
  card_name: z.string().trim().min(1, 'must not be empty').max(100),
  // The same codes as the public pay's card check (public/card.ts): the most specific problem of the number.
  card_number: z
    .string()
    .regex(/^\d{12,19}$/, 'must be 12 to 19 digits, without spaces')
    .superRefine((number, ctx) => {
      if (!/^\d{12,19}$/.test(number)) return;
      const problem = cardNumberProblem(number);
      if (!problem) return;
      const message = {
        UNSUPPORTED_BRAND: 'The card brand is not accepted.',
        INVALID_LENGTH: 'The card number has the wrong number of digits for its brand.',
        INVALID_CHECK_DIGIT: 'The card number is not valid.',
      }[problem];
      ctx.addIssue({ code: 'custom', message, params: { code: problem } });
    }),
  card_expiry_month: z.string().regex(/^(0[1-9]|1[0-2])$/, 'must be two digits, 01 to 12'),
  card_expiry_year: z.string().regex(/^\d{4}$/, 'must be four digits'),
  card_cvv: z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
};

export const subscriptionSchema = z.object({
  cycle: z.enum(SUBSCRIPTION_CYCLES),
  start_date: isoDate.optional(),
  total_cycles: z.int().min(1).max(120).optional(),
});

/**
 * metadata: a flat object of at most 50 keys whose values are strings, numbers, booleans or null (assumption; the
 * seed only names the field). Nested values are refused, so a stored charge always serializes.
 */
export const metadataSchema = z
  .record(
    z.string().min(1).max(40),
    z.union([z.string().max(500), z.number(), z.boolean(), z.null()], {
      error: 'metadata values must be strings, numbers, booleans or null (no nested objects)',
    }),
  )
  .refine((value) => Object.keys(value).length <= 50, 'metadata holds at most 50 keys');

const money = z.number().positive('must be greater than 0').max(1_000_000_000);

export const chargeSchema = z.object({
  wallet_uuid: z.uuid('must be a UUID'),
  value: money,
  due_date: isoDate.optional(),
  description: z.string().max(500).optional(),
  /** Optional (assumption A7): without it the shopper picks the method in the widget, at pay time. */
  type_charge: z.enum(TYPE_CHARGES).optional(),
  card_name: cardFields.card_name.optional(),
  card_number: cardFields.card_number.optional(),
  card_expiry_month: cardFields.card_expiry_month.optional(),
  card_expiry_year: cardFields.card_expiry_year.optional(),
  card_cvv: cardFields.card_cvv.optional(),
  /** A token from POST /tokenization/, instead of the card fields (assumption). */
  card_token: z.string().min(1).max(100).optional(),
  email: z.email('must be a valid e-mail address').optional(),
  ip_address: z.union([z.ipv4(), z.ipv6()], { error: 'must be an IPv4 or IPv6 address' }).optional(),
  device_id: z.string().max(255).optional(),
  soft_descriptor: z.string().max(22).optional(),
  transaction_reference: z.string().min(1).max(255).optional(),
  reference_external_id: z.string().min(1).max(255).optional(),
  webhook_url: webhookUrl.optional(),
  payer_name: z.string().max(200).optional(),
  payer_tax_id: z
    .string()
    .regex(/^[0-9A-Za-z.\-/]{3,30}$/, 'must be a tax identifier')
    .optional(),
  payer_document_type: z.enum(DOCUMENT_TYPES).optional(),
  subscription: subscriptionSchema.optional(),
  installments: z.int().min(1).max(36).optional(),
  metadata: metadataSchema.optional(),
  capture: z.boolean().optional(),
});
export type ChargeInput = z.output<typeof chargeSchema>;

/** The dedicated pix endpoint: type_charge is implied. */
export const pixChargeSchema = chargeSchema.extend({ type_charge: z.literal('pix').optional() });
