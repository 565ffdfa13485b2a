/** Every Spanish locale's codes group, in one module (one chunk): locales/spanish.ts. */
export { default as CL, default as CO, default as MX } from './es.codes.ts';
export { default as AR } from './es-AR.codes.ts';
