import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { dropIntendedStaticImports } from './build/build-logs.ts';
import { localeChunkFileNames, localeModule } from './build/locale-chunks.ts';
import { minifyTemplatesPlugin } from './build/minify-templates.ts';
import { wordFolders } from './build/script-graph.ts';
// Data only (no imports): the six wording locales, and the locale modules each one's words come from.
import { LOCALES, localeFiles } from './src/controllers/wording.ts';

/**
 * The frame page and its stylesheet, next to the script (`src/frame/page/`), one page per wording locale
 * (`card.html` in English, `card.<locale>.html`: `framePath`): each says its language (`<html lang>`, which the
 * card's words follow from the start), and names every module of the first render as a module preload: the
 * script's whole static closure and its locale's words that this closure loads (the chunk of each
 * `src/<folder>/locales/<file>.ts` it imports, for the locale's files, `localeFiles`: es-AR's own and the shared
 * Spanish), from the build's chunk graph. So the frame asks for all of them with its script, in one level after its
 * document, and never for English words on a page in another language; the words of code loaded later (the
 * payment's result) come with that code. The document's title is the frame's `title` word, set by the frame's script
 * (`frame-page.ts`): the build reads no words.
 */
function framePage(): Plugin {
  const read = (fileName: string) =>
    readFileSync(fileURLToPath(new URL(`src/frame/page/${fileName}`, import.meta.url)), 'utf8');
  return {
    name: 'tucan-frame-page',
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: 'card.css', source: read('card.css') });
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const f of byFile.get(fileName)?.imports ?? []) closure(f, seen);
        return seen;
      };
      const entry = chunks.find((c) => c.isEntry)?.fileName ?? 'card.js';
      const folders = new Set(wordFolders(closure(entry), byFile));
      const page = read('card.html');
      for (const locale of LOCALES) {
        const files = new Set(localeFiles(locale));
        const words = chunks.filter((c) => {
          const m = localeModule(c.facadeModuleId);
          return !!m && files.has(m.locale) && folders.has(m.folder);
        });
        const preloaded = [...closure(entry), ...words.flatMap((c) => [...closure(c.fileName)])].filter(
          (f) => f !== entry,
        );
        const preloads = [...new Set(preloaded)]
          .sort()
          .map((f) => `<link rel="modulepreload" href="${f}" />`)
          .join('\n    ');
        const source = page
          .replace('<html lang="en">', `<html lang="${locale}">`)
          .replace('</script>', `</script>\n    ${preloads}`);
        const fileName = locale === 'en' ? 'card.html' : `card.${locale}.html`;
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}

// The card frame the service hosts under `/elements/frame/` (`dist/frame/`): `card.html` and one
// `card.<locale>.html` per wording locale, `card.css`, `card.js` (the frame's card and its form) and its `card-*.js`
// chunks (the words of each locale, the payer fields, the plans, the pay chunk, and what those share with `card.js`).
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [minifyTemplatesPlugin(), framePage()],
  // The workspace's packages from source (`tucan-source` in their exports), as the other builds do.
  resolve: { conditions: ['tucan-source', ...defaultClientConditions] },
  build: {
    target: 'es2022',
    outDir: 'dist/frame',
    emptyOutDir: true,
    minify: true,
    copyPublicDir: false,
    lib: { entry: 'src/frame/frame.ts', formats: ['es'], fileName: () => 'card.js' },
    // Minified fully (whitespace too, which Vite leaves in an ES library): the browser loads these files as they are.
    rolldownOptions: {
      // The frame's lazy chunks (its pay code, the locales) import what they share with `card.js` from `card.js`
      // itself, which is always loaded first: no page imports the frame's script, so its exports are free to grow.
      preserveEntrySignatures: 'allow-extension',
      output: {
        chunkFileNames: localeChunkFileNames('card-[name]-[hash].js'),
        minify: true,
        // The first render is one file: every module the entry imports statically (Rolldown's `$initial`; this
        // build has one entry) stays in `card.js`, also those a lazy chunk shares (lit, the base styles), which
        // Rolldown's own splitting would otherwise write to chunks of their own beside it.
        codeSplitting: { groups: [{ name: 'first', tags: ['$initial'] }] },
      },
      onLog: dropIntendedStaticImports,
    },
  },
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
