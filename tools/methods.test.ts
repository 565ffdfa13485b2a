/**
 * Methods as data: the elements package's method list (`packages/elements/src/methods/list.ts`) is the one place
 * that names its payment methods. A new code method is its folder and one line in that list; the checkout, the
 * script tag's build and shell, `index.ts`, the React/Vue typings and the package's entries follow from it.
 */
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { loadConfigFromFile, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ElementsPackage, methodNames, withMethods } from './methods.ts';

const root = resolve(import.meta.dirname, '..');
const elements = join(root, 'packages/elements');
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * The fixture code method: the files its folder holds (each named as the README's "Adding a method" names it, with
 * `<name>` for the method) and the one entry in the method list. It pays like pix, in Chile, so no other method
 * of the list competes with it there.
 */
const FIXTURE_FILES: Record<string, string> = {
  'src/<name>/<name>.descriptor.ts': `import type { PaymentMethod } from '../methods/method.ts';

export const fixture = {
  id: 'fixture',
  tag: 'tucan-fixture',
  kind: 'code',
  name: 'Fixture',
  typeCharges: ['pix'],
  countries: ['CL'],
  mark: [{ path: 'M10 5h20v16H10Z', class: 's', stroke: 2 }],
  load: () => import('./fixture.ts'),
} as const satisfies PaymentMethod;
`,
  'src/<name>/<name>.messages.ts': `import { messages } from '../controllers/localize.ts';
import type en from './locales/en.ts';

export const fixtureMessages = messages<typeof en>('fixture', import.meta.glob('./locales/*.ts'));

declare module '../controllers/messages.ts' {
  interface MessageTables {
    fixture: keyof typeof en;
  }
}
`,
  // Its words in English, Portuguese and Spanish (a Spanish country's file only where it differs): Pix's here.
  'src/<name>/locales/en.ts': `export { default } from '../../pix/locales/en.ts';
`,
  'src/<name>/locales/pt-BR.ts': `export { default } from '../../pix/locales/pt-BR.ts';
`,
  'src/<name>/locales/es.ts': `export { default } from '../../pix/locales/es.ts';
`,
  'src/<name>/<name>.method.ts': `import type { CodeMethod } from '../codes/code.method.ts';
import type { QrCode } from '../codes/code.views.ts';
import { pixMethod } from '../pix/pix.method.ts';
import { fixtureMessages } from './fixture.messages.ts';

export const fixtureMethod: CodeMethod<QrCode> = { ...pixMethod, messages: fixtureMessages };
`,
  'src/<name>/<name>.element.ts': `import { TucanCodeElement } from '../codes/code.element.ts';
import type { QrCode } from '../codes/code.views.ts';
import { fixtureMethod } from './fixture.method.ts';

export class TucanFixtureElement extends TucanCodeElement<QrCode> {
  protected override readonly method = fixtureMethod;
}
`,
  'src/<name>/<name>.ts': `import { define } from '../internal/define.ts';
import { TucanFixtureElement } from './fixture.element.ts';

define('tucan-fixture', TucanFixtureElement);

export { TucanFixtureElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-fixture': TucanFixtureElement;
  }
}
`,
};
/** The one file of the package a new method edits: the method list. */
const LIST = 'src/methods/list.ts';
/** The fixture's line in it. */
const LINE = "export { fixture } from '../fixture/fixture.descriptor.ts';\n";

/** The files the README's "Adding a method" names (in backticks, with `<name>` for the method). */
function readmeFiles(): string[] {
  const readme = readFileSync(join(elements, 'README.md'), 'utf8');
  const section = readme.split(/^### Adding a method$/m)[1]?.split(/^##/m)[0] ?? '';
  return [...section.matchAll(/`(src\/[^`]+\.ts)`/g)].map((m) => m[1] as string);
}

describe('the method list', () => {
  it('gives every method a folder with its descriptor and its registering entry, named after its tag', async () => {
    const names = await methodNames(elements);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(readFileSync(join(elements, `src/${name}/${name}.descriptor.ts`), 'utf8')).toContain(
        `tag: 'tucan-${name}'`,
      );
      expect(readFileSync(join(elements, `src/${name}/${name}.ts`), 'utf8')).toContain(
        `define('tucan-${name}'`,
      );
    }
  });

  it("holds one line per method, each exporting its folder's descriptor", async () => {
    const lines = readFileSync(join(elements, LIST), 'utf8')
      .split('\n')
      .filter((line) => line && !/^\s*(\/\*\*|\*)/.test(line));
    const names = await methodNames(elements);
    expect(lines).toHaveLength(names.length);
    for (const line of lines)
      expect(line).toMatch(/^export \{ \w+ \} from '\.\.\/([\w-]+)\/\1\.descriptor\.ts';$/);
  });

  it('lists the methods in their default order: the card, then the codes, then the wallets, each kind by id', async () => {
    const { METHODS } = await import('../packages/elements/src/methods/methods.ts');
    const kinds = ['card', 'code', 'wallet'];
    const key = (m: (typeof METHODS)[number]) => `${kinds.indexOf(m.kind)} ${m.id}`;
    expect(METHODS.map(key)).toEqual(METHODS.map(key).sort());
    expect(METHODS.slice(0, 2).map((m) => m.id)).toEqual(['card', 'boleto']);
    expect(METHODS.at(-1)?.id).toBe('googlepay');
  });

  it("names every method in the package's exports and side effects (`pnpm methods` writes them)", async () => {
    const pkg = readJson<ElementsPackage>(join(elements, 'package.json'));
    expect(pkg, 'packages/elements/package.json is behind the method list: run `pnpm methods`').toEqual(
      withMethods(pkg, await methodNames(elements)),
    );
  });

  it('the README\'s "Adding a method" names exactly the files a new method adds and edits', () => {
    expect(readmeFiles().sort()).toEqual([...Object.keys(FIXTURE_FILES), LIST].sort());
  });
});

describe('a new code method is its folder and one line in the method list', () => {
  let copy = '';
  const at = (path: string) => join(copy, path);

  beforeAll(() => {
    // A copy of the package's sources and build configs beside the original (its node_modules resolve from there).
    copy = mkdtempSync(join(elements, '.fixture-'));
    for (const path of ['src', 'build', 'vite.config.ts', 'package.json']) {
      cpSync(join(elements, path), at(path), {
        recursive: true,
        filter: (src) => !/\.test\.ts$|\.testing\.ts$/.test(src),
      });
    }
    for (const [path, text] of Object.entries(FIXTURE_FILES)) {
      const file = at(path.replaceAll('<name>', 'fixture'));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    appendFileSync(at(LIST), LINE);
  });

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('the checkout offers it where it works, with its element and loader', async () => {
    const { availableMethods } = (await import(
      at('src/checkout/checkout.methods.ts')
    )) as typeof import('../packages/elements/src/checkout/checkout.methods.ts');
    const offered = availableMethods({ allowed: 'credit_card pix', country: 'CL' });
    expect(offered.map((m) => [m.id, m.tag])).toEqual([
      ['card', 'tucan-card'],
      ['fixture', 'tucan-fixture'],
    ]);
    expect(availableMethods({ allowed: 'pix', country: 'BR' }).map((m) => m.id)).toEqual(['pix']);
  });

  it('the script build has its file and the shell knows its tag', async () => {
    const entries = async (mode: string) => {
      const loaded = await loadConfigFromFile({ command: 'build', mode }, at('vite.config.ts'));
      return (loaded?.config.build?.lib as { entry: Record<string, string> } | undefined)?.entry;
    };
    expect((await entries('script'))?.fixture).toBe('src/fixture/fixture.ts');
    expect((await entries('production'))?.fixture).toBe('src/fixture/fixture.ts');
    const shell = await loadConfigFromFile({ command: 'build', mode: 'shell' }, at('vite.config.ts'));
    const plugins = (shell?.config.plugins ?? []) as Plugin[];
    const graph = plugins.find((p) => p?.name === 'tucan-shell-graph')?.config as
      | ((c: object) => { define: Record<string, string> })
      | undefined;
    const define = graph?.({ root: copy }).define ?? {};
    expect(JSON.parse(define.__TUCAN_SCRIPT_ELEMENTS__ ?? '[]')).toContain('fixture');
  });

  it('index.ts registers its element', async () => {
    await import(at('src/index.ts'));
    const registry = (globalThis as { customElements?: CustomElementRegistry }).customElements;
    expect(registry?.get('tucan-fixture')?.name).toBe('TucanFixtureElement');
  });

  it("the package's entries name it", async () => {
    const pkg = withMethods(readJson<ElementsPackage>(at('package.json')), await methodNames(copy));
    expect(pkg.exports['./fixture']).toEqual({
      'tucan-source': './src/fixture/fixture.ts',
      types: './dist/fixture/fixture.d.ts',
      default: './dist/fixture.js',
    });
    expect(pkg.sideEffects).toEqual(
      expect.arrayContaining(['./src/fixture/fixture.ts', './dist/fixture.js']),
    );
  });

  it('the React and Vue typings know its tag, its attributes, its events and its class', () => {
    const probe = at('src/fixture.typetest.ts');
    writeFileSync(
      probe,
      `import type { TucanElementAttributes, TucanElementEvents, TucanElements } from './frameworks/attributes.ts';
import type { JSX } from 'react';
import type {} from './frameworks/react.ts';
import type { TucanVueElement } from './frameworks/vue.ts';
import type { TucanFixtureElement } from './fixture/fixture.ts';

export const element: TucanFixtureElement = {} as TucanElements['tucan-fixture'];
export const back: TucanElements['tucan-fixture'] = {} as TucanFixtureElement;
export const attributes: TucanElementAttributes['tucan-fixture'] = { 'status-url': '/s', fields: 'email', amount: '1.5' };
export const events: TucanElementEvents['tucan-fixture'][] = ['tucan-complete', 'tucan-busy'];
export const vue: TucanVueElement<'tucan-fixture'> | undefined = undefined;
export const react: JSX.IntrinsicElements['tucan-fixture'] = { 'status-url': '/s' };
// @ts-expect-error: not an attribute of a code method
export const wrong: TucanElementAttributes['tucan-fixture'] = { isolation: 'inline' };
`,
    );
    const config = ts.getParsedCommandLineOfConfigFile(
      join(root, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: () => {},
      },
    );
    // The probe and the package's own declarations (`codes/qrcode-core.d.ts`).
    const declarations = readdirSync(at('src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.d.ts'))
      .map((f) => at(`src/${f}`));
    const program = ts.createProgram([probe, ...declarations], { ...config?.options, noEmit: true });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(errors).toEqual([]);
  }, 120_000);
});
