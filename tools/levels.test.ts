import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { graphOf, shellGraph } from '../packages/elements/build/script-graph.ts';
import { documentFiles, fetchLevels, staticImports } from './levels.ts';

/** A made-up script-tag build: the card's file imports `a`, which imports `b`; the card loads its words later. */
const BUNDLE = {
  'tucan-card.js': {
    type: 'chunk' as const,
    fileName: 'tucan-card.js',
    name: 'card',
    isEntry: true,
    imports: ['tucan-chunk-a.js'],
    dynamicImports: [],
    code: 'import"./tucan-chunk-a.js";',
  },
  'tucan-chunk-a.js': {
    type: 'chunk' as const,
    fileName: 'tucan-chunk-a.js',
    name: 'a',
    imports: ['tucan-chunk-b.js'],
    dynamicImports: ['tucan-chunk-pt-BR.card-x.js', 'tucan-chunk-pay-y.js'],
    code: 'import"./tucan-chunk-b.js";()=>import("./tucan-chunk-pt-BR.card-x.js");()=>import("./tucan-chunk-pay-y.js");',
  },
  'tucan-chunk-b.js': {
    type: 'chunk' as const,
    fileName: 'tucan-chunk-b.js',
    name: 'b',
    imports: [],
    dynamicImports: [],
    code: 'export const b=1;',
  },
  'tucan-chunk-pt-BR.card-x.js': {
    type: 'chunk' as const,
    fileName: 'tucan-chunk-pt-BR.card-x.js',
    name: 'pt-BR',
    facadeModuleId: '/repo/packages/elements/src/card/locales/pt-BR.ts',
    imports: [],
    dynamicImports: [],
    code: 'export default {};',
  },
  'tucan-chunk-pay-y.js': {
    type: 'chunk' as const,
    fileName: 'tucan-chunk-pay-y.js',
    name: 'pay',
    imports: [],
    dynamicImports: [],
    code: 'export const pay=1;',
  },
};

const entryName = (f: string) => f.replace(/^tucan-/, '').replace(/\.js$/, '');

/** Writes the made-up build; `shell` is the built shell's text, `frame` the frame document's extra lines. */
function writeBuild(shell: string, frameDocument: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tucan-levels-'));
  for (const c of Object.values(BUNDLE)) writeFileSync(join(dir, c.fileName), c.code);
  writeFileSync(join(dir, 'script-graph.json'), JSON.stringify(graphOf(BUNDLE, entryName)));
  writeFileSync(join(dir, 'tucan.js'), shell);
  mkdirSync(join(dir, 'frame'));
  writeFileSync(
    join(dir, 'frame', 'card.js'),
    'import"./card-f.js";()=>import("./card-pt-BR.card-z.js");()=>import(`./card-pay.js`);',
  );
  writeFileSync(join(dir, 'frame', 'card-f.js'), 'export const f=1;');
  writeFileSync(join(dir, 'frame', 'card-pt-BR.card-z.js'), 'export default {};');
  // The pay chunk, loaded after the first render, with the words of its own (the result's).
  writeFileSync(join(dir, 'frame', 'card-pay.js'), '()=>import("./card-pt-BR.status-y.js");');
  writeFileSync(join(dir, 'frame', 'card-pt-BR.status-y.js'), 'export default {};');
  writeFileSync(join(dir, 'frame', 'card.css'), '');
  writeFileSync(
    join(dir, 'frame', 'card.pt-BR.html'),
    `<link rel="stylesheet" href="card.css" /><script type="module" src="card.js"></script>${frameDocument}`,
  );
  return dir;
}

describe('the script build’s chunk graph', () => {
  it('gives each element file its whole static closure, the folders whose words it loads and each one’s chunk per locale', () => {
    const graph = graphOf(BUNDLE, entryName);
    const names = (ids: number[] | undefined) => (ids ?? []).map((i) => graph.files[i]);
    expect(names(graph.closure.card)).toEqual(['tucan-card.js', 'tucan-chunk-a.js', 'tucan-chunk-b.js']);
    expect(graph.groups.card).toEqual(['card']);
    expect(names(graph.locales.card?.['pt-BR'])).toEqual(['tucan-chunk-pt-BR.card-x.js']);
    const b = graph.files.indexOf('tucan-chunk-b.js');
    expect(graph.integrity[b]).toBe(
      `sha384-${createHash('sha384').update('export const b=1;').digest('base64')}`,
    );
  });
});

describe('sequential fetch levels', () => {
  it('reads a module’s static imports and a document’s scripts, styles and preloads, never its import()s', () => {
    expect(
      staticImports('import{a}from"./a.js";export*from"./b.js";import"./c.js";import("./d.js")'),
    ).toEqual(['./a.js', './b.js', './c.js']);
    expect(
      documentFiles(
        '<link rel="stylesheet" href="a.css" /><script src="b.js"></script><link rel="modulepreload" href="c.js">',
      ),
    ).toEqual(['a.css', 'b.js', 'c.js']);
  });

  it('counts each import found only once its importer arrived, and the words asked for once the element ran', () => {
    const dir = writeBuild('shell', '');
    // tucan.js → tucan-card.js → a → b → the pt-BR words.
    expect(fetchLevels({ element: 'card', locale: 'pt-BR' }, dir)).toBe(5);
    // The pay call goes out once the element rendered.
    expect(fetchLevels({ element: 'card', locale: 'pt-BR', payCall: true }, dir)).toBe(6);
  });

  it('counts one level after the shell for a shell that preloads the closure and the words', () => {
    const dir = writeBuild('modulepreload', '');
    expect(fetchLevels({ element: 'card', locale: 'pt-BR' }, dir)).toBe(2);
  });

  it('counts the frame after the card rendered, or beside its code when the shell starts it, and its document’s preloads, not the words of its pay chunk', () => {
    // Rendered at 2, the document at 3, card.js at 4, its import at 5, its words at 6.
    expect(
      fetchLevels({ element: 'card', locale: 'pt-BR', frame: true }, writeBuild('modulepreload', '')),
    ).toBe(6);
    const preloads =
      '<link rel="modulepreload" href="card-f.js"><link rel="modulepreload" href="card-pt-BR.card-z.js">';
    expect(
      fetchLevels({ element: 'card', locale: 'pt-BR', frame: true }, writeBuild('modulepreload', preloads)),
    ).toBe(4);
    expect(
      fetchLevels(
        { element: 'card', locale: 'pt-BR', frame: true },
        writeBuild('modulepreload takeFrame', preloads),
      ),
    ).toBe(3);
  });
});

describe('the graph the shell carries', () => {
  it('names no words file: by folder, the locale modules it has and what each one’s file imports', () => {
    const bundle = {
      'tucan-card.js': { ...BUNDLE['tucan-card.js'], imports: ['tucan-chunk-b.js'], dynamicImports: [] },
      'tucan-chunk-b.js': {
        ...BUNDLE['tucan-chunk-b.js'],
        dynamicImports: ['tucan-words-pt-BR.card.js', 'tucan-words-es-AR.card.js'],
      },
      'tucan-words-pt-BR.card.js': {
        ...BUNDLE['tucan-chunk-pt-BR.card-x.js'],
        fileName: 'tucan-words-pt-BR.card.js',
        imports: ['tucan-chunk-doc-z.js'],
      },
      'tucan-words-es-AR.card.js': {
        ...BUNDLE['tucan-chunk-pt-BR.card-x.js'],
        fileName: 'tucan-words-es-AR.card.js',
        facadeModuleId: '/repo/packages/elements/src/card/locales/es-AR.ts',
      },
      'tucan-chunk-doc-z.js': { ...BUNDLE['tucan-chunk-pay-y.js'], fileName: 'tucan-chunk-doc-z.js' },
    };
    const dir = mkdtempSync(join(tmpdir(), 'tucan-shell-graph-'));
    writeFileSync(join(dir, 'script-graph.json'), JSON.stringify(graphOf(bundle, entryName)));
    const shell = shellGraph(dir);
    expect(shell.files).toEqual(['tucan-card.js', 'tucan-chunk-b.js', 'tucan-chunk-doc-z.js']);
    expect(shell.groups.card).toEqual(['card']);
    expect(shell.words).toEqual({ card: { 'es-AR': [], 'pt-BR': [2] } });
  });
});
