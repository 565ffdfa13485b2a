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

/**
 * Entries that are no element of their own: `card-inline` is `<tucan-card>` with its inline form included
 * (`src/card/card-inline.ts`, npm `@tucan/elements/card-inline`, script tag `tucan-card-inline.js`), which the
 * shell loads beside `tucan-card.js` for a card the page marks `isolation="inline"`. The script build takes the
 * card's two files from `src/script/card.ts` and `card-inline.ts` instead, which export the part the other mode
 * loads lazily (the frame host, the inline form) beside the element (build/script-chunks.ts).
 */
export const EXTRA_ENTRIES = { 'card-inline': 'src/card/card-inline.ts' } as const;
