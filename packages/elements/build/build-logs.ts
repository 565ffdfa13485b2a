/**
 * Rolldown's notices that say nothing wrong, dropped from every build's log (`pnpm build`, `pnpm demo`, the
 * browser tests' frame build), so that a warning in the log is one to read:
 * - `INEFFECTIVE_DYNAMIC_IMPORT` for the two lazy modules of `@tucan/elements` that some entries include
 *   statically on purpose: the npm `index` entry registers every element (the inline card form with it), and the
 *   card's own entry (`card.ts`, the script tag's `tucan-card.js`) includes the frame host so that a frame card
 *   shows its frame in its first render (src/frame/host-load.ts). Their `import()` elsewhere is for the entries
 *   that leave them out. The same notice for any other module is printed.
 * - `PLUGIN_TIMINGS`: how long each plugin took; a build's speed is no warning.
 */
import type { BuildEnvironmentOptions } from 'vite';

type OnLog = NonNullable<NonNullable<BuildEnvironmentOptions['rolldownOptions']>['onLog']>;

/**
 * The module a notice is about, relative to where the build runs (`src/…` or `../packages/…/src/…`); the message
 * may start with the code in colour.
 */
const INTENDED_STATIC = /src\/(?:card\/card\.inline|frame\/host)\.ts is dynamically imported/;

export const dropIntendedStaticImports: OnLog = (level, log, handler) => {
  if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && INTENDED_STATIC.test(log.message)) return;
  if (log.code === 'PLUGIN_TIMINGS') return;
  handler(level, log);
};
