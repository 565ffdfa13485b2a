/** Every Spanish locale's checkout group, in one module (one chunk): locales/spanish.ts. */
export { default as CL, default as CO } from './es.checkout.ts';
export { default as AR } from './es-AR.checkout.ts';
export { default as MX } from './es-MX.checkout.ts';
