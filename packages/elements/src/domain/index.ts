/** Pure, DOM-free card logic shared by `<tucan-card>` and a later PCI iframe mode. */
export * from './brands.ts';
export * from './card-format.ts';
export * from './document-checks.ts';
export * from './documents.ts';
export * from './expiry.ts';
export * from './validate.ts';
