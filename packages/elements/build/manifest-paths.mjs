// After `cem analyze`: custom-elements.json names the shipped files, not the sources (which the package does not
// ship). An element's module path becomes the npm entry of its folder (`src/card/card.element.ts` → `dist/card.js`,
// which exports the class), or else its type declarations (`dist/wallets/wallet.element.d.ts`, and a mixin's,
// `dist/card/card-host.mixin.d.ts`, which no entry exports). Every reference to a module (exports, superclasses,
// mixins, inherited members) is rewritten the same way.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(pkg, 'custom-elements.json');

/** The shipped file for a source path (`src/…/x.ts`). */
export function shippedPath(source) {
  const rel = source.replace(/^\/?src\//, '');
  const folder = rel.split('/')[0];
  const entry = `dist/${folder}.js`;
  if (rel.endsWith('.element.ts') && rel.includes('/') && existsSync(join(pkg, entry))) return entry;
  return `dist/${rel.replace(/\.ts$/, '.d.ts')}`;
}

function rewrite(value) {
  if (typeof value === 'string') return /^\/?src\/.+\.ts$/.test(value) ? shippedPath(value) : value;
  if (Array.isArray(value)) return value.map(rewrite);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v)]));
  }
  return value;
}

writeFileSync(file, `${JSON.stringify(rewrite(JSON.parse(readFileSync(file, 'utf8'))), null, 2)}\n`);
