/**
 * Builds, in one run, what the bench compares: tucan's script-tag bundle (its own Vite config, `--mode iife`)
 * and the peers (Adyen Web, Braintree Drop-in, a bare Lit element), each minified by the same Vite as one
 * script-tag bundle (IIFE, es2022) plus its CSS. Output in a temporary folder, never in the packages.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';

export interface Bundle {
  name: string;
  /** The peer's npm package and version, for the tables. */
  version: string;
  js: Buffer;
  css: Buffer | undefined;
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

async function peer(name: string, entry: string, version: string, out: string): Promise<Bundle> {
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

/** tucan's script-tag bundle, built by the elements package's own config into the temporary folder. */
async function tucan(out: string): Promise<Bundle> {
  const outDir = join(out, 'tucan');
  const elements = join(root, 'packages/elements');
  await build({
    configFile: join(elements, 'vite.config.ts'),
    root: elements,
    mode: 'iife',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  const version = JSON.parse(readFileSync(join(elements, 'package.json'), 'utf8')) as { version: string };
  return {
    name: 'tucan',
    version: `@tucan/elements ${version.version}`,
    js: read(outDir, 'tucan.iife.js'),
    css: undefined,
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
