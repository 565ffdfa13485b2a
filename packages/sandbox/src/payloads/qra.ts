/**
 * QR Argentina (interoperable "Transferencias 3.0" QR): an EMVCo merchant-presented payload with country AR
 * and currency 032, closed by the same CRC-16 as Pix. The merchant-account template (ID 43, GUI
 * `ar.com.tucan`, CUIT and CVU) is a sandbox assumption: the real tag layout was not verified.
 */
import { cbuBlockCheckDigit, cuitCheckDigit } from './check-digits.ts';
import { emvAmount, emvText, tlv, withCrc } from './emv.ts';

/** The sandbox merchant's CUIT (a company prefix 30), with its mod-11 check digit. */
export const SANDBOX_CUIT = `3071234567${cuitCheckDigit('3071234567')}`;

/**
 * A CVU (22 digits) of the sandbox's virtual-account provider: entity `000` + provider `0003` + check digit, then
 * the 13-digit account (`00` + 11 digits from the charge) + check digit. Both blocks pass the CBU check.
 */
export function sandboxCvu(account11: string): string {
  if (!/^\d{11}$/.test(account11)) throw new Error('a CVU account seed is 11 digits');
  const first = '0000003';
  const account = `00${account11}`;
  return `${first}${cbuBlockCheckDigit(first)}${account}${cbuBlockCheckDigit(account)}`;
}

export interface QraInput {
  merchantName: string;
  merchantCity: string;
  /** Merchant CUIT, 11 digits. */
  cuit: string;
  /** Merchant CVU, 22 digits. */
  cvu: string;
  /** In ARS major units. */
  amount: number;
  /** Reference label (EMV 62/05), up to 25 characters. */
  reference: string;
}

export const QRA_GUI = 'ar.com.tucan';

export function qraPayload(input: QraInput): string {
  if (!/^\d{11}$/.test(input.cuit)) throw new Error('CUIT must be 11 digits');
  if (!/^\d{22}$/.test(input.cvu)) throw new Error('CVU must be 22 digits');
  const account = tlv('00', QRA_GUI) + tlv('01', input.cuit) + tlv('02', input.cvu);
  const fields = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv('43', account),
    tlv('52', '5999'),
    tlv('53', '032'),
    tlv('54', emvAmount(input.amount)),
    tlv('58', 'AR'),
    tlv('59', emvText(input.merchantName, 25)),
    tlv('60', emvText(input.merchantCity, 15)),
    tlv('62', tlv('05', input.reference.slice(0, 25))),
  ];
  return withCrc(fields.join(''));
}
