import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { minifyTemplatesPlugin } from './build/minify-templates.ts';

/** The frame page and its stylesheet, next to the script (`src/frame/page/`). */
function framePage(): Plugin {
  return {
    name: 'tucan-frame-page',
    generateBundle() {
      for (const fileName of ['card.html', 'card.css']) {
        const source = readFileSync(
          fileURLToPath(new URL(`src/frame/page/${fileName}`, import.meta.url)),
          'utf8',
        );
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}

/**
 * Inside the frame the card is always inline, with its form in the script: its frame-host code
 * (`../frame/host.ts`: the frame box, its styles and words, the "form could not load" view) is never used there,
 * so the frame script leaves it out.
 */
function noHostInFrame(): Plugin {
  const stub = '\0tucan-no-frame-host';
  return {
    name: 'tucan-no-frame-host',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../frame/host.ts' && importer?.includes('/src/card/')) return stub;
      return null;
    },
    load(id) {
      return id === stub ? 'export const CardFrame = undefined, formFailed = undefined;' : null;
    },
  };
}

/**
 * Inside the frame the card is always inline, and its form is part of `card.js` (`frame.ts` imports it): the
 * form's loader (`card.inline-load.ts`) becomes one that has it already, so no `import()` of a module the bundle
 * holds anyway splits the frame's script into shared chunks.
 */
function inlineFormInFrame(): Plugin {
  const stub = '\0tucan-inline-form-in-frame';
  const form = fileURLToPath(new URL('src/card/card.inline.ts', import.meta.url));
  return {
    name: 'tucan-inline-form-in-frame',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.endsWith('/card.inline-load.ts') && importer?.includes('/src/')) return stub;
      return null;
    },
    load(id) {
      if (id !== stub) return null;
      return [
        `import * as form from ${JSON.stringify(form)};`,
        'export const inlineChunk = { load: () => Promise.resolve(form) };',
        'export const inlineForm = () => form;',
        'export const loadInlineForm = () => Promise.resolve(form);',
        'export const provideInlineForm = () => {};',
      ].join('\n');
    },
  };
}

// Two builds for `<tucan-card isolation="frame">`, apart from vite.config.ts:
// - default: the card frame the service hosts under `/elements/frame/`: `dist/frame/card.html`, `card.css` and
//   `card.js` (one module with Lit, the client and the inline card; the other locales' words in chunks);
// - `--mode host`: `dist/frame-host.js`, the host-side code the card loads on first use in frame mode, built on
//   its own only so that `pnpm size` can weigh it (lit and @tucan/client left out, as in card.js).
export default defineConfig(({ mode }) => {
  const host = mode === 'host';
  return {
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: host
      ? [minifyTemplatesPlugin()]
      : [minifyTemplatesPlugin(), framePage(), noHostInFrame(), inlineFormInFrame()],
    // The workspace's packages from source (`tucan-source` in their exports), as the other builds do.
    resolve: { conditions: ['tucan-source', ...defaultClientConditions] },
    build: {
      target: 'es2022',
      outDir: host ? 'dist' : 'dist/frame',
      emptyOutDir: !host,
      minify: true,
      copyPublicDir: false,
      lib: host
        ? { entry: 'src/frame/host.ts', formats: ['es'], fileName: () => 'frame-host.js' }
        : { entry: 'src/frame/frame.ts', formats: ['es'], fileName: () => 'card.js' },
      // The frame's card.js is a module: what it loads only when needed (the shopper's locale other than English)
      // stays in chunks next to it, so the frame's first load is only what the form needs. Minified fully (whitespace
      // too, which Vite leaves in an ES library): the browser loads these files as they are.
      rolldownOptions: host
        ? { external: [/^lit/, /^@lit\//, /^@tucan\/client/], output: { minify: true } }
        : { output: { chunkFileNames: 'card-[name]-[hash].js', minify: true } },
    },
  };
});

/**
 * Builds the card frame into `<elementsDir>/frame/` with Vite's JS API, for a sandbox started with
 * `createSandbox({ elementsDir })` (the browser tests' global setup and the demo).
 */
export async function buildCardFrame(elementsDir: string): Promise<void> {
  const { build } = await import('vite');
  const root = fileURLToPath(new URL('.', import.meta.url));
  await build({
    root,
    configFile: fileURLToPath(new URL('vite.frame.config.ts', import.meta.url)),
    logLevel: 'warn',
    build: { outDir: `${elementsDir}/frame`, emptyOutDir: true },
  });
}
