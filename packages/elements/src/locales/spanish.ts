import type { Group, Part } from './catalogue.ts';
import type { GroupLoaders, PartLoader } from './chunks.ts';

/** The four Spanish locales, as a group's all-Spanish module names them (`es-all.<group>.ts`). */
export interface SpanishParts<G extends Group> {
  readonly MX: Part<G>;
  readonly AR: Part<G>;
  readonly CO: Part<G>;
  readonly CL: Part<G>;
}

/**
 * **Decision (one Spanish chunk per group).** The four Spanish locales of a group come from one module that
 * holds them all (`es-all.<group>.ts`: the shared Spanish and each country's words over it), so a build writes
 * one chunk for them: a Spanish page fetches one file per group, and the countries' words, most of them the
 * shared ones with a few words changed, compress against the shared ones instead of in files of their own.
 * Measured on the card group, gzip, in an app bundled with Vite: es + es-AR + es-MX + es-CO + es-CL 3.50 KB in
 * five files → 2.32 KB in one; a shopper in es-MX downloads 0.2 KB more than its two files, in es-AR 0.6 KB less.
 */
export function spanishLoaders<G extends Group>(
  load: () => Promise<SpanishParts<G>>,
): Pick<GroupLoaders<G>, 'es-MX' | 'es-AR' | 'es-CO' | 'es-CL'> {
  const pick =
    (country: keyof SpanishParts<G>): PartLoader<G> =>
    () =>
      load().then((m) => ({ default: m[country] }));
  return { 'es-MX': pick('MX'), 'es-AR': pick('AR'), 'es-CO': pick('CO'), 'es-CL': pick('CL') };
}
