/**
 * The elements of the script-tag build: `<tucan-NAME>` is defined by the chunk `tucan-NAME.js`, which the shell
 * (`tucan.js`) loads from next to itself when the page uses the tag. The build names one entry per element.
 */
export const SCRIPT_ELEMENTS = [
  'card',
  'checkout',
  'status',
  'pix',
  'spei',
  'oxxo',
  'qra',
  'boleto',
  'pfc',
  'apple-pay',
  'google-pay',
] as const;

export type ScriptElement = (typeof SCRIPT_ELEMENTS)[number];
