import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closure, contained, loadSize, measureLoad, pageFiles, verdict, wordFolders } from './size.ts';

describe('the size budget check', () => {
  it('counts an entry together with the local chunks it imports statically', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tucan-size-'));
    writeFileSync(
      join(dir, 'entry.js'),
      'import{a}from"./chunk-a.js";export*from"./chunk-b.js";import"lit";',
    );
    writeFileSync(join(dir, 'chunk-a.js'), 'export const a=1;import"./chunk-b.js";');
    writeFileSync(join(dir, 'chunk-b.js'), 'export const b=2;');
    const parts = closure(join(dir, 'entry.js'));
    expect(parts).toHaveLength(3);
    expect(parts.join('\n')).toContain('export const b=2;');
  });

  it('finds what an initial load contains, never what it only imports dynamically', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tucan-size-'));
    writeFileSync(join(dir, 'entry.js'), 'import"./chunk.js";const q=()=>import("./lazy.js");');
    writeFileSync(join(dir, 'chunk.js'), 'export const x="CHUNK_MARK";');
    writeFileSync(join(dir, 'lazy.js'), 'export const y="LAZY_MARK";');
    expect(contained(join(dir, 'entry.js'), { chunk: 'CHUNK_MARK', lazy: 'LAZY_MARK' })).toEqual(['chunk']);
  });

  it('counts the locale chunks a card payment loads: the card’s folders in one locale, a country’s with the shared Spanish', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tucan-size-'));
    const files: Record<string, string> = {
      'tucan.js': 'shell',
      // The card's words in each locale, which its code loads with import().
      'tucan-card.js':
        'import"./tucan-chunk-lit-a1.js";()=>import("./tucan-words-pt-BR.card.js");()=>import("./tucan-words-es-AR.card.js");()=>import("./tucan-words-es.card.js");',
      'tucan-chunk-lit-a1.js': 'lit',
      'tucan-words-pt-BR.card.js': 'pt card',
      'tucan-words-pt-BR.codes.js': 'pt codes',
      'tucan-words-pt-BR.challenge.js': 'pt challenge',
      'tucan-words-es-AR.card.js': 'ar card',
      'tucan-words-es.card.js': 'es card',
      'tucan-words-es-AR.checkout.js': 'ar checkout',
      'pt-BR.card-H7.js': 'npm build: not the script tag',
    };
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
    const names = (locale: string, groups?: string[]) =>
      loadSize([join(dir, 'tucan.js'), join(dir, 'tucan-card.js')], locale, groups)
        .files.map((f) => f.slice(dir.length + 1))
        .sort();
    const page = ['tucan-card.js', 'tucan-chunk-lit-a1.js', 'tucan.js'];
    expect(names('pt-BR')).toEqual([...page, 'tucan-words-pt-BR.card.js'].sort());
    expect(names('es-AR')).toEqual([...page, 'tucan-words-es-AR.card.js', 'tucan-words-es.card.js'].sort());
    expect(names('pt-BR', ['card', 'challenge'])).toEqual(
      [...page, 'tucan-words-pt-BR.card.js', 'tucan-words-pt-BR.challenge.js'].sort(),
    );
    // An app's build (no `tucan-` names) counts its own chunks.
    expect(loadSize([join(dir, 'pt-BR.card-H7.js')], 'pt-BR').files).toHaveLength(1);
    // `*`: every locale's chunks of the card's folders (everything a card page can load), never another folder's.
    expect(names('*')).toEqual(
      [...page, 'tucan-words-pt-BR.card.js', 'tucan-words-es-AR.card.js', 'tucan-words-es.card.js'].sort(),
    );
  });

  it('counts the words of the folders whose words a page’s code loads, not those of code it loads later', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tucan-size-'));
    const files: Record<string, string> = {
      'tucan.js': 'shell',
      'tucan-card.js': '()=>import(`./tucan-words-pt-BR.frame.js`);()=>import("./tucan-chunk-pay-P1.js");',
      'tucan-card-inline.js':
        'import"./tucan-chunk-form-F1.js";()=>import("./tucan-words-pt-BR.frame.js");()=>import("./tucan-chunk-pay-P1.js");',
      'tucan-chunk-form-F1.js': '()=>import("./tucan-words-pt-BR.card.js");',
      'tucan-chunk-pay-P1.js': '()=>import("./tucan-words-pt-BR.status.js");',
      'tucan-words-pt-BR.card.js': 'pt card',
      'tucan-words-pt-BR.frame.js': 'pt frame',
      'tucan-words-pt-BR.status.js': 'pt status',
    };
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
    const words = (entry: string) =>
      loadSize([join(dir, 'tucan.js'), join(dir, entry)], 'pt-BR')
        .files.map((f) => f.slice(dir.length + 1))
        .filter((f) => f.includes('pt-BR'))
        .sort();
    expect(wordFolders([join(dir, 'tucan.js'), join(dir, 'tucan-card.js')])).toEqual(['frame']);
    expect(words('tucan-card.js')).toEqual(['tucan-words-pt-BR.frame.js']);
    expect(words('tucan-card-inline.js')).toEqual([
      'tucan-words-pt-BR.card.js',
      'tucan-words-pt-BR.frame.js',
    ]);
  });

  it('follows every import() with `lazy` `.`, and what those files import in turn', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tucan-size-'));
    writeFileSync(
      join(dir, 'entry.js'),
      'import"./core-X0.js";const p=()=>import("./card.pay-chunk-X1.js");',
    );
    writeFileSync(join(dir, 'core-X0.js'), 'const c=()=>import("./challenge-X2.js");');
    writeFileSync(join(dir, 'card.pay-chunk-X1.js'), 'import"./flow-X3.js";');
    writeFileSync(join(dir, 'flow-X3.js'), 'const s=()=>import("./status-X4.js");');
    writeFileSync(join(dir, 'challenge-X2.js'), 'challenge');
    writeFileSync(join(dir, 'status-X4.js'), 'status');
    writeFileSync(join(dir, 'unrelated-X5.js'), 'never imported');
    const names = loadSize([join(dir, 'entry.js')], undefined, ['card'], /./)
      .files.map((f) => f.slice(dir.length + 1))
      .sort();
    expect(names).toEqual([
      'card.pay-chunk-X1.js',
      'challenge-X2.js',
      'core-X0.js',
      'entry.js',
      'flow-X3.js',
      'status-X4.js',
    ]);
  });

  it('follows the import()s named by `lazy` (a whole payment), with what they import statically, and no others', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tucan-size-'));
    writeFileSync(
      join(dir, 'entry.js'),
      'const p=()=>import(`./card.pay-chunk-X1.js`),q=()=>import("./challenge-X2.js");',
    );
    writeFileSync(join(dir, 'card.pay-chunk-X1.js'), 'import"./flow-X3.js";export const a="PAY_MARK";');
    writeFileSync(join(dir, 'flow-X3.js'), 'export const f="FLOW_MARK";');
    writeFileSync(join(dir, 'challenge-X2.js'), 'export const c="CHALLENGE_MARK";');
    const whole = closure(join(dir, 'entry.js'), new Set(), /card\.pay-chunk/).join('\n');
    expect(whole).toContain('PAY_MARK');
    expect(whole).toContain('FLOW_MARK');
    expect(whole).not.toContain('CHALLENGE_MARK');
    expect(closure(join(dir, 'entry.js')).join('\n')).not.toContain('PAY_MARK');
  });

  it('counts a built page with the scripts, module preloads and stylesheet it names under its base', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tucan-size-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      [
        '<script type="module" crossorigin src="/b/assets/index-1.js" integrity="sha384-x"></script>',
        '<link rel="modulepreload" crossorigin href="/b/assets/lit-2.js">',
        '<link rel="stylesheet" crossorigin href="/b/assets/index-3.css">',
        '<link rel="icon" href="https://cdn.example/favicon.png">',
      ].join(''),
    );
    writeFileSync(join(dir, 'assets', 'index-1.js'), 'import"./lit-2.js";import"./shared-4.js";');
    writeFileSync(join(dir, 'assets', 'lit-2.js'), 'lit');
    writeFileSync(join(dir, 'assets', 'index-3.css'), 'main{}');
    writeFileSync(join(dir, 'assets', 'shared-4.js'), 'shared');
    writeFileSync(join(dir, 'assets', 'lazy-5.js'), 'never loaded first');
    const files = pageFiles(join(dir, 'index.html'), '/b/');
    expect(files.map((f) => f.slice(dir.length))).toEqual([
      '/index.html',
      '/assets/index-1.js',
      '/assets/lit-2.js',
      '/assets/index-3.css',
    ]);
    expect(
      loadSize(files)
        .files.map((f) => f.slice(dir.length))
        .sort(),
    ).toEqual([
      '/assets/index-1.js',
      '/assets/index-3.css',
      '/assets/lit-2.js',
      '/assets/shared-4.js',
      '/index.html',
    ]);
  });

  it("counts only what a page's files add to another page's with `except`: the files both load, locale chunks included, are left out", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tucan-size-'));
    const files: Record<string, string> = {
      'tucan.js': 'shell',
      'tucan-card.js': 'import"./tucan-chunk-shared-a1.js";import"./tucan-chunk-host-b2.js";',
      'tucan-card-inline.js': 'import"./tucan-chunk-shared-a1.js";import"./tucan-chunk-form-c3.js";',
      'tucan-chunk-shared-a1.js': 'lit and the element',
      'tucan-chunk-host-b2.js': 'the frame host',
      'tucan-chunk-form-c3.js': 'the inline form',
      'tucan-words-pt-BR.card.js': 'pt card',
    };
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
    const { files: added } = await measureLoad({
      files: [join(dir, 'tucan.js'), join(dir, 'tucan-card.js')],
      except: [join(dir, 'tucan.js'), join(dir, 'tucan-card-inline.js')],
      locale: 'pt-BR',
      budget: 1,
    });
    expect(added.map((f) => f.slice(dir.length + 1)).sort()).toEqual([
      'tucan-card.js',
      'tucan-chunk-host-b2.js',
    ]);
  });

  it('passes a goal only with its headroom left free, and a ceiling up to its budget', () => {
    expect(verdict(900, 1000, 0.1).ok).toBe(true);
    expect(verdict(901, 1000, 0.1).ok).toBe(false);
    expect(verdict(901, 1000, 0.1).note).toContain('headroom 10 %');
    expect(verdict(1000, 1000).ok).toBe(true);
    expect(verdict(1001, 1000).ok).toBe(false);
    // A goal not met yet: the ceiling decides, and the note says how far the weight is from the goal.
    expect(verdict(1100, 1200, undefined, 1024).ok).toBe(true);
    expect(verdict(1100, 1200, undefined, 1024).note).toContain('goal 1.00 KB NOT MET (0.07 KB over)');
    expect(verdict(1201, 1200, undefined, 1024).ok).toBe(false);
    expect(verdict(1000, 1200, undefined, 1024).note).toContain('goal 1.00 KB met');
    // A goal with headroom is met only below its line: 1000 B is under the 1 KB goal but above its 90 %.
    expect(verdict(1000, 1200, 0.1, 1024).ok).toBe(true);
    expect(verdict(1000, 1200, 0.1, 1024).note).toContain(
      'goal 1.00 KB with 10 % headroom (at most 0.90 KB) NOT MET (0.08 KB over)',
    );
    expect(verdict(900, 1200, 0.1, 1024).note).toContain(
      'goal 1.00 KB with 10 % headroom (at most 0.90 KB) met',
    );
  });
});
