/**
 * The card's pay-time code, loaded on demand (`card.payment-lazy.ts`): the payment (`CardPayment`, with the shared
 * `PaymentFlow`, 3DS setup and Method, the browser data) and the status screen it ends on (`<tucan-status>`,
 * registered by importing it), and the `@tucan/client` the card builds from `environment`/`base-url` (its first call,
 * the installment simulation, waits for this chunk), and the form's checks that only blur and submit need
 * (`card.checks.ts`: the form waits for them on an early blur or Pay), and the card brands' marks (the form shows
 * the generic card until they are here). None of it is needed to render the form, so it stays out of the card's
 * first load.
 */
import '../status/status.ts';

export { ClientCache } from '../payment/client-cache.ts';
export { BRAND_MARKS } from './brand-marks.ts';
export * from './card.checks.ts';
export { CardPayment } from './card.payment.ts';
