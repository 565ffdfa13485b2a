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
 *   masks, the checks' verdicts), and the small styles and words
 *   that every form-like view shares (alert, choice, icons, the first words of a payment). The wallets, the
 *   checkout's method list, the frame's failure box and the 3DS dialog use only the latter, and load the former
 *   with it (1.9 KB more when they are shown; a page with an inline card or a code element has it already); as a
 *   group of their own, the latter cost every inline card and code page a file more (0.3 KB). Lit's `live`
 *   directive, which only the code elements use, goes with them;
 * - `contract`: the client's contract (statuses, paths) and the 3DS dialog's loader, which the frame host, the
 *   status screen, the 3DS dialog and every payment flow need, and the inline card's first render does not;
 * - `payment`: the payment flow with the client, for the card's pay chunk, the code elements and the wallets, and
 *   the payer's checks (name, email, document) and the payer's prefill, which the card form needs only with its pay
 *   chunk.
 * Everything else stays with rolldown's automatic chunking: each element's own code in its `tucan-NAME.js`, and a
 * chunk per lazy part (the pay chunk, the status screen, the 3DS dialog, the frame's failure box, QR and barcode
 * drawing, each locale group), except the frame host and the inline form, which their element files carry
 * (`SCRIPT_LAZY_PARTS` below). A module named here is matched by the end of its path; a group also takes the
 * modules its members import that no group of a higher priority took (`tools/script-chunks.test.ts` checks that
 * every module named here exists).
 */

import { resolve } from 'node:path';
import type { Plugin } from 'vite';

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
      'elements/src/internal/define.ts',
      'elements/src/internal/amount-property.ts',
      'elements/src/domain/amount.ts',
      'elements/src/styles/base.styles.ts',
      'elements/src/events.ts',
      'elements/src/payment/payment.defaults.ts',
      'client/src/service-url.ts',
      'elements/src/internal/base-url.ts',
      'elements/src/frame/frame.messages.ts',
      'elements/src/frame/failure-plain.ts',
    ],
  },
  {
    name: 'card',
    priority: 6,
    modules: [
      'elements/src/card/card.element.ts',
      'elements/src/card/card.messages.ts',
      'elements/src/frame/host-load.ts',
      'elements/src/internal/lazy-module.ts',
      'elements/src/internal/add-styles.ts',
    ],
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
      // The payer's checks: the code elements' forms run them from the start (they load this group with their
      // first render), the card's form once its pay chunk is there (card/card.checks.ts).
      'elements/src/domain/payer.ts',
      'elements/src/domain/document-checks.ts',
      // The payer a merchant knows, prefilled by the code elements' forms (from the start) and the card form (with
      // its pay chunk: card.form-state.ts `prefill`).
      'elements/src/domain/payer-prefill.ts',
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

/**
 * The modules that the script tag's element files carry themselves, and the element file's entry module (in
 * `src/script/`, which exports them beside its element): an `import()` of one of these modules loads that entry
 * instead of a chunk of its own. The default card's file has the frame host statically anyway, and the inline
 * card's file its form; each was also a chunk of its own, for the other mode's lazy load (`frame/host-load.ts`,
 * `card/card.inline-load.ts`) and the checkout's (`checkout/checkout.loaders.ts`): a file more for every card
 * page. Loading the element file instead is harmless: an element already defined is skipped (`define`), and the
 * part is handed over (`provide`) as the lazy load would.
 */
export const SCRIPT_LAZY_PARTS: Readonly<Record<string, string>> = {
  'elements/src/card/card.ts': 'src/script/card.ts',
  'elements/src/frame/host.ts': 'src/script/card.ts',
  'elements/src/card/card.inline.ts': 'src/script/card-inline.ts',
};

/** The entries of the script build that `SCRIPT_LAZY_PARTS` loads, by element file name. */
export const SCRIPT_ENTRY_MODULES = {
  card: 'src/script/card.ts',
  'card-inline': 'src/script/card-inline.ts',
  // Not a lazy part: the checkout's file exports `attach` as well, for the shell's `Tucan.mount`.
  checkout: 'src/script/checkout.ts',
};

/** Resolves the `import()`s of `SCRIPT_LAZY_PARTS` to their element's entry module (under `root`). */
export function lazyPartsInEntries(root: string): Plugin {
  return {
    name: 'tucan-lazy-parts-in-entries',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || options.kind !== 'dynamic-import') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const module = resolved && Object.keys(SCRIPT_LAZY_PARTS).find((m) => inGroup(resolved.id, [m]));
      return module ? resolve(root, SCRIPT_LAZY_PARTS[module] ?? '') : resolved;
    },
  };
}
