/** The `qr_code` field: a base64 PNG (no `data:` prefix) that encodes exactly the payload string. */
import QRCode from 'qrcode';

export async function qrPngBase64(payload: string): Promise<string> {
  const png = await QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6 });
  return png.toString('base64');
}
