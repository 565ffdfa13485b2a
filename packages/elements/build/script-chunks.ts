/**
 * How the script-tag build (`vite build --mode script`) groups its shared modules into `tucan-chunk-*.js` files
 * (rolldown's `output.codeSplitting.groups`). Every file is gzipped and sent on its own, so each file a page loads
 * costs it a few hundred bytes (headers, an import line, a compression context that starts empty): rolldown's
 * automatic chunking made a tiny chunk for every set of entries that shares a module (a 250-byte stylesheet, a
 * 170-byte word table, a 270-byte event module). These groups put such modules into one file with the modules
 * that are loaded with them, and never into a file a page loads without needing them:
 * - `core`: lit, localize and its formatters, the color scheme, the base styles, `define`, the
 *   events and the payment defaults, and the service-URL check of `base-url` with its message and plain view
 *   (`internal/base-url.ts`): what every element's first render needs (a status-only page gets the events and
 *   payment defaults too, 0.2 KB);
 * - `card`: `<tucan-card>`'s class and words, shared by `tucan-card.js` (frame) and `tucan-card-inline.js`;
 * - `form`: what the inline card form and the code elements' forms share (field styles, the documents' types and
 *   masks, the payer's checks and prefill), and the small styles and words
 *   that every form-like view shares (alert, choice, icons, the first words of a payment). The wallets, the
 *   checkout's method list, the frame's failure box and the 3DS dialog use only the latter, and load the former
 *   with it (1.9 KB more when they are shown; a page with an inline card or a code element has it already); as a
 *   group of their own, the latter cost every inline card and code page a file more (0.3 KB). Lit's `live`
 *   directive, which only the code elements use, goes with them;
 * - `contract`: the client's contract (statuses, paths) and the 3DS dialog's loader, which the frame host, the
 *   status screen, the 3DS dialog and every payment flow need, and the inline card's first render does not;
 * - `payment`: the payment flow with the client, for the card's payment code, the code elements and the wallets.
 * Everything else stays with rolldown's automatic chunking: each element's own code in its `tucan-NAME.js`, and a
 * chunk per lazy part (the card's form and its payment, the status screen, the 3DS dialog, the frame's failure box,
 * QR and barcode drawing, each locale group). A module named here is matched by the end of its path; a group also takes the
 * modules its members import that no group of a higher priority took (`tools/script-chunks.test.ts` checks that
 * every module named here exists).
 */

export interface ScriptChunkGroup {
  name: string;
  priority: number;
  /** Paths that end the modules' ids: `elements/src/…`, `client/src/…`, or a package's file (`lit-html/…`). */
  modules: readonly string[];
}

export const SCRIPT_CHUNKS: readonly ScriptChunkGroup[] = [
  {
    name: 'core',
    priority: 7,
    modules: [
      'lit/index.js',
      'lit-html/lit-html.js',
      'lit-element/lit-element.js',
      '@lit/reactive-element/reactive-element.js',
      '@lit/reactive-element/css-tag.js',
      'elements/src/controllers/localize.ts',
      'elements/src/controllers/formatters.ts',
      'elements/src/controllers/color-scheme.ts',
      'elements/src/locales/catalogue.ts',
      'elements/src/locales/chunks.card.ts',
      'elements/src/internal/define.ts',
      'elements/src/internal/amount-property.ts',
      'elements/src/domain/amount.ts',
      'elements/src/styles/base.styles.ts',
      'elements/src/events.ts',
      'client/src/service-url.ts',
      'elements/src/internal/base-url.ts',
      'elements/src/frame/frame.messages.ts',
      'elements/src/frame/failure-plain.ts',
    ],
  },
  {
    name: 'card',
    priority: 6,
    modules: ['elements/src/card/card.element.ts', 'elements/src/card/card.messages.ts'],
  },
  {
    name: 'form',
    priority: 5,
    modules: [
      'elements/src/styles/field.styles.ts',
      'elements/src/domain/documents.ts',
      'elements/src/domain/verdict.ts',
      'elements/src/styles/alert.styles.ts',
      'elements/src/styles/choice.styles.ts',
      'elements/src/styles/icons.ts',
      // The payer's checks and the prefill of the payer a merchant knows: every form runs them.
      'elements/src/domain/payer.ts',
      'elements/src/domain/document-checks.ts',
      'elements/src/domain/payer-prefill.ts',
    ],
  },
  {
    name: 'contract',
    priority: 3,
    modules: ['client/src/contract.ts', 'elements/src/threeds/challenge.load.ts'],
  },
  {
    name: 'payment',
    priority: 1,
    modules: [
      'client/src/client.ts',
      'client/src/http.ts',
      'client/src/error.ts',
      'client/src/secrets.ts',
      'elements/src/payment/flow.ts',
      'elements/src/payment/payment.logic.ts',
      'elements/src/payment/payment.messages.ts',
      'elements/src/payment/client-cache.ts',
      'elements/src/threeds/challenge-window.ts',
      'elements/src/threeds/browser-info.ts',
    ],
  },
];

/** Whether a module id (a path, `\` or `/`, maybe a virtual `\0…` id) ends with one of `modules`. */
export function inGroup(id: string, modules: readonly string[]): boolean {
  const path = id.replaceAll('\\', '/');
  return modules.some((m) => path.endsWith(`/${m}`));
}

/** The groups as rolldown's `output.codeSplitting.groups`. */
export const scriptChunkGroups = () =>
  SCRIPT_CHUNKS.map(({ name, priority, modules }) => ({
    name,
    priority,
    test: (id: string) => inGroup(id, modules),
  }));

/** The entries of the script build whose element file exports more than its element, by element file name. */
export const SCRIPT_ENTRY_MODULES = {
  card: 'src/script/card.ts',
  'card-inline': 'src/script/card-inline.ts',
  // Not a lazy part: the checkout's file exports `attach` as well, for the shell's `Tucan.mount`.
  checkout: 'src/script/checkout.ts',
};
