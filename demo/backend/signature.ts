/**
 * Webhook signature check, as a merchant writes it with node:crypto.
 *
 * Header `Tucan-Signature: t=<unix seconds>,v1=<lowercase hex HMAC-SHA256>`; key: the webhook signing secret;
 * message: `${t}.` followed by the exact raw body bytes. Several `v1` entries may be present (secret rotation):
 * one match is enough. Every comparison is constant-time.
 *
 * Timestamps older than the tolerance are refused (a replayed delivery). The sender signs each attempt with the
 * real time, never the sandbox's movable clock, so moving that clock does not break the check.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'tucan-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * - `ok`: a `v1` matches;
 * - `unsigned`: no header (a sandbox that does not sign yet);
 * - `malformed`: a header without a numeric `t` or a 64-hex `v1`;
 * - `stale`: signed more than the tolerance ago;
 * - `mismatch`: no `v1` matches (wrong secret, or a body changed on the way).
 */
export type SignatureCheck = 'ok' | 'unsigned' | 'malformed' | 'stale' | 'mismatch';

export function signatureFor(secret: string, timestamp: number, rawBody: Uint8Array): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export function checkSignature(
  header: string | undefined,
  rawBody: Uint8Array,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (header === undefined) return 'unsigned';
  let timestamp: number | undefined;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) candidates.push(value);
  }
  if (timestamp === undefined || candidates.length === 0) return 'malformed';
  if (nowSeconds - timestamp > toleranceSeconds) return 'stale';
  const expected = Buffer.from(signatureFor(secret, timestamp, rawBody), 'hex');
  let match = false;
  // Every candidate is compared, matched or not, so the time taken says nothing about which one matched.
  for (const candidate of candidates) {
    if (timingSafeEqual(expected, Buffer.from(candidate, 'hex'))) match = true;
  }
  return match ? 'ok' : 'mismatch';
}
