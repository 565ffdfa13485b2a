import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closure, contained } from './size.ts';

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
});
