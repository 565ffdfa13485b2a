import { defineConfig } from 'vite';

// Two builds of @tucan/elements:
// - `es` (default): the npm ESM package, one module per entry, with lit and @tucan/client left to the app's bundler;
// - `iife` (`--mode iife`): the single <script> bundle for merchants' checkout pages, with everything inside.
export default defineConfig(({ mode }) => {
  const iife = mode === 'iife';
  return {
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: !iife,
      minify: true,
      lib: iife
        ? { entry: 'src/index.ts', name: 'Tucan', formats: ['iife'], fileName: () => 'tucan.iife.js' }
        : {
            entry: {
              index: 'src/index.ts',
              status: 'src/status/status.ts',
              card: 'src/card/card.ts',
              checkout: 'src/checkout/checkout.ts',
              domain: 'src/domain/index.ts',
              'apple-pay': 'src/apple-pay/apple-pay.ts',
              'google-pay': 'src/google-pay/google-pay.ts',
            },
            formats: ['es'],
            fileName: (_format, name) => `${name}.js`,
          },
      rolldownOptions: iife ? {} : { external: [/^lit/, /^@lit\//, /^@tucan\/client/, /^qrcode/] },
    },
  };
});
