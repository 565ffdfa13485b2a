/**
 * Builds, in one run, what the bench compares: tucan's script tag (its own Vite config: the `tucan.js` shell and
 * the `tucan-*.js` chunks it loads from next to itself) and the peers (Adyen Web, Braintree Drop-in, a bare Lit element), each minified by the same Vite as one
 * script-tag bundle (IIFE, es2022) plus its CSS. Output in a temporary folder, never in the packages.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { loadSize } from '../tools/size.ts';

export interface Bundle {
  name: string;
  /** The peer's npm package and version, for the tables. */
  version: string;
  js: Buffer;
  css: Buffer | undefined;
  /** Files served next to `js` under their own names (tucan's chunks, loaded by its shell on first use). */
  extra?: Map<string, Buffer>;
  /** Gzip bytes a card payment downloads, when it is not `js` + `css` alone (tucan: shell + card chunks + pt-BR). */
  gzip?: number;
}

const here = import.meta.dirname;
const root = resolve(here, '..');

function versionOf(pkg: string): string {
  const json = JSON.parse(readFileSync(join(here, 'node_modules', pkg, 'package.json'), 'utf8')) as {
    version: string;
  };
  return `${pkg} ${json.version}`;
}

function read(dir: string, name: string): Bundle['js'] {
  return readFileSync(join(dir, name));
}

export async function peer(name: string, entry: string, version: string, out: string): Promise<Bundle> {
  const outDir = join(out, name);
  await build({
    configFile: false,
    root: here,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), global: 'globalThis' },
    build: {
      target: 'es2022',
      outDir,
      emptyOutDir: true,
      minify: true,
      cssCodeSplit: false,
      lib: { entry: join(here, entry), name: 'Bench', formats: ['iife'], fileName: () => 'bundle.js' },
    },
  });
  const css = readdirSync(outDir).find((f) => f.endsWith('.css'));
  return { name, version, js: read(outDir, 'bundle.js'), css: css ? read(outDir, css) : undefined };
}

/** tucan's script tag, built by the elements package's own config (chunks, then the shell) into the temporary folder. */
async function tucan(out: string): Promise<Bundle> {
  const outDir = join(out, 'tucan');
  const elements = join(root, 'packages/elements');
  for (const mode of ['script', 'shell']) {
    await build({
      configFile: join(elements, 'vite.config.ts'),
      root: elements,
      mode,
      logLevel: 'silent',
      build: { outDir, emptyOutDir: mode === 'script' },
    });
  }
  const version = JSON.parse(readFileSync(join(elements, 'package.json'), 'utf8')) as { version: string };
  const extra = new Map(
    readdirSync(outDir)
      .filter((f) => f.startsWith('tucan-') && f.endsWith('.js'))
      .map((f) => [f, read(outDir, f)] as const),
  );
  // The whole card payment: the first render's files and the pay chunk it fetches right after (flow, 3DS, status).
  // The bench's card is inline: `Tucan.load('card', { inline: true })` loads `tucan-card-inline.js` (the card with its
  // form) instead of `tucan-card.js`.
  const load = loadSize(
    [join(outDir, 'tucan.js'), join(outDir, 'tucan-card-inline.js')],
    'pt-BR',
    undefined, // the card's folders' words: card, payment, status, frame
    /card\.payment/,
  );
  return {
    name: 'tucan',
    version: `@tucan/elements ${version.version}`,
    js: read(outDir, 'tucan.js'),
    css: undefined,
    extra,
    gzip: load.bytes,
  };
}

export async function buildAll(): Promise<Bundle[]> {
  const out = mkdtempSync(join(tmpdir(), 'tucan-bench-'));
  const bundles = [
    await peer('lit floor', 'peers/floor.ts', versionOf('lit'), out),
    await tucan(out),
    await peer('adyen', 'peers/adyen.ts', versionOf('@adyen/adyen-web'), out),
    await peer('braintree', 'peers/braintree.ts', versionOf('braintree-web-drop-in'), out),
  ];
  for (const b of bundles)
    if (!b.js.length || !existsSync(out)) throw new Error(`bench: ${b.name} did not build`);
  return bundles;
}
