/**
 * The elements of the script-tag build: `<tucan-NAME>` is defined by the chunk `tucan-NAME.js`, which the shell
 * (`tucan.js`) loads from next to itself when the page uses the tag. The build names one entry per element: every
 * payment method of `methods/methods.ts`, the checkout and the status screen. The shell itself takes the names
 * from its build (`__TUCAN_SCRIPT_ELEMENTS__`), not from here: this module reaches the method list's loaders.
 */
import { type EntryName, entryName } from '../methods/method.ts';
import { METHODS, type MethodTag } from '../methods/methods.ts';

export type ScriptElement = EntryName<MethodTag> | 'checkout' | 'status';

export const SCRIPT_ELEMENTS: readonly ScriptElement[] = [
  ...METHODS.map((m) => entryName(m.tag)),
  'checkout',
  'status',
];

/**
 * Entries that are no element of their own: `card-inline` is `<tucan-card>` with its inline form included
 * (`src/card/card-inline.ts`, npm `@tucan/elements/card-inline`, script tag `tucan-card-inline.js`), which the
 * shell loads beside `tucan-card.js` for a card the page marks `isolation="inline"`. The script build takes the
 * card's two files from `src/script/card.ts` and `card-inline.ts` instead, which export the part the other mode
 * loads lazily (the frame host, the inline form) beside the element (build/script-chunks.ts).
 */
export const EXTRA_ENTRIES = { 'card-inline': 'src/card/card-inline.ts' } as const;
