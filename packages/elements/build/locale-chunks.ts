/**
 * The rule by which the builds know a locale module, by its path only: `src/<folder>/locales/<locale>.ts` (each
 * folder's words in one locale, `import()`ed by the folder's `x.messages.ts`). Each is a chunk of its own, named
 * `<locale>.<folder>` (`pt-BR.card`, `es-AR.payment`); the script graph lists them per folder and locale
 * (build/script-graph.ts), and the frame's documents preload their locale's (vite.frame.config.ts). The script tag
 * names them by that rule alone (`tucan-words-<locale>.<folder>.js`, `wordsFile`), so that its shell finds a page's
 * words without carrying their names.
 */
import { wordsFile } from '../src/script/graph.ts';

const LOCALE_MODULE = /[/\\]src[/\\]([\w-]+)[/\\]locales[/\\](en|pt-BR|es(?:-[A-Z]{2})?)\.ts$/;

/** A locale module's folder and locale, from its module id; nothing for any other module. */
export function localeModule(id: string | null | undefined): { folder: string; locale: string } | undefined {
  const m = LOCALE_MODULE.exec(id ?? '');
  return m?.[1] && m[2] ? { folder: m[1], locale: m[2] } : undefined;
}

/** A chunk's name for `chunkFileNames`' `[name]`: `<locale>.<folder>` for a locale module's chunk. */
export const localeChunkName = (chunk: { name: string; facadeModuleId?: string | null }): string => {
  const m = localeModule(chunk.facadeModuleId);
  return m ? `${m.locale}.${m.folder}` : chunk.name;
};

/** `chunkFileNames` with `[name]` a locale chunk's `<locale>.<folder>` (see above). */
export const localeChunkFileNames =
  (pattern: string) =>
  (chunk: { name: string; facadeModuleId?: string | null }): string =>
    pattern.replace('[name]', localeChunkName(chunk));

/** The script tag's `chunkFileNames`: a locale module's chunk is its words file (`wordsFile`), any other `pattern`. */
export const scriptChunkFileNames =
  (pattern: string) =>
  (chunk: { name: string; facadeModuleId?: string | null }): string => {
    const m = localeModule(chunk.facadeModuleId);
    return m ? wordsFile(m.locale, m.folder) : pattern.replace('[name]', chunk.name);
  };
