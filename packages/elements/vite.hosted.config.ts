import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { dropIntendedStaticImports } from './build/build-logs.ts';
import { minifyTemplatesPlugin } from './build/minify-templates.ts';

/**
 * Where the page's files are served from (`<base_url>/elements/hosted/` on the service and the sandbox). A provider
 * that hosts them elsewhere (a CDN) builds with `TUCAN_HOSTED_BASE=https://cdn.example/checkout/`.
 */
export const HOSTED_BASE = '/elements/hosted/';

const sri = (file: string) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * After the build: an `integrity` on every script, module preload and stylesheet of `index.html`, and
 * `sri.json`, the Subresource Integrity hash of every script and stylesheet of the page (as the script tag's).
 */
function hostedIntegrity(base: string): Plugin {
  let outDir = '';
  return {
    name: 'tucan-hosted-integrity',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = filesUnder(outDir)
        .map((f) => relative(outDir, f).split('\\').join('/'))
        .filter((f) => /\.(js|css)$/.test(f))
        .sort();
      const hashes = Object.fromEntries(files.map((f) => [f, sri(join(outDir, f))]));
      writeFileSync(join(outDir, 'sri.json'), `${JSON.stringify(hashes, null, 2)}\n`);
      const page = join(outDir, 'index.html');
      const html = readFileSync(page, 'utf8').replace(
        /<(script|link)\b([^>]*?)\s(src|href)="([^"]+)"([^>]*)>/g,
        (tag, name: string, before: string, attr: string, url: string, after: string) => {
          const file = url.startsWith(base) ? url.slice(base.length) : undefined;
          const hash = file ? hashes[file] : undefined;
          return hash ? `<${name}${before} ${attr}="${url}" integrity="${hash}"${after}>` : tag;
        },
      );
      writeFileSync(page, html);
    },
  };
}

// The hosted checkout page (`dist/hosted/`): `index.html`, its script (`src/hosted/hosted.ts`: the checkout from
// the same sources as the script tag, with Lit and the client inside) and stylesheet, with hashed names under
// `assets/`, the other locales and methods in chunks loaded on demand, and `sri.json`. Static: a server fills
// its data island when it serves it (`src/hosted/hosted-link.ts`).
export default defineConfig(() => {
  const base = process.env.TUCAN_HOSTED_BASE || HOSTED_BASE;
  return {
    root: fileURLToPath(new URL('src/hosted/page', import.meta.url)),
    base,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [minifyTemplatesPlugin(), hostedIntegrity(base)],
    resolve: { conditions: ['tucan-source', ...defaultClientConditions] },
    publicDir: false as const,
    build: {
      target: 'es2022',
      outDir: fileURLToPath(new URL('dist/hosted', import.meta.url)),
      emptyOutDir: true,
      minify: true,
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { minify: true }, onLog: dropIntendedStaticImports },
    },
  };
});

/** Builds the hosted page into `<elementsDir>/hosted/` (the demo, and the browser tests' sandbox). */
export async function buildHostedPage(elementsDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: fileURLToPath(new URL('vite.hosted.config.ts', import.meta.url)),
    logLevel: 'warn',
    // The checkout includes the card, and the card its frame host, statically, on purpose: build-logs.ts.
    build: {
      outDir: `${elementsDir}/hosted`,
      emptyOutDir: true,
      rolldownOptions: { onLog: dropIntendedStaticImports },
    },
  });
}
