/**
 * Adyen Web 6 as a merchant tree-shakes it for a LatAm checkout: the Drop-in with Card, Pix, Boleto, Oxxo,
 * Apple Pay and Google Pay, plus its CSS. No session: the payment methods are given, so mounting needs no call
 * (Apple Pay is offered and found unavailable in Chromium at once).
 */
import { AdyenCheckout, ApplePay, Boleto, Card, Dropin, GooglePay, Oxxo, Pix } from '@adyen/adyen-web';
import '@adyen/adyen-web/styles/adyen.css';

const paymentMethodsResponse = {
  paymentMethods: [
    { type: 'scheme', name: 'Cartão', brands: ['visa', 'mc', 'amex', 'elo', 'hipercard'] },
    { type: 'pix', name: 'Pix' },
    { type: 'boletobancario', name: 'Boleto' },
    { type: 'oxxo', name: 'OXXO' },
    { type: 'applepay', name: 'Apple Pay', configuration: { merchantId: 'bench', merchantName: 'Bench' } },
    // Google Pay is in the bundle (its component is passed to the drop-in) but not offered at mount: offline,
    // its availability check waits about 2 s for Google's pay.js, which the bench refuses; that is no cost of
    // Adyen's own code.
  ],
};

/** Insertion to the drop-in's first payment method rendered and laid out (Adyen's own "mounted"). */
export async function mount(host: HTMLElement): Promise<void> {
  const checkout = await AdyenCheckout({
    environment: 'test',
    clientKey: 'test_BENCHBENCHBENCHBENCHBENCHBENCH0000',
    locale: 'pt-BR',
    countryCode: 'BR',
    amount: { value: 15075, currency: 'BRL' },
    paymentMethodsResponse,
    analytics: { enabled: false },
    onSubmit: () => undefined,
    onAdditionalDetails: () => undefined,
  });
  new Dropin(checkout, { paymentMethodComponents: [Card, Pix, Boleto, Oxxo, ApplePay, GooglePay] }).mount(
    host,
  );
}

export const ready = (host: HTMLElement): boolean => {
  const item = host.querySelector<HTMLElement>('.adyen-checkout__payment-method');
  return !!item && item.checkVisibility();
};
