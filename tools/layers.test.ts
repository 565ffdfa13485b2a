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

/** The relative imports of one source file (static, `import type`, `export … from` and `import()`), as files. */
function relativeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [
    ...code.matchAll(
      /(?:import|export)[^'"`;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    ),
  ]
    .map((m) => resolve(join(file, '..'), (m[1] ?? m[2]) as string))
    .filter((f) => f.endsWith('.ts'));
}

/** Every import circle among `files`: each as the list of files around it, relative to the repository. */
function circles(files: string[]): string[][] {
  const graph = new Map(files.map((f) => [f, relativeImports(f).filter((i) => files.includes(i))]));
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    path.push(f);
    for (const next of graph.get(f) ?? []) {
      if (state.get(next) === 'open')
        found.push(path.slice(path.indexOf(next)).map((p) => p.slice(root.length + 1)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(f, 'done');
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return found;
}

describe('the sources stay readable', () => {
  it('no source file of a package is over 400 lines (tests and test support aside)', () => {
    const long = ['client', 'elements', 'sandbox'].flatMap((pkg) =>
      sources(join(root, 'packages', pkg, 'src'))
        .map((f) => ({ file: f.slice(root.length + 1), lines: readFileSync(f, 'utf8').split('\n').length }))
        .filter((f) => f.lines > 400),
    );
    expect(long).toEqual([]);
  });

  it('the elements have no import circle, type imports included', () => {
    expect(circles(sources(join(root, 'packages/elements/src')))).toEqual([]);
  });
});
