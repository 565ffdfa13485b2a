/**
 * The script tag's module graph, taken from rolldown's output chunks (`vite build --mode script`) and written to
 * `dist/script-graph.json`: for each element file (`tucan-NAME.js`) its whole static closure, the folders whose
 * words its closure can load (the chunks of `src/<folder>/locales/<locale>.ts` it imports with `import()`:
 * build/locale-chunks.ts), each folder's chunk per locale module (`en`, `pt-BR`, `es`, `es-AR`, …), and the
 * Subresource Integrity hash of every file named there. The shell's build (`--mode shell`) puts it into `tucan.js`
 * (`shellGraph`: without the hashes, and without the words files' names, which the shell knows by rule), which then
 * requests a tag's whole closure and its page's words files at once, with `<link rel="modulepreload">`, instead of
 * discovering them import by import; `tools/levels.ts` reads it to count a page's sequential fetch
 * levels; a merchant's page can name a card's files with their hashes (packages/elements/README.md).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { type ScriptGraph, type ShellGraph, wordsFile } from '../src/script/graph.ts';
import { localeModule } from './locale-chunks.ts';

export type { ScriptGraph, ShellGraph };

export const SCRIPT_GRAPH_FILE = 'script-graph.json';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  name?: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  code?: string;
}

/**
 * The folders whose words some chunks can load: those of the locale chunks they import with `import()`
 * (`src/<folder>/locales/<locale>.ts`, build/locale-chunks.ts), sorted.
 */
export function wordFolders(files: Iterable<string>, byFile: ReadonlyMap<string, ChunkLike>): string[] {
  const found = new Set<string>();
  for (const f of files) {
    for (const d of byFile.get(f)?.dynamicImports ?? []) {
      const m = localeModule(byFile.get(d)?.facadeModuleId);
      if (m) found.add(m.folder);
    }
  }
  return [...found].sort();
}

/** The graph of a bundle's chunks (pure: tested on a made-up bundle in tools/levels.test.ts). */
export function graphOf(
  bundle: Record<string, ChunkLike>,
  entryName: (fileName: string) => string,
): ScriptGraph {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const files = chunks.map((c) => c.fileName).sort();
  const index = new Map(files.map((f, i) => [f, i]));
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closureOf = (fileName: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(fileName)) return seen;
    seen.add(fileName);
    for (const f of byFile.get(fileName)?.imports ?? []) closureOf(f, seen);
    return seen;
  };
  const ids = (set: Iterable<string>) => [...set].map((f) => index.get(f) ?? -1).sort((a, b) => a - b);
  const closure: Record<string, number[]> = {};
  const groups: Record<string, string[]> = {};
  for (const c of chunks.filter((c) => c.isEntry)) {
    const name = entryName(c.fileName);
    const all = closureOf(c.fileName);
    closure[name] = ids(all);
    groups[name] = wordFolders(all, byFile);
  }
  const locales: Record<string, Record<string, number[]>> = {};
  for (const c of chunks) {
    const m = localeModule(c.facadeModuleId);
    if (!m) continue;
    locales[m.folder] ??= {};
    (locales[m.folder] as Record<string, number[]>)[m.locale] = ids(closureOf(c.fileName));
  }
  const integrity = files.map(
    (f) =>
      `sha384-${createHash('sha384')
        .update(byFile.get(f)?.code ?? '')
        .digest('base64')}`,
  );
  return {
    files,
    integrity,
    closure,
    groups,
    locales,
    imports: files.map((f) => ids(byFile.get(f)?.imports ?? [])),
    dynamicImports: files.map((f) => ids(byFile.get(f)?.dynamicImports ?? [])),
  };
}

/**
 * The script build's plugin: writes `dist/script-graph.json` once the files are final (`writeBundle`, so the hashes
 * are those of the bytes served).
 */
export function scriptGraphPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'tucan-script-graph',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const graph = graphOf(bundle as Record<string, ChunkLike>, (f) =>
        f.replace(/^tucan-/, '').replace(/\.js$/, ''),
      );
      writeFileSync(join(outDir, SCRIPT_GRAPH_FILE), `${JSON.stringify(graph)}\n`);
    },
  };
}

/**
 * Reads `dist/script-graph.json` for the shell's build, with only the files the shell preloads by index (the
 * elements' closures and what words files import; not the chunks loaded later, as the pay chunk, nor the words files,
 * which it names by rule: `wordsFile`), renumbered. None yet (a source-only run): an empty graph, and the shell
 * preloads nothing.
 */
export function shellGraph(outDir: string): ShellGraph {
  const file = join(outDir, SCRIPT_GRAPH_FILE);
  if (!existsSync(file)) return { files: [], closure: {}, groups: {}, words: {} };
  const g = JSON.parse(readFileSync(file, 'utf8')) as ScriptGraph;
  // A words file's closure without the file itself: what it imports.
  const words = Object.fromEntries(
    Object.entries(g.locales).map(([folder, byLocale]) => [
      folder,
      Object.fromEntries(
        Object.entries(byLocale).map(([locale, ids]) => [
          locale,
          ids.filter((i) => g.files[i] !== wordsFile(locale, folder)),
        ]),
      ),
    ]),
  );
  const used = [
    ...new Set([
      ...Object.values(g.closure).flat(),
      ...Object.values(words).flatMap((byLocale) => Object.values(byLocale).flat()),
    ]),
  ].sort((a, b) => a - b);
  const renumber = new Map(used.map((old, i) => [old, i]));
  const map = (list: number[]) => list.map((i) => renumber.get(i) ?? -1);
  return {
    files: used.map((i) => g.files[i] ?? ''),
    closure: Object.fromEntries(Object.entries(g.closure).map(([k, v]) => [k, map(v)])),
    groups: g.groups,
    words: Object.fromEntries(
      Object.entries(words).map(([folder, byLocale]) => [
        folder,
        Object.fromEntries(Object.entries(byLocale).map(([k, v]) => [k, map(v)])),
      ]),
    ),
  };
}
