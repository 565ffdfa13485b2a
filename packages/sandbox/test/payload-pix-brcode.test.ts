import { hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { brCode } from '../src/payloads/brcode.ts';
import { crc16, hasValidCrc, parseTlv } from '../src/payloads/emv.ts';

const STATIC_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e89b-12d3-a456-426614174000520400005303986540510.505802BR5917LOJA EXEMPLO LTDA6009SAO PAULO62130509PEDIDO12363040E41';
const DYNAMIC_EXAMPLE =
  '00020101021226760014br.gov.bcb.pix2554pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca255204000053039865802BR5917LOJA EXEMPLO LTDA6009SAO PAULO62070503***63044846';

describe('Pix BR Code (copia e cola)', () => {
  it('uses CRC-16/CCITT-FALSE (check value 29B1 for "123456789")', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('builds the published static example byte for byte (key, R$ 10.50, txid)', () => {
    const code = brCode({
      key: '123e4567-e89b-12d3-a456-426614174000',
      amount: 10.5,
      merchantName: 'Loja Exemplo Ltda',
      merchantCity: 'São Paulo',
      txid: 'PEDIDO123',
    });
    expect(code).toBe(STATIC_EXAMPLE);
  });

  it('builds the published dynamic example from a location URL (https:// stripped)', () => {
    const code = brCode({
      locationUrl: 'https://pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25',
      merchantName: 'LOJA EXEMPLO LTDA',
      merchantCity: 'SAO PAULO',
    });
    expect(code).toBe(DYNAMIC_EXAMPLE);
  });

  it('is accepted by the independent pix-utils parser with the same key, amount and merchant', () => {
    const code = brCode({
      key: 'loja@example.com',
      amount: 1234.56,
      merchantName: 'Café Açaí do Zé',
      merchantCity: 'Florianópolis',
      txid: 'ABC123',
    });
    const parsed = parsePix(code);
    expect(hasError(parsed)).toBe(false);
    expect(parsed).toMatchObject({
      type: 'STATIC',
      pixKey: 'loja@example.com',
      transactionAmount: 1234.56,
      merchantName: 'CAFE ACAI DO ZE',
      merchantCity: 'FLORIANOPOLIS',
      txid: 'ABC123',
    });
  });

  it('pix-utils reads a dynamic code with its location URL, marked one-time (01=12)', () => {
    const code = brCode({ locationUrl: 'qr.example/pix/v2/abc', merchantName: 'X', merchantCity: 'Y' });
    expect(parsePix(code)).toMatchObject({ type: 'DYNAMIC', url: 'qr.example/pix/v2/abc' });
    expect(parseTlv(code).get('01')).toBe('12');
  });

  it('a code with one character changed fails the CRC in pix-utils and in ours', () => {
    const tampered = `${STATIC_EXAMPLE.slice(0, -1)}0`;
    expect(parsePix(tampered)).toMatchObject({ error: true, message: 'invalid crc' });
    expect(hasValidCrc(tampered)).toBe(false);
    expect(hasValidCrc(STATIC_EXAMPLE)).toBe(true);
  });

  it('keeps merchant name to 25 and city to 15 characters and ends with field 63', () => {
    const code = brCode({
      key: 'k',
      merchantName: 'A Very Long Merchant Name That Goes On',
      merchantCity: 'Rio de Janeiro do Norte',
    });
    const fields = parseTlv(code);
    expect(fields.get('59')).toHaveLength(25);
    expect(fields.get('60')).toBe('RIO DE JANEIRO');
    expect(code.slice(-8, -4)).toBe('6304');
  });
});
