/**
 * The elements package's `exports` and `sideEffects` for its payment methods, from the method list
 * (`packages/elements/src/methods/list.ts`, read through `methods.ts`): each method `tucan-NAME` is the entry `./NAME` (`src/NAME/NAME.ts`
 * from source, `dist/NAME.js` built) and both files register an element. `pnpm methods` writes them into
 * `packages/elements/package.json`; `tools/methods.test.ts` fails while they differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface ElementsPackage {
  exports: Record<string, unknown>;
  sideEffects: string[];
  [field: string]: unknown;
}

/** A method's entry in `exports`. */
export const methodExport = (name: string) => ({
  'tucan-source': `./src/${name}/${name}.ts`,
  types: `./dist/${name}/${name}.d.ts`,
  default: `./dist/${name}.js`,
});

/** The files of a method's entry that register its element (`sideEffects`). */
export const methodSideEffects = (name: string) => [`./src/${name}/${name}.ts`, `./dist/${name}.js`];

/**
 * `pkg` with an entry and its side effects for each method of `names` (the list's tags without `tucan-`): an
 * existing entry is rewritten in place, a new one joins after the last method, before `./react`; nothing else moves.
 */
export function withMethods(pkg: ElementsPackage, names: readonly string[]): ElementsPackage {
  const exports: Record<string, unknown> = {};
  const missing = names.filter((n) => !(`./${n}` in pkg.exports));
  for (const [key, value] of Object.entries(pkg.exports)) {
    if (key === './react') for (const n of missing) exports[`./${n}`] = methodExport(n);
    const name = key.slice(2);
    exports[key] = names.includes(name) ? methodExport(name) : value;
  }
  for (const n of missing) exports[`./${n}`] ??= methodExport(n);
  const sideEffects = [...pkg.sideEffects];
  for (const n of names) {
    for (const file of methodSideEffects(n)) {
      if (sideEffects.includes(file)) continue;
      // Beside the other entries of its kind (source or built): before the first wildcard or shell line.
      const built = file.startsWith('./dist/');
      const at = sideEffects.findIndex((f) =>
        built ? /^\.\/dist\/.*\*/.test(f) : f.startsWith('./src/script/'),
      );
      sideEffects.splice(at < 0 ? sideEffects.length : at, 0, file);
    }
  }
  return { ...pkg, exports, sideEffects };
}

/** The tags of the method list, as entry names. */
export async function methodNames(elementsDir: string): Promise<string[]> {
  const { METHODS } = (await import(join(elementsDir, 'src/methods/methods.ts'))) as {
    METHODS: ReadonlyArray<{ tag: string }>;
  };
  return METHODS.map((m) => m.tag.slice('tucan-'.length));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const elements = resolve(import.meta.dirname, '../packages/elements');
  const file = join(elements, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as ElementsPackage;
  const next = withMethods(pkg, await methodNames(elements));
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
}
