/**
 * EMVCo merchant-presented QR (MPM) building blocks shared by Pix (BR Code) and QR Argentina:
 * `ID(2) + LEN(2) + VALUE` fields and the CRC-16/CCITT-FALSE checksum that closes the payload.
 */

/** One TLV field. Throws if the value does not fit the two-digit length. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`EMV field id must be two digits: ${id}`);
  if (value.length > 99) throw new Error(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final XOR) as 4 uppercase hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Appends field 63 (CRC over everything before it, including the literal `6304`). */
export function withCrc(body: string): string {
  const head = `${body}6304`;
  return `${head}${crc16(head)}`;
}

/** Parses a flat TLV string into id → value (the first occurrence wins). */
export function parseTlv(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const len = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(len) || at + 4 + len > text.length) {
      throw new Error('malformed EMV TLV');
    }
    if (!out.has(id)) out.set(id, text.slice(at + 4, at + 4 + len));
    at += 4 + len;
  }
  return out;
}

/** True when the payload ends with a field 63 whose CRC matches. */
export function hasValidCrc(payload: string): boolean {
  const at = payload.length - 8;
  if (at < 0 || payload.slice(at, at + 4) !== '6304') return false;
  return crc16(payload.slice(0, at + 4)) === payload.slice(at + 4);
}

/** Uppercase ASCII without accents, cut to `max` characters (EMV name and city fields). */
export function emvText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7E]/g, '')
    .toUpperCase()
    .trim()
    .slice(0, max)
    .trim();
}

/** Amount with a `.` decimal point and the currency's minor-unit digits (EMV field 54). */
export function emvAmount(value: number, decimals = 2): string {
  return value.toFixed(decimals);
}
