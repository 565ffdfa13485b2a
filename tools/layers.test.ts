import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$|\.testing\.ts$/.test(name) ? [path] : [];
  });
}

function importsOf(pkg: string): string[] {
  return sources(join(root, 'packages', pkg, 'src')).flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(
        /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g,
      ),
    ].map((m) => `${file.slice(root.length + 1)} → ${m[1] ?? m[2]}`),
  );
}

describe('the layers: imports point one way only (elements → client; the sandbox only the shared card rules)', () => {
  it('the client imports no other package and no runtime dependency', () => {
    expect(importsOf('client').filter((i) => !/→ \.\.?\//.test(i))).toEqual([]);
  });

  it('the elements import the client but never the sandbox', () => {
    const imports = importsOf('elements');
    expect(imports.filter((i) => i.includes('@tucan/sandbox'))).toEqual([]);
    expect(imports.some((i) => i.includes('@tucan/client'))).toBe(true);
  });

  it("the elements import no Lit decorator: `static properties` declare their reactive properties, so no page loads the decorators or the transform's `__decorate` helper", () => {
    const imports = importsOf('elements');
    expect(imports.filter((i) => /→ (lit|@lit\/reactive-element)\/decorators/.test(i))).toEqual([]);
    expect(imports.some((i) => i.endsWith('→ lit'))).toBe(true);
  });

  it('the sandbox imports neither the client nor the elements, only the card rules they share (B4)', () => {
    const imports = importsOf('sandbox').filter((i) => /@tucan\/(client|elements)/.test(i));
    expect(imports.filter((i) => !i.endsWith('→ @tucan/client/card-rules'))).toEqual([]);
  });
});

describe('the elements package declares its side effects', () => {
  it('lists every file that registers a custom element, so bundlers never tree-shake a registration away', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'packages/elements/package.json'), 'utf8')) as {
      sideEffects: string[];
    };
    const registering = sources(join(root, 'packages/elements/src'))
      .filter((f) => /\bdefine\(\s*'tucan-/.test(readFileSync(f, 'utf8')))
      .map((f) => `./${f.slice(join(root, 'packages/elements').length + 1)}`);
    expect(registering.length).toBeGreaterThan(1);
    for (const file of registering) expect(pkg.sideEffects).toContain(file);
  });
});
