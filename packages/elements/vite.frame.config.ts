import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { dropIntendedStaticImports } from './build/build-logs.ts';
import { compactLocalesPlugin } from './build/compact-locales.ts';
import { minifyTemplatesPlugin } from './build/minify-templates.ts';
import en from './src/locales/en.card.ts';
import * as spanish from './src/locales/es-all.card.ts';
import ptBR from './src/locales/pt-BR.card.ts';

/** The frame's wording locales, each with its own document (`frame/protocol.ts` `framePath`), and its words. */
const FRAME_LOCALES = {
  en,
  'pt-BR': ptBR,
  'es-MX': spanish.MX,
  'es-AR': spanish.AR,
  'es-CO': spanish.CO,
  'es-CL': spanish.CL,
};

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The frame page and its stylesheet, next to the script (`src/frame/page/`), one page per wording locale
 * (`card.html` in English, `card.<locale>.html`: `framePath`): each says its language (`<html lang>`, which the
 * card's words follow from the start) and its title in it (the frame's `title` words), and names every module of the first render as a module preload: the
 * script's whole static closure and its locale's chunk (`<locale>.card`; the four Spanish locales share
 * `es-all.card`), from the build's chunk graph. So the frame asks for all of them with its script, in one level
 * after its document, and never for English words on a page in another language.
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
      const page = read('card.html');
      for (const [locale, words] of Object.entries(FRAME_LOCALES)) {
        const chunk = chunks.find((c) => c.name === `${locale.replace(/^es-.*/, 'es-all')}.card`);
        const files = [...closure(entry), ...(chunk ? closure(chunk.fileName) : [])].filter(
          (f) => f !== entry,
        );
        const preloads = [...new Set(files)]
          .sort()
          .map((f) => `<link rel="modulepreload" href="${f}" />`)
          .join('\n    ');
        const source = page
          .replace('<html lang="en">', `<html lang="${locale}">`)
          .replace('<title>Card payment</title>', `<title>${escapeHtml(String(words.frame.title))}</title>`)
          .replace('</script>', `</script>\n    ${preloads}`);
        const fileName = locale === 'en' ? 'card.html' : `card.${locale}.html`;
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}

/**
 * Inside the frame the card is always inline, with its form in the script (`frame.ts` gives the card
 * `CardInline.attach`: no `import()`, no lazy module, no "form could not load" view), and the frame host's loader
 * (`frame/host-load.ts`) becomes one that does nothing (`host.ts`, the page side, is never used there).
 */
function frameCardOnly(): Plugin {
  const stubs: Record<string, string> = {
    'host-load.ts': 'export function attachFrame() {}',
  };
  return {
    name: 'tucan-frame-card-only',
    enforce: 'pre',
    resolveId(source, importer) {
      const name = source.split('/').pop() ?? '';
      return name in stubs && importer?.includes('/src/') ? `\0tucan-frame-stub:${name}` : null;
    },
    load(id) {
      return id.startsWith('\0tucan-frame-stub:') ? stubs[id.slice('\0tucan-frame-stub:'.length)] : null;
    },
  };
}

// The card frame the service hosts under `/elements/frame/` (`dist/frame/`): `card.html` and one
// `card.<locale>.html` per wording locale, `card.css`, `card.js` (the inline card with Lit and the client inside)
// and its `card-*.js` chunks (the words of each locale, the pay chunk, and what those share with `card.js`).
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [minifyTemplatesPlugin(), compactLocalesPlugin(), framePage(), frameCardOnly()],
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
      output: { chunkFileNames: 'card-[name]-[hash].js', minify: true },
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
