/**
 * Pix BR Code ("copia e cola"), EMV QRCPS-MPM as published by the Banco Central do Brasil.
 * Static codes carry a Pix key (and optionally an amount and txid); dynamic codes carry a location URL
 * (without `https://`) from which the payer's bank fetches the signed charge.
 */
import { emvAmount, emvText, tlv, withCrc } from './emv.ts';

const PIX_GUI = 'br.gov.bcb.pix';

interface BrCodeCommon {
  merchantName: string;
  merchantCity: string;
  /** In BRL major units; omitted means the payer types the amount. */
  amount?: number;
}

export interface StaticBrCode extends BrCodeCommon {
  key: string;
  /** Up to 25 alphanumerics; defaults to `***` (none). */
  txid?: string;
  description?: string;
}

export interface DynamicBrCode extends BrCodeCommon {
  /** Location URL; a leading `https://` is removed. */
  locationUrl: string;
}

export type BrCodeInput = StaticBrCode | DynamicBrCode;

function isDynamic(input: BrCodeInput): input is DynamicBrCode {
  return 'locationUrl' in input;
}

export function brCode(input: BrCodeInput): string {
  const dynamic = isDynamic(input);
  let account = tlv('00', PIX_GUI);
  let txid = '***';
  if (dynamic) {
    account += tlv('25', input.locationUrl.replace(/^https?:\/\//, ''));
  } else {
    account += tlv('01', input.key);
    if (input.description) account += tlv('02', input.description);
    if (input.txid) {
      if (!/^[A-Za-z0-9]{1,25}$/.test(input.txid)) throw new Error('Pix txid must be 1–25 alphanumerics');
      txid = input.txid;
    }
  }
  const fields = [
    tlv('00', '01'),
    dynamic ? tlv('01', '12') : '',
    tlv('26', account),
    tlv('52', '0000'),
    tlv('53', '986'),
    input.amount !== undefined ? tlv('54', emvAmount(input.amount)) : '',
    tlv('58', 'BR'),
    tlv('59', emvText(input.merchantName, 25)),
    tlv('60', emvText(input.merchantCity, 15)),
    tlv('62', tlv('05', txid)),
  ];
  return withCrc(fields.join(''));
}
