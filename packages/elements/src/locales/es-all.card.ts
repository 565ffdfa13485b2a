/** Every Spanish locale's card group, in one module (one chunk): locales/spanish.ts. */
export { default as AR } from './es-AR.card.ts';
export { default as CL } from './es-CL.card.ts';
export { default as CO } from './es-CO.card.ts';
export { default as MX } from './es-MX.card.ts';
