/**
 * Sandbox test tokens for Google Pay and Apple Pay, built from a test card number (docs/testing.md), so browser
 * tests and the demo can pay a wallet method with a chosen scenario. Pure and browser-safe (no Node imports):
 * import as `@tucan/sandbox/wallet-test-tokens`.
 *
 * The shapes are the real ones; only the payment data travels in the clear where the real token encrypts it:
 *  - Google Pay: the string Google returns at `paymentMethodData.tokenizationData.token` (ECv2), whose
 *    `signedMessage` carries `{ paymentMethod: "CARD", paymentMethodDetails: { authMethod, pan, … } }` as JSON.
 *  - Apple Pay: `ApplePayPayment.token`, whose `paymentData.data` is base64 of the decrypted payment data JSON.
 * The sandbox plays the gateway that decrypts them: the PAN picks the card scenario (declines, and for Google Pay
 * `PAN_ONLY` a 3DS challenge). Real (encrypted) tokens are approved.
 */

export type GooglePayAuthMethod = 'PAN_ONLY' | 'CRYPTOGRAM_3DS';

export interface TestCardExpiry {
  /** 1–12 (default 12). */
  expirationMonth?: number;
  /** Four digits (default 2030). */
  expirationYear?: number;
}

/** A Google Pay ECv2 token string for this PAN. `CRYPTOGRAM_3DS` is already authenticated (no challenge). */
export function googlePayTestToken(
  pan: string,
  authMethod: GooglePayAuthMethod = 'PAN_ONLY',
  expiry: TestCardExpiry = {},
): string {
  const paymentMethodDetails = {
    authMethod,
    pan,
    expirationMonth: expiry.expirationMonth ?? 12,
    expirationYear: expiry.expirationYear ?? 2030,
    ...(authMethod === 'CRYPTOGRAM_3DS'
      ? { cryptogram: 'AgAAAAAABk4DWZ4C28yUQAAAAAA=', eciIndicator: '05' }
      : {}),
  };
  const signedMessage = JSON.stringify({
    gatewayMerchantId: 'tucan-sandbox',
    messageId: `sandbox-test-${pan.slice(-4)}`,
    messageExpiration: '4102444800000',
    paymentMethod: 'CARD',
    paymentMethodDetails,
  });
  return JSON.stringify({
    signature: 'MEUCIQDsandboxTestTokenNotSignedByGoogle',
    intermediateSigningKey: {
      signedKey: JSON.stringify({ keyValue: 'sandbox-test-key', keyExpiration: '4102444800000' }),
      signatures: ['MEQCIFsandboxTestIntermediateKey'],
    },
    protocolVersion: 'ECv2',
    signedMessage,
  });
}

/** Apple's `ApplePayPayment.token`. */
export interface ApplePayPaymentToken {
  paymentData: {
    version: 'EC_v1' | 'RSA_v1';
    data: string;
    signature: string;
    header: Record<string, string>;
  };
  paymentMethod: { displayName?: string; network: string; type?: string };
  transactionIdentifier: string;
}

/** Base64 of an ASCII string, in browsers and Node alike. */
function base64(text: string): string {
  return btoa(text);
}

/** An Apple Pay token for this PAN (Apple Pay is always cryptogram-authenticated: declines only, no challenge). */
export function applePayTestToken(pan: string, network = 'Visa', type = 'credit'): ApplePayPaymentToken {
  const transactionId = [...pan.padEnd(32, '0')]
    .map((d) => (Number(d) * 7) % 16)
    .map((n) => n.toString(16))
    .join('');
  const data = {
    applicationPrimaryAccountNumber: pan,
    applicationExpirationDate: '301231',
    currencyCode: '986',
    transactionAmount: 0,
    deviceManufacturerIdentifier: '040010030273',
    paymentDataType: '3DSecure',
    paymentData: { onlinePaymentCryptogram: 'AOmEQ0sandboxCryptogramAA==', eciIndicator: '7' },
  };
  return {
    paymentData: {
      version: 'EC_v1',
      data: base64(JSON.stringify(data)),
      signature: base64('sandbox test token: not signed by Apple'),
      header: {
        ephemeralPublicKey: base64('sandbox ephemeral public key'),
        publicKeyHash: base64('sandbox public key hash'),
        transactionId,
      },
    },
    paymentMethod: { displayName: `${network} ${pan.slice(-4)}`, network, type },
    transactionIdentifier: transactionId.toUpperCase(),
  };
}
