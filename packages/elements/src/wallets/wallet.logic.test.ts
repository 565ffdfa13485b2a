import { describe, expect, it } from 'vitest';
import {
  applePayVersion,
  MERCHANT_SESSION_MARGIN_MS,
  sessionUsableUntil,
} from '../apple-pay/apple-pay.logic.ts';
import { googleNetworks, paymentDataRequest } from '../google-pay/google-pay.logic.ts';
import { amountString, approvalOf, configProblem, methodAllowed, networksFor } from './wallet.logic.ts';

describe('wallet rules', () => {
  it('asks the shopper to approve a charge only at the value the service stated', () => {
    const read = (state: string, value?: number) => ({
      state,
      currency: state === 'known' ? 'BRL' : '',
      value,
    });
    expect(approvalOf('A', read('known', 100))).toEqual({ charge: 'A', currency: 'BRL', amount: 100 });
    expect(approvalOf('A', read('loading'))).toBeUndefined();
    expect(approvalOf('A', read('failed'))).toBeUndefined();
    expect(approvalOf('A', read('idle'))).toBeUndefined();
  });

  it('writes amounts in the currency’s minor digits (CLP and COP have none)', () => {
    expect(amountString(150.75, 'BRL')).toBe('150.75');
    expect(amountString(420, 'MXN')).toBe('420.00');
    expect(amountString(12500, 'CLP')).toBe('12500');
    expect(amountString(99.999, 'COP')).toBe('100');
  });

  it('reads allowed_methods and networks leniently', () => {
    expect(methodAllowed('', 'applepay')).toBe(true);
    expect(methodAllowed('credit_card, GooglePay', 'googlepay')).toBe(true);
    expect(methodAllowed('credit_card pix', 'googlepay')).toBe(false);
    expect(networksFor('', 'BR')).toEqual(['visa', 'mastercard', 'amex', 'elo']);
    expect(networksFor('', 'mx')).toEqual(['visa', 'mastercard', 'amex']);
    expect(networksFor('VISA, diners, visa', 'BR')).toEqual(['visa']);
  });

  it('says why a charge cannot be offered before asking the browser, and waits for attributes not set yet', () => {
    const ok = { chargeUuid: 'c', amount: 10, currency: 'BRL', country: 'BR', methods: '' };
    expect(configProblem('applepay', ok)).toBeUndefined();
    expect(configProblem('applepay', { ...ok, country: 'AR' })).toBe('country');
    expect(configProblem('googlepay', { ...ok, country: 'AR', currency: 'ARS' })).toBeUndefined();
    expect(configProblem('googlepay', { ...ok, methods: 'pix' })).toBe('method_not_allowed');
    expect(configProblem('googlepay', { ...ok, amount: Number.NaN })).toBe('config');
    expect(configProblem('googlepay', { ...ok, amount: 0 })).toBe('config');
    expect(configProblem('googlepay', { ...ok, currency: 'R$' })).toBe('config');
    expect(configProblem('googlepay', { ...ok, chargeUuid: '' })).toBe('incomplete');
    expect(configProblem('applepay', { ...ok, amount: undefined, country: 'AR' })).toBe('incomplete');
  });

  it('picks the lowest Apple Pay version the networks need, never below 3', () => {
    expect(applePayVersion(['visa', 'mastercard'])).toBe(3);
    expect(applePayVersion(['visa', 'maestro'])).toBe(4);
    expect(applePayVersion(['visa', 'elo'])).toBe(5);
  });

  it('keeps a merchant session by its own lifetime on the service clock, at most 5 minutes, less a margin', () => {
    const at = 1_000_000;
    // The service's clock is an hour ahead of this browser: only the lifetime counts.
    const skewed = { epochTimestamp: at + 3_600_000, expiresAt: at + 3_600_000 + 60_000 } as never;
    expect(sessionUsableUntil(skewed, at)).toBe(at + 60_000 - MERCHANT_SESSION_MARGIN_MS);
    const hour = { epochTimestamp: 5, expiresAt: 5 + 3_600_000 } as never;
    expect(sessionUsableUntil(hour, at)).toBe(at + 5 * 60_000 - MERCHANT_SESSION_MARGIN_MS);
    expect(sessionUsableUntil({ expiresAt: 'soon' } as never, at)).toBe(at);
  });

  it('offers Elo to Google Pay only for Brazilian charges', () => {
    expect(googleNetworks(['visa', 'elo'], 'BR')).toEqual(['VISA', 'ELO']);
    expect(googleNetworks(['visa', 'elo'], 'MX')).toEqual(['VISA']);
    const request = paymentDataRequest({
      networks: ['visa'],
      country: 'CL',
      currency: 'CLP',
      amount: 12500,
      billingAddress: false,
      gateway: 'tucan',
      gatewayMerchantId: 'm',
      merchantName: '',
      merchantId: '',
      environment: 'TEST',
    });
    expect(request.transactionInfo.totalPrice).toBe('12500');
    expect(request.merchantInfo).toEqual({});
  });
});
