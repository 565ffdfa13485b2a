import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultClientConditions, defineConfig, type Plugin, runnerImport } from 'vite';
import { dropIntendedStaticImports } from './build/build-logs.ts';
import { localeChunkFileNames, localeModule, scriptChunkFileNames } from './build/locale-chunks.ts';
import { minifyTemplatesPlugin } from './build/minify-templates.ts';
import { scriptGraphPlugin, shellGraph } from './build/script-graph.ts';

/**
 * The elements' entries, from the method list (`src/methods/methods.ts`), read through Vite's module runner: the
 * list's descriptors are data, and their loaders' `import()`s stay unexecuted (a bundled config would follow them).
 */
const { EXTRA_ENTRIES, SCRIPT_ELEMENTS, SCRIPT_ENTRY_MODULES } = (
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

// The npm package and the script tag (`pnpm build` runs the three modes in this order):
// - `es` (default): `dist/<entry>.js`, the npm ESM package, one module per entry, lit, @tucan/client and qrcode
//   left to the app's bundler;
// - `script` (`--mode script`): `dist/tucan-<element>.js`, the `tucan-chunk-*.js` they share and the words files
//   `tucan-words-<locale>.<folder>.js`, ES modules with everything inside, split by Rolldown's own chunking, plus
//   `dist/script-graph.json`. Rolldown's chunking gives one chunk per set of element files that share its modules,
//   and no `codeSplitting.groups` overrides it: the card's modules are each shared with a different set of elements
//   (the code methods, the wallets, the checkout), so a group by folder, by share count or by load phase that gives
//   a card page fewer files also puts into some page's first load code it does not run (the frame card's, the
//   checkout's: the inline form's fields, the payment flow, the status element and its words);
// - `shell` (`--mode shell`): `dist/tucan.js`, the classic script a merchant's page includes (and `tucan.iife.js`,
//   the same file under its old name), plus `dist/sri.json`.
export default defineConfig(({ mode }) => {
  const outDir = 'dist';
  const common = {
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [minifyTemplatesPlugin()],
    // The workspace's packages from source (`tucan-source`), so `pnpm demo` builds on a fresh clone (no dist/ yet).
    resolve: { conditions: ['tucan-source', ...defaultClientConditions] },
  };
  if (mode === 'shell') {
    return {
      ...common,
      plugins: [...common.plugins, scriptTagManifest(), shellGraphDefine()],
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
      plugins: [...common.plugins, scriptGraphPlugin()],
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
        // files go to the browser as they are, so the output is minified fully. V8's compile hint on every file of
        // code: its functions compile while it streams in, off the main thread, not lazily at the first render. A
        // words file (build/locale-chunks.ts) is strings and a few one-line messages, compiled when first shown.
        // `allow-extension`: an element file may export more than its module does, so that Rolldown can merge a
        // shared chunk into the element file that is already its only code (the status element into
        // `tucan-status.js`, the checkout's method list into `tucan-checkout.js`): one file fewer, the same code.
        rolldownOptions: {
          preserveEntrySignatures: 'allow-extension',
          onLog: dropIntendedStaticImports,
          output: {
            chunkFileNames: scriptChunkFileNames('tucan-chunk-[name]-[hash].js'),
            minify: true,
            postBanner: (chunk) => (localeModule(chunk.facadeModuleId) ? '' : '//# allFunctionsCalledOnLoad'),
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
        output: { chunkFileNames: localeChunkFileNames('[name]-[hash].js') },
      },
    },
  };
});
