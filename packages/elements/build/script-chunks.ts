import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Whether a module id (a path, `\` or `/`, maybe a virtual `\0…` id) ends with one of `modules`. */
export function inGroup(id: string, modules: readonly string[]): boolean {
  const path = id.replaceAll('\\', '/');
  return modules.some((m) => path.endsWith(`/${m}`));
}

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
