import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultClientConditions, defineConfig, type Plugin, runnerImport } from 'vite';
import { dropIntendedStaticImports } from './build/build-logs.ts';
import { compactLocalesPlugin } from './build/compact-locales.ts';
import { minifyTemplatesPlugin } from './build/minify-templates.ts';
import { SCRIPT_ENTRY_MODULES, scriptChunkGroups } from './build/script-chunks.ts';
import { scriptGraphPlugin, shellGraph } from './build/script-graph.ts';
import { terserPlugin } from './build/terser.ts';

/**
 * The elements' entries, from the method list (`src/methods/methods.ts`), read through Vite's module runner: the
 * list's descriptors are data, and their loaders' `import()`s stay unexecuted (a bundled config would follow them).
 */
const { EXTRA_ENTRIES, SCRIPT_ELEMENTS } = (
  await runnerImport<typeof import('./src/script/entries.ts')>('./src/script/entries.ts', {
    root: import.meta.dirname,
    resolve: { conditions: ['tucan-source', ...defaultClientConditions] },
  })
).module;

/** Where an element's registering module lives. */
const elementEntry = (name: string) => `src/${name}/${name}.ts`;

/**
 * After the shell build: `tucan.iife.js` (the old name of the script-tag bundle, kept for existing pages) as a
 * copy of `tucan.js`, and `sri.json`, the Subresource Integrity hash of every script-tag file (`sha384-…`).
 */
function scriptTagManifest(): Plugin {
  let outDir = '';
  return {
    name: 'tucan-script-tag-manifest',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const shell = readFileSync(join(outDir, 'tucan.js'));
      writeFileSync(join(outDir, 'tucan.iife.js'), shell);
      const files = readdirSync(outDir)
        .filter((f) => /^tucan([.-].*)?\.js$/.test(f))
        .sort();
      const sri = Object.fromEntries(
        files.map((f) => [
          f,
          `sha384-${createHash('sha384')
            .update(readFileSync(join(outDir, f)))
            .digest('base64')}`,
        ]),
      );
      writeFileSync(join(outDir, 'sri.json'), `${JSON.stringify(sri, null, 2)}\n`);
    },
  };
}

/**
 * The script build's graph (`script-graph.json` in the folder this build writes to, which a caller may change:
 * the demo, the bench): what the shell preloads for each tag, as `__TUCAN_SCRIPT_GRAPH__`.
 */
function shellGraphDefine(): Plugin {
  return {
    name: 'tucan-shell-graph',
    config(config) {
      const outDir = resolve(config.root ?? process.cwd(), config.build?.outDir ?? 'dist');
      return {
        define: {
          __TUCAN_SCRIPT_GRAPH__: JSON.stringify(shellGraph(outDir)),
          __TUCAN_SCRIPT_ELEMENTS__: JSON.stringify(SCRIPT_ELEMENTS),
        },
      };
    },
  };
}

// Three builds of @tucan/elements, in this order (`pnpm build`):
// - `es` (default): the npm ESM package, one module per entry, with lit, @tucan/client and qrcode left to the
//   app's bundler; the locales, the 3DS dialog and the drawing code are chunks loaded on first use;
// - `script` (`--mode script`): the script-tag chunks, ES modules with everything inside (lit, the client,
//   qrcode): `tucan-NAME.js` per element and shared `tucan-chunk-*.js`, all loaded from next to the shell, grouped
//   into few files per page (build/script-chunks.ts: the shared groups);
// - `shell` (`--mode shell`): `tucan.js`, the classic script a merchant's page includes (and `tucan.iife.js`, the
//   same file under its old name), plus `sri.json`.
// Lit's `css`/`html` templates are minified at build time in all three; the script tag's files, which go to the
// browser as they are, get a second minifying pass (build/terser.ts).
export default defineConfig(({ mode }) => {
  const outDir = 'dist';
  const common = {
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [minifyTemplatesPlugin(), compactLocalesPlugin()],
    // The workspace's packages from source (`tucan-source`), so `pnpm demo` builds on a fresh clone (no dist/ yet).
    resolve: { conditions: ['tucan-source', ...defaultClientConditions] },
  };
  if (mode === 'shell') {
    return {
      ...common,
      plugins: [...common.plugins, terserPlugin(), scriptTagManifest(), shellGraphDefine()],
      build: {
        target: 'es2022',
        outDir,
        emptyOutDir: false,
        minify: true,
        lib: {
          entry: 'src/script/tucan.ts',
          formats: ['iife'],
          name: 'TucanShell',
          fileName: () => 'tucan.js',
        },
      },
    };
  }
  if (mode === 'script') {
    return {
      ...common,
      plugins: [...common.plugins, terserPlugin(), scriptGraphPlugin()],
      build: {
        target: 'es2022',
        outDir,
        emptyOutDir: false,
        minify: true,
        lib: {
          entry: {
            ...Object.fromEntries(SCRIPT_ELEMENTS.map((m) => [m, elementEntry(m)])),
            ...EXTRA_ENTRIES,
            ...SCRIPT_ENTRY_MODULES,
          },
          formats: ['es'],
          fileName: (_format: string, name: string) => `tucan-${name}.js`,
        },
        // `minify: true` above leaves whitespace in an ES library (Vite keeps it for the app's bundler); these
        // files go to the browser as they are, so the output is minified fully.
        // V8's compile hint: every function of these files is compiled while the file streams in, off the main
        // thread, instead of lazily on the main thread at the card's first render and first keystroke (issue 13).
        rolldownOptions: {
          onLog: dropIntendedStaticImports,
          output: {
            // A 6-character hash (64^6 values: enough to tell one release's chunk from the next): every file names
            // the chunks it imports, and a hash does not compress (8 → 6: -84 B gzip on a card page's every file).
            chunkFileNames: 'tucan-chunk-[name]-[hash:6].js',
            minify: true,
            // Few files per page: the shared modules in a few groups (build/script-chunks.ts).
            codeSplitting: { groups: scriptChunkGroups() },
            // Not on a locale chunk (`<locale>.<group>-….js`): its functions are a few one-line messages, and the
            // hint costs each file about 25 B gzip (3 files of the 15 a card page can load). Nor on the frame's
            // failure view (`host-failure`), which runs only when the frame cannot load: compiling it at once would
            // be work for nothing on every other page.
            postBanner: (chunk) =>
              /^((en|pt-BR|es-all)\.[a-z]+|host-failure)$/.test(chunk.name)
                ? ''
                : '//# allFunctionsCalledOnLoad',
            // No `/* @__PURE__ */` notes: they are for a bundler's tree shaking, and these files go to the browser
            // as they are (core chunk: 19 notes, 33 B gzip). The npm build keeps them, for the app's bundler.
            comments: { annotation: false },
          },
        },
      },
    };
  }
  return {
    ...common,
    build: {
      target: 'es2022',
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: {
        entry: {
          index: 'src/index.ts',
          domain: 'src/domain/index.ts',
          ...Object.fromEntries(SCRIPT_ELEMENTS.map((m) => [m, elementEntry(m)])),
          ...EXTRA_ENTRIES,
        },
        formats: ['es'],
        fileName: (_format: string, name: string) => `${name}.js`,
      },
      rolldownOptions: {
        external: [/^lit/, /^@lit\//, /^@tucan\/client/, /^qrcode/],
        onLog: dropIntendedStaticImports,
      },
    },
  };
});
