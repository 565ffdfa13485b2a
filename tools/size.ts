/**
 * Checks the gzip size of each shipped entry point (plus the local chunks it imports statically) against the
 * budgets in size-budgets.json, and that an entry's initial load leaves out what `excludes` names (for example
 * `qrcode` in the script-tag bundle: it is loaded only when a code needs it). Exits non-zero when an entry is
 * missing, over budget or contains what it must not.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');

/** An entry's code with the closure of its relative static imports (`import … from "./x.js"`). */
export function closure(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  const out = [code];
  const re = /(?:import|export)\s*(?:[^'"()]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  for (const m of code.matchAll(re)) out.push(...closure(join(dirname(file), m[1]!), seen));
  return out;
}

export function gzipSize(file: string): number {
  return gzipSync(Buffer.from(closure(file).join('\n')), { level: 9 }).length;
}

/**
 * The names of `markers` (name → a string only that code contains) found in an entry's initial load: the entry
 * and its static imports, not what it loads later with `import()`.
 */
export function contained(file: string, markers: Record<string, string>): string[] {
  const code = closure(file).join('\n');
  return Object.entries(markers)
    .filter(([, marker]) => code.includes(marker))
    .map(([name]) => name);
}

function main() {
  const { budgets, excludes = {} } = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8')) as {
    budgets: Record<string, number>;
    excludes?: Record<string, Record<string, string>>;
  };
  let failed = 0;
  const rows: string[] = [];
  for (const [entry, budget] of Object.entries(budgets)) {
    const file = join(root, entry);
    if (!existsSync(file)) {
      rows.push(`✗ ${entry}: missing (did the build run?)`);
      failed++;
      continue;
    }
    const size = gzipSize(file);
    const ok = size <= budget;
    if (!ok) failed++;
    rows.push(
      `${ok ? '✓' : '✗'} ${entry}: ${(size / 1024).toFixed(2)} KB gzip / budget ${(budget / 1024).toFixed(2)} KB`,
    );
  }
  for (const [entry, markers] of Object.entries(excludes)) {
    const file = join(root, entry);
    if (!existsSync(file)) continue;
    const found = contained(file, markers);
    if (found.length) failed++;
    for (const name of Object.keys(markers)) {
      rows.push(
        found.includes(name)
          ? `✗ ${entry}: its initial load contains ${name}`
          : `✓ ${entry}: its initial load leaves out ${name}`,
      );
    }
  }
  process.stdout.write(`size budgets\n${rows.join('\n')}\n`);
  if (failed) {
    process.stderr.write(`size: ${failed} entry point(s) over budget or missing\n`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
