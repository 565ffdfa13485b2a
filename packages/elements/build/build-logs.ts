/**
 * Rolldown's `INEFFECTIVE_DYNAMIC_IMPORT` notice for the two lazy modules of `@tucan/elements` that some entries
 * include statically on purpose: the npm `index` entry registers every element (the inline card form with it), and
 * the card's own entry (`card.ts`, the script tag's `tucan-card.js`) includes the frame host so that a frame card
 * shows its frame in its first render (packages/elements/src/frame/host-load.ts). Their `import()` elsewhere is
 * for the entries that leave them out. `pnpm demo` builds both at every start, and a new user read the notices as
 * something wrong: only those two are dropped; every other warning, that code for any other module included, is
 * printed as before. So is Rolldown's `PLUGIN_TIMINGS` notice when it names the second minifying pass
 * (`tucan-terser`, build/terser.ts), which takes a few seconds by design; any other plugin's is printed.
 */
import type { BuildEnvironmentOptions } from 'vite';

type OnLog = NonNullable<NonNullable<BuildEnvironmentOptions['rolldownOptions']>['onLog']>;

const INTENDED_STATIC = ['elements/src/card/card.inline.ts ', 'elements/src/frame/host.ts '];

export const dropIntendedStaticImports: OnLog = (level, log, handler) => {
  if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && INTENDED_STATIC.some((m) => log.message.includes(m)))
    return;
  if (log.code === 'PLUGIN_TIMINGS' && log.message.includes('plugin tucan-terser ')) return;
  handler(level, log);
};
