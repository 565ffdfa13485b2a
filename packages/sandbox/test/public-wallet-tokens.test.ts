/**
 * Google Pay and Apple Pay tokens on pay: real shapes checked (422 on the token field otherwise), sandbox test
 * tokens (`@tucan/sandbox/wallet-test-tokens`) pick the card scenario by PAN, real encrypted tokens approve.
 */
import { readFileSync } from 'node:fs';
import { applePayTestToken, googlePayTestToken } from '@tucan/sandbox/wallet-test-tokens';
import { describe, expect, it } from 'vitest';
import { formOf, formPost, PUBLIC, usePublicSandbox } from './public-helpers.ts';

const sandbox = usePublicSandbox();
const { createCharge, getCharge, pay, post } = sandbox;

/** A new charge of 120 in `country`, paid with `body`. */
const payNewCharge = async (country: 'BR' | 'MX', body: Record<string, unknown>) => {
  const charge = await createCharge(country, 120, { type_charge: undefined, webhook_url: sandbox.hooks.url });
  const res = await pay(charge.charge_uuid, body);
  return { uuid: charge.charge_uuid, res };
};
const googlePay = (token: unknown) =>
  payNewCharge('BR', { type_charge: 'googlepay', googlepay_token: token });
const applePay = (token: unknown) => payNewCharge('MX', { type_charge: 'applepay', applepay_token: token });

/** A Google Pay TEST-environment token: real shape, encrypted signedMessage the sandbox cannot read. */
const REAL_GOOGLE_TEST_TOKEN = JSON.stringify({
  signature:
    'MEQCIH6Q4OwQ0jAceFEkGF0JID6sJNXxOEi4r+mA7biRxqBQAiAondqoUpU/bdsrAOpZIsrHQS9nwiiNwOrr24RyPeHA0Q==',
  intermediateSigningKey: {
    signedKey:
      '{"keyExpiration":"1542323393147","keyValue":"MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE/1+3HBVSbdv+j7NaArdgMyoSAM43yRydzqdg1TxodSzA96Dj4Mc1EiKroxxunavVIvdxGnJeFViTzFvzFRxyCw=="}',
    signatures: [
      'MEYCIQCO2EIi48s8VTH+ilMEpoXLFfkxAwHjfPSCVED/QDSHmQIhALLJmrUlNAY8hDQRV/y1iKZGsWpeNmIP+z+tCQHQxP0v',
    ],
  },
  protocolVersion: 'ECv2',
  signedMessage:
    '{"tag":"jpGz1F1Bcoi/fCNxI9n7Qrsw7i7KHrGtTf3NrRclt+U\\u003d","ephemeralPublicKey":"BJatyFvFPPD21l8/uLP46Ta1hsKHndf8Z+tAgk+DEPQgYTkhHy19cF3h/bXs0tWTmZtnNm+vlVrKbRU9K8+7cZs\\u003d","encryptedMessage":"mKOoXwi8OavZ"}',
});

describe('Google Pay tokens', () => {
  it('approves a PAN_ONLY test token of an approved card, keeping the card summary', async () => {
    const { uuid, res } = await googlePay(googlePayTestToken('4111111111111111'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'paid', type_charge: 'googlepay', installments: 1 });
    expect((await getCharge(uuid)).card).toEqual({ brand: 'visa', last4: '1111' });
  });

  it.each([
    ['4000000000000002', 'PAN_ONLY', 'CARD_DECLINED'],
    ['4000000000009995', 'CRYPTOGRAM_3DS', 'INSUFFICIENT_FUNDS'],
    ['4000000000000119', 'PAN_ONLY', 'PROCESSING_ERROR'],
  ] as const)('declines %s (%s) exactly like a card pay: 200, status error, %s', async (pan, auth, code) => {
    const { uuid, res } = await googlePay(googlePayTestToken(pan, auth));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'error', error: { code, source: 'card_number' } });
    const retry = await pay(uuid, {
      type_charge: 'googlepay',
      googlepay_token: googlePayTestToken('5555555555554444'),
    });
    expect(retry.body.status).toBe('paid');
  });

  it('answers a PAN_ONLY challenge card like a card challenge, and validate settles it after the ACS', async () => {
    const { uuid, res } = await payNewCharge('BR', {
      type_charge: 'googlepay',
      googlepay_token: googlePayTestToken('4000000000003220'),
      browser: { challengeWindowSize: '03' },
    });
    expect(res.body).toMatchObject({
      status: 'pending',
      type_charge: 'googlepay',
      authentication_uuid: expect.any(String),
      url_3ds: `${sandbox.baseUrl}/sandbox/acs/challenge`,
      creq: expect.any(String),
    });
    const page = await formPost(res.body.url_3ds, { creq: res.body.creq });
    expect(page.html).toContain('123456');
    const form = formOf(page.html);
    const done = formOf(
      (await formPost(form.action, { ...form.fields, otp: '123456', action: 'submit' })).html,
    );
    const settled = await post(`${PUBLIC}/charge/authentication/${uuid}/validate`, {
      authentication_uuid: res.body.authentication_uuid,
      cres: done.fields.cres,
    });
    expect(settled.body).toMatchObject({ status: 'paid', type_charge: 'googlepay' });
    await sandbox.control.webhooksIdle();
    expect(sandbox.hooks.statusesOf(uuid)).toEqual(['pending', 'confirmed', 'paid']);
  });

  it('answers a PAN_ONLY decoupled card with a challenge too (no bank-app flow in a wallet sheet)', async () => {
    const { res } = await googlePay(googlePayTestToken('4000000000003089'));
    expect(res.body).toMatchObject({
      status: 'pending',
      url_3ds: expect.any(String),
      creq: expect.any(String),
    });
  });

  it('pays a CRYPTOGRAM_3DS token of a challenge card at once: it is already authenticated', async () => {
    const { res } = await googlePay(googlePayTestToken('4000000000003220', 'CRYPTOGRAM_3DS'));
    expect(res.body.status).toBe('paid');
    expect(res.body.url_3ds).toBeUndefined();
  });

  it('approves a well-formed token whose signedMessage it cannot read (a real Google TEST token)', async () => {
    expect((await googlePay(REAL_GOOGLE_TEST_TOKEN)).res.body.status).toBe('paid');
  });

  it.each([
    ['a JSON string without protocolVersion', '{"signature":"x"}'],
    ['text that is not JSON', 'tok_visa'],
    ['protocolVersion ECv1', REAL_GOOGLE_TEST_TOKEN.replace('ECv2', 'ECv1')],
    ['an object instead of the string', JSON.parse(REAL_GOOGLE_TEST_TOKEN)],
    ['a test token with letters in the PAN', googlePayTestToken('4111abcd11111111')],
    [
      'a test token with month 13',
      googlePayTestToken('4111111111111111', 'PAN_ONLY', { expirationMonth: 13 }),
    ],
  ])('refuses %s with 422 on googlepay_token', async (_, token) => {
    const { uuid, res } = await googlePay(token);
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual([
      { code: 'INVALID_FORMAT', source: 'googlepay_token', description: expect.any(String) },
    ]);
    expect((await getCharge(uuid)).status).toBe('issued');
  });
});

describe('Apple Pay tokens', () => {
  it('approves a test token and reports the network', async () => {
    const { res } = await applePay(applePayTestToken('5555555555554444', 'MasterCard'));
    expect(res.body).toMatchObject({
      status: 'paid',
      type_charge: 'applepay',
      applepay_payload: { network: 'MasterCard', status: 'authorized' },
    });
  });

  it('declines by the PAN as a card pay does', async () => {
    const { res } = await applePay(applePayTestToken('4000000000009995'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'error',
      error: { code: 'INSUFFICIENT_FUNDS', source: 'card_number' },
      applepay_payload: { network: 'Visa', status: 'declined' },
    });
  });

  it('never challenges (Apple Pay is cryptogram-authenticated) and approves undecodable data', async () => {
    expect((await applePay(applePayTestToken('4000000000003220'))).res.body.status).toBe('paid');
    const real = applePayTestToken('4111111111111111');
    real.paymentData.data = 'gqH8m0sH3k1bYc+W6n0kJ1y3pQ==';
    expect((await applePay(real)).res.body.status).toBe('paid');
  });

  it.each([
    [
      'an empty paymentData',
      { paymentData: {}, paymentMethod: { network: 'Visa' }, transactionIdentifier: 'A1' },
    ],
    ['no transactionIdentifier', { ...applePayTestToken('4111111111111111'), transactionIdentifier: '' }],
    [
      'version EC_v2',
      {
        ...applePayTestToken('4111111111111111'),
        paymentData: { ...applePayTestToken('4111111111111111').paymentData, version: 'EC_v2' },
      },
    ],
    ['a string', 'applepay-token'],
  ])('refuses %s with 422 on applepay_token', async (_, token) => {
    const { res } = await applePay(token);
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual([
      { code: 'INVALID_FORMAT', source: 'applepay_token', description: expect.any(String) },
    ]);
  });
});

describe('@tucan/sandbox/wallet-test-tokens', () => {
  it('builds the shapes Google and Apple return, and is browser-safe (imports nothing)', () => {
    const google = JSON.parse(googlePayTestToken('4111111111111111', 'CRYPTOGRAM_3DS'));
    expect(google).toMatchObject({ protocolVersion: 'ECv2', signature: expect.any(String) });
    expect(JSON.parse(google.signedMessage).paymentMethodDetails).toMatchObject({
      authMethod: 'CRYPTOGRAM_3DS',
      pan: '4111111111111111',
      cryptogram: expect.any(String),
    });
    const apple = applePayTestToken('4111111111111111');
    expect(JSON.parse(Buffer.from(apple.paymentData.data, 'base64').toString('utf8'))).toMatchObject({
      applicationPrimaryAccountNumber: '4111111111111111',
      paymentDataType: '3DSecure',
    });
    const source = readFileSync(new URL('../src/wallet-test-tokens.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/\bBuffer\b|\brequire\(/);
  });
});
