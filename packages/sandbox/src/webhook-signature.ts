/**
 * Webhook signatures (assumption: the seed shows no signing). Every delivery carries
 *
 *   Tucan-Signature: t=<unix seconds>,v1=<lowercase hex HMAC-SHA256>
 *
 * keyed with the client's webhook signing secret over `${t}.${rawBody}`, the exact bytes POSTed. A receiver
 * recomputes the HMAC over the raw body (before any JSON parsing), compares in constant time, and refuses a
 * timestamp older than 300 s, so a captured delivery cannot be replayed later. `t` is the real time of the
 * attempt (each retry is signed anew), never the sandbox clock, so receivers' checks hold while QA moves it.
 * Import as `@tucan/sandbox/webhook-signature` (Node).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Tucan-Signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: number, rawBody: string | Uint8Array): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The `Tucan-Signature` value for a body sent at `timestamp` (unix seconds). */
export function signWebhook(secret: string, rawBody: string | Uint8Array, timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

export type SignatureCheck =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'too_old' | 'mismatch' };

export interface VerifyOptions {
  secret: string;
  /** The `Tucan-Signature` header as received. */
  header: string | null | undefined;
  /** The request body exactly as received (bytes or the undecoded text), not re-serialized JSON. */
  rawBody: string | Uint8Array;
  /** The receiver's clock in unix seconds (default: now). */
  nowSeconds?: number;
  toleranceSeconds?: number;
}

/** Checks a delivery's signature: the HMAC of one `v1` entry matches and `t` is at most 300 s old. */
export function verifyWebhookSignature(options: VerifyOptions): SignatureCheck {
  if (!options.header) return { ok: false, reason: 'missing' };
  const parts = options.header.split(',').map((part) => part.trim().split('='));
  const t = parts.find(([key]) => key === 't')?.[1];
  const signatures = parts.filter(([key, value]) => key === 'v1' && /^[0-9a-f]{64}$/.test(value ?? ''));
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0) return { ok: false, reason: 'malformed' };
  const timestamp = Number(t);
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (timestamp < now - (options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS)) {
    return { ok: false, reason: 'too_old' };
  }
  const expected = Buffer.from(hmacHex(options.secret, timestamp, options.rawBody), 'hex');
  const match = signatures.some(([, value]) => timingSafeEqual(Buffer.from(value ?? '', 'hex'), expected));
  return match ? { ok: true, timestamp } : { ok: false, reason: 'mismatch' };
}
