/**
 * The script tag's module graph (written by the script build: `build/script-graph.ts`), as the build writes it and
 * as the shell carries it.
 */
export interface ScriptGraph {
  /** Every file named below (relative to the shell's folder). */
  files: string[];
  /** The `sha384-…` hash of each file of `files`, in its order. */
  integrity: string[];
  /** By element file (`card`, `card-inline`, `pix`…): the indexes in `files` of the file and its static closure. */
  closure: Record<string, number[]>;
  /** By element file: the folders whose locale modules its closure loads with `import()` (`card`, `payment`, …). */
  groups: Record<string, string[]>;
  /** By folder, by locale module (`en`, `pt-BR`, `es`, `es-AR`, …): the indexes of its chunk and its closure. */
  locales: Record<string, Record<string, number[]>>;
  /** By file index: the indexes of the files it imports statically (its direct imports). */
  imports: number[][];
  /** By file index: the indexes of the files it imports with `import()`. */
  dynamicImports: number[][];
}

/**
 * The script tag's words file of a folder in one locale module (`src/<folder>/locales/<locale>.ts`): named by the
 * two, as an element's file is named by its tag, so the shell knows it without a table.
 */
export const wordsFile = (locale: string, folder: string): string => `tucan-words-${locale}.${folder}.js`;

/**
 * The graph as the shell carries it: what it preloads, by name. The hashes stay out (every page would carry one per
 * file of every element: 1.7 KB gzip); a merchant who wants the first render's files pinned names them in the page
 * with their `integrity` (packages/elements/README.md), and the shell's requests find them there. The words files
 * are known by their names (`wordsFile`): `words` says, by folder, which locale modules it has, each with what its
 * file imports statically (the indexes in `files` of that closure, often none).
 */
export interface ShellGraph extends Pick<ScriptGraph, 'files' | 'closure' | 'groups'> {
  words: Record<string, Record<string, number[]>>;
}
