/**
 * Every payment method of the package: one line per method, exporting its folder's descriptor. Adding a method is
 * its folder and its line here. The lines' order means nothing: `methods.ts` reads this module as a namespace and
 * puts the methods in their default order.
 */
export { applePay } from '../apple-pay/apple-pay.descriptor.ts';
export { boleto } from '../boleto/boleto.descriptor.ts';
export { card } from '../card/card.descriptor.ts';
export { googlePay } from '../google-pay/google-pay.descriptor.ts';
export { oxxo } from '../oxxo/oxxo.descriptor.ts';
export { pfc } from '../pfc/pfc.descriptor.ts';
export { pix } from '../pix/pix.descriptor.ts';
export { qra } from '../qra/qra.descriptor.ts';
export { spei } from '../spei/spei.descriptor.ts';
