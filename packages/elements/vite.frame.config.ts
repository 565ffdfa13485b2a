import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { dropIntendedStaticImports } from './build/build-logs.ts';
import { compactLocalesPlugin } from './build/compact-locales.ts';
import { minifyTemplatesPlugin } from './build/minify-templates.ts';
import { terserPlugin } from './build/terser.ts';
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

const SRC = fileURLToPath(new URL('src/', import.meta.url));

/**
 * The workspace modules `file` imports statically, with theirs in turn (the code that is on the page whenever it
 * is): relative imports only (lit and the client are external anyway), type-only ones left out (TypeScript drops
 * them), `import()` never followed.
 */
export function staticModules(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  const re = /^(?:import|export)\s+(type\s+)?(?:([^;]*?)\s+from\s+)?'(\.{1,2}\/[^']+)'/gm;
  for (const [, typeOnly, clause, source] of code.matchAll(re)) {
    const names = clause
      ?.match(/^\{([^}]*)\}$/s)?.[1]
      ?.split(',')
      .filter((n) => n.trim());
    if (typeOnly || names?.every((n) => /^type\s/.test(n.trim()))) continue;
    staticModules(resolve(dirname(file), source as string), seen);
  }
  return seen;
}

/**
 * For `--mode host`, which weighs what the frame's page side (`frame/host.ts`) adds to a card's page: every module
 * the card's element imports statically other than through the host (the events, the frame's words, the base
 * element…) is there anyway. Those are left out, as lit and the client are, under a `shell:` name (`pnpm size`
 * follows only relative imports).
 */
function cardShellExternal(): Plugin {
  // The host counted as seen: its own imports are not followed from it.
  const shell = staticModules(`${SRC}card/card.element.ts`, new Set([`${SRC}frame/host.ts`]));
  shell.delete(`${SRC}frame/host.ts`);
  return {
    name: 'tucan-card-shell-external',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/^\.{1,2}\//.test(source)) return null;
      const file = resolve(dirname(importer), source);
      return shell.has(file) ? { id: `shell:${basename(file)}`, external: true } : null;
    },
  };
}

// Two builds for `<tucan-card isolation="frame">`, apart from vite.config.ts:
// - default: the card frame the service hosts under `/elements/frame/`: `dist/frame/card.html`, `card.css` and
//   `card.js` (one module with Lit, the client and the inline card; the other locales' words in chunks);
// - `--mode host`: `dist/frame-host.js`, the host-side code the card loads on first use in frame mode, built on
//   its own only so that `pnpm size` can weigh what it adds to a card's page: lit, @tucan/client and what the card's
//   shell imports statically left out (`cardShellExternal`).
export default defineConfig(({ mode }) => {
  const host = mode === 'host';
  return {
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: host
      ? [minifyTemplatesPlugin(), compactLocalesPlugin(), cardShellExternal(), terserPlugin()]
      : [minifyTemplatesPlugin(), compactLocalesPlugin(), framePage(), terserPlugin()],
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
        ? {
            external: [/^lit/, /^@lit\//, /^@tucan\/client/],
            output: { minify: true },
            onLog: dropIntendedStaticImports,
          }
        : {
            output: { chunkFileNames: 'card-[name]-[hash].js', minify: true },
            onLog: dropIntendedStaticImports,
          },
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
