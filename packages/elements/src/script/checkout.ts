/**
 * The script tag's `tucan-checkout.js`: `<tucan-checkout>` (`checkout/checkout.ts`), exporting `attach` too, with
 * which the shell's `Tucan.mount` finishes a mount once this file has loaded (`script/shell.ts`). So the shell, which
 * every script-tag page loads, does not carry the options' attributes and the result's events: a card page never
 * needs them.
 */
export * from '../checkout/checkout.ts';
export { attach } from '../checkout/mount.ts';
