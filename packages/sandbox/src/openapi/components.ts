/** The schemas of the document's components: the requests as the routes read them, the responses as sent. */
import { z } from 'zod';
import { chargeSchema, pixChargeSchema } from '../charges/schema.ts';
import { sessionSchema } from '../public/applepay.ts';
import { setupSchema, validateSchema } from '../public/authentication.ts';
import { paySchema } from '../public/pay.ts';
import { cardSchema } from '../routes/cards.ts';
import { refundSchema } from '../routes/charge-operations.ts';
import { quoteSchema } from '../routes/fx.ts';
import { linkSchema } from '../routes/payment-links.ts';
import { payoutSchema } from '../routes/payouts.ts';
import { walletSchema } from '../routes/wallets.ts';
import * as R from './responses.ts';

/** The token request (seed §5.2), as `../http/client-auth.ts` reads it. */
const TokenRequest = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string().optional().describe('Required unless the client authenticates with HTTP Basic'),
  client_secret: z.string().optional().describe('Required unless the client authenticates with HTTP Basic'),
});

/** The card fields of a card payment: checked by `../public/card.ts` (brand, length, check digit, expiry). */
const cardString = (description: string) => z.string().optional().describe(description);
/** EMV 3DS 2.2 browser data, as the client SDK collects it; the sandbox reads `challengeWindowSize` only. */
const PayBrowser = paySchema.shape.browser.unwrap().extend({
  browserJavaEnabled: z.boolean().optional(),
  browserJavascriptEnabled: z.boolean().optional(),
  browserLanguage: z.string().optional(),
  browserColorDepth: z.string().optional(),
  browserScreenHeight: z.number().optional(),
  browserScreenWidth: z.number().optional(),
  browserTZ: z.number().optional(),
  browserUserAgent: z.string().optional(),
});
const PayRequest = paySchema.extend({
  browser: PayBrowser.optional(),
  card_name: cardString('Cardholder name'),
  card_number: cardString('Digits only'),
  card_expiry_month: cardString('Two digits, 01 to 12'),
  card_expiry_year: cardString('Four digits'),
  card_cvv: cardString('3 digits, 4 for American Express'),
  googlepay_token: z.string().optional().describe('Google Pay `tokenizationData.token` (B12)'),
  applepay_token: z.record(z.string(), z.unknown()).optional().describe('Apple Pay `payment.token` (B12)'),
});

/** Capture and cancel read no body; a merchant may send `{}` or nothing. */
const NoFields = z.object({}).describe('No fields are read: send `{}` or no body');

/** Component schemas: request schemas the routes use, then the response, error and webhook bodies. */
export const components: Record<string, z.ZodType> = {
  TokenRequest,
  TokenResponse: R.TokenResponse,
  TokenErrorBody: R.TokenErrorBody,
  ErrorEntry: R.ErrorEntry,
  ErrorBody: R.ErrorBody,
  RateLimitBody: R.RateLimitBody,
  WalletCreateRequest: walletSchema,
  Wallet: R.Wallet,
  ChargeCreateRequest: chargeSchema,
  PixChargeCreateRequest: pixChargeSchema,
  ChargeShort: R.ChargeShort,
  Charge: R.Charge,
  ChargePage: R.ChargePage,
  RefundRequest: refundSchema,
  NoFields,
  Subscription: R.Subscription,
  PaymentLinkCreateRequest: linkSchema,
  PaymentLink: R.PaymentLink,
  CardRequest: cardSchema,
  ZeroAuthResult: R.ZeroAuthResult,
  CardToken: R.CardToken,
  BinLookup: R.BinLookup,
  FxQuoteRequest: quoteSchema,
  FxQuote: R.FxQuote,
  PayoutCreateRequest: payoutSchema,
  Payout: R.Payout,
  PayoutPage: R.PayoutPage,
  InstallmentSimulation: R.InstallmentSimulation,
  SetupAuthenticationRequest: setupSchema,
  SetupAuthenticationResponse: R.SetupAuthenticationResponse,
  PayRequest,
  PayResponse: R.PayResponse,
  ValidateAuthenticationRequest: validateSchema,
  ApplePaySessionRequest: sessionSchema,
  ApplePayMerchantSession: R.ApplePayMerchantSession,
  ChargeWebhook: R.ChargeWebhook,
  PayoutWebhook: R.PayoutWebhook,
};
export type SchemaId = keyof typeof components;
