import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const script = join(root, 'tools/prepack.mjs');
const PACKAGES = ['client', 'elements', 'sandbox'];

/** The prepack script run in a copy of a package's folder: only its package.json, plus the given files. */
function prepackIn(name: string, files: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), `tucan-prepack-${name}-`));
  copyFileSync(join(root, 'packages', name, 'package.json'), join(dir, 'package.json'));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), '');
  }
  return spawnSync('node', [script], { cwd: dir, encoding: 'utf8' });
}

describe('packing before the build', () => {
  it.each(PACKAGES)('@tucan/%s runs the check before every pack', (name) => {
    const pkg = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'));
    expect(pkg.scripts.prepack).toBe('node ../../tools/prepack.mjs');
  });

  it.each(PACKAGES)('@tucan/%s without dist/ refuses to pack, in one line that says what to run', (name) => {
    const r = prepackIn(name);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      new RegExp(`^@tucan/${name}: not built \\(\\./dist/\\S+ is missing\\): run \`pnpm build\``),
    );
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('a built package packs', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'packages/client/package.json'), 'utf8'));
    const named = JSON.stringify([pkg.exports, pkg.main, pkg.types]).match(/\.\/dist\/[^"*]+/g) ?? [];
    expect(named.length).toBeGreaterThan(0);
    expect(prepackIn('client', named).status).toBe(0);
  });
});
