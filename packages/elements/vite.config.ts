import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/** The method elements: one npm entry each, so a page loads only the methods it uses. */
export const CODE_ELEMENTS = ['pix', 'spei', 'oxxo', 'qra', 'boleto', 'pfc'] as const;

/**
 * The script-tag bundle cannot split itself: its `codes/lazy.ts` becomes `lazy.iife.ts`, which loads the drawing
 * code (`qrcode`, the barcode encoders) from files next to `tucan.iife.js`, built by `--mode lazy`.
 */
function iifeLazyLoader(): Plugin {
  const replacement = fileURLToPath(new URL('src/codes/lazy.iife.ts', import.meta.url));
  return {
    name: 'tucan-iife-lazy',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './lazy.ts' && importer?.includes('/src/codes/')) return replacement;
      return null;
    },
  };
}

// Three builds of @tucan/elements:
// - `es` (default): the npm ESM package, one module per entry, with lit, @tucan/client and qrcode left to the
//   app's bundler; the drawing code is split into chunks loaded on first use;
// - `iife` (`--mode iife`): the single <script> bundle for merchants' checkout pages, with everything inside but
//   the drawing code;
// - `lazy` (`--mode lazy`): that drawing code as `tucan-qr.js` (with qrcode) and `tucan-bars.js`, loaded by the
//   script-tag bundle from its own URL when a code needs them.
export default defineConfig(({ mode }) => {
  const iife = mode === 'iife';
  const lazy = mode === 'lazy';
  const es = !iife && !lazy;
  return {
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: iife ? [iifeLazyLoader()] : [],
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: es,
      minify: true,
      lib: iife
        ? { entry: 'src/index.ts', name: 'Tucan', formats: ['iife'], fileName: () => 'tucan.iife.js' }
        : lazy
          ? {
              entry: { 'tucan-qr': 'src/codes/qr-draw.ts', 'tucan-bars': 'src/codes/bars-draw.ts' },
              formats: ['es'],
              fileName: (_format, name) => `${name}.js`,
            }
          : {
              entry: {
                index: 'src/index.ts',
                status: 'src/status/status.ts',
                card: 'src/card/card.ts',
                checkout: 'src/checkout/checkout.ts',
                domain: 'src/domain/index.ts',
                'apple-pay': 'src/apple-pay/apple-pay.ts',
                'google-pay': 'src/google-pay/google-pay.ts',
                ...Object.fromEntries(CODE_ELEMENTS.map((m) => [m, `src/${m}/${m}.ts`])),
              },
              formats: ['es'],
              fileName: (_format, name) => `${name}.js`,
            },
      rolldownOptions: es ? { external: [/^lit/, /^@lit\//, /^@tucan\/client/, /^qrcode/] } : {},
    },
  };
});
