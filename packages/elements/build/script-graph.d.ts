import type { Plugin } from 'vite';
export interface ScriptGraph {
  /** Every file named below (relative to the shell's folder). */
  files: string[];
  /** The `sha384-…` hash of each file of `files`, in its order. */
  integrity: string[];
  /** By element file (`card`, `card-inline`, `pix`…): the indexes in `files` of the file and its static closure. */
  closure: Record<string, number[]>;
  /** By element file: the locale groups its closure loads with `import()` (`card`, `codes`, `checkout`). */
  groups: Record<string, string[]>;
  /** By group, by locale file (`en`, `pt-BR`, `es-all`): the indexes of the locale chunk and its closure. */
  locales: Record<string, Record<string, number[]>>;
  /** By file index: the indexes of the files it imports statically (its direct imports). */
  imports: number[][];
  /** By file index: the indexes of the files it imports with `import()`. */
  dynamicImports: number[][];
}
export declare const SCRIPT_GRAPH_FILE = 'script-graph.json';
interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  code?: string;
}
/** The graph of a bundle's chunks (pure: tested on a made-up bundle in tools/script-chunks.test.ts). */
export declare function graphOf(
  bundle: Record<string, ChunkLike>,
  entryName: (fileName: string) => string,
): ScriptGraph;
/**
 * The script build's plugin: writes `dist/script-graph.json` once the files are final (after the terser pass, so
 * the hashes are those of the bytes served).
 */
export declare function scriptGraphPlugin(): Plugin;
/** The graph as the shell carries it: what it preloads (the direct import lists stay out). */
export type ShellGraph = Pick<ScriptGraph, 'files' | 'integrity' | 'closure' | 'groups' | 'locales'>;
/**
 * Reads `dist/script-graph.json` for the shell's build, with only the files the shell preloads (the elements'
 * closures and the locale chunks; not the chunks loaded later, as the pay chunk), renumbered. None yet (a
 * source-only run): an empty graph, and the shell preloads nothing.
 */
export declare function shellGraph(outDir: string): ShellGraph;
