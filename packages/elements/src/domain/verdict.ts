/**
 * The verdict of a form field's check: its message keys and result type. Light, so that what typing needs (the
 * expiry and security-code checks) carries no more than this; the other checks load after the first render.
 */

/** Message keys of the card form's validation (the element maps them to localized text). */
export type ValidationKey =
  | 'number.required'
  | 'number.incomplete'
  | 'number.invalid'
  | 'number.brand'
  | 'expiry.required'
  | 'expiry.incomplete'
  | 'expiry.month'
  | 'expiry.past'
  | 'expiry.far'
  | 'cvc.required'
  | 'cvc.length'
  | 'name.required'
  | 'name.invalid'
  | 'name.long'
  | 'email.required'
  | 'email.invalid'
  | 'document.required'
  | 'document.length'
  | 'document.invalid';

/**
 * A field's verdict. `prefix` is true when the value is incomplete but could still become valid: such an
 * error is shown on blur and submit, never while the shopper is typing.
 */
export type FieldResult =
  | { ok: true }
  | { ok: false; key: ValidationKey; prefix: boolean; params?: Record<string, string> };

export const OK: FieldResult = { ok: true };
export const fail = (key: ValidationKey, prefix = false, params?: Record<string, string>): FieldResult => ({
  ok: false,
  key,
  prefix,
  ...(params ? { params } : {}),
});
