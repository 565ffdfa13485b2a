/**
 * Rolldown's notices that say nothing wrong, dropped from every build's log (`pnpm build`, `pnpm demo`, the
 * browser tests' frame build), so that a warning in the log is one to read:
 * - `INEFFECTIVE_DYNAMIC_IMPORT` for the inline card's form (`src/card/card.form.ts`), which the card loads with
 *   `import()` and the frame's script and `card-inline` include on purpose, so that their card renders its form
 *   in the task it is inserted in. The same notice for any other module is printed.
 * - `PLUGIN_TIMINGS`: how long each plugin took (the minifying passes take seconds by design); a build's speed is
 *   no warning.
 */
import type { BuildEnvironmentOptions } from 'vite';

type OnLog = NonNullable<NonNullable<BuildEnvironmentOptions['rolldownOptions']>['onLog']>;

/**
 * The module a notice is about, relative to where the build runs (`src/…` or `../packages/…/src/…`); the message
 * may start with the code in colour.
 */
const INTENDED_STATIC = /src\/card\/card\.form\.ts is dynamically imported/;

export const dropIntendedStaticImports: OnLog = (level, log, handler) => {
  if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && INTENDED_STATIC.test(log.message)) return;
  if (log.code === 'PLUGIN_TIMINGS') return;
  handler(level, log);
};
