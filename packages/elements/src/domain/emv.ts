/**
 * The top level of an EMV merchant-presented QR string (pix BR Code, QR Argentina): `ID(2) LEN(2) VALUE`
 * fields (domain facts §2). Pure; a malformed string gives an empty map, never an exception.
 */
export function emvFields(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i + 4 <= payload.length) {
    const id = payload.slice(i, i + 2);
    const len = Number(payload.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(payload.slice(i + 2, i + 4)) || i + 4 + len > payload.length) {
      return new Map();
    }
    out.set(id, payload.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return i === payload.length ? out : new Map();
}

/** The receiver's name (field 59, merchant name) of an EMV QR string, trimmed, if any. */
export const emvMerchantName = (payload: string): string | undefined =>
  emvFields(payload).get('59')?.trim() || undefined;
