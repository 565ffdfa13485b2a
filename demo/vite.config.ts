import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    // No inline module-preload polyfill script: the demo runs under a strict CSP.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The console twice: elements imported from npm (index.html) or from the script-tag bundle.
      input: { index: resolve(here, 'index.html'), script: resolve(here, 'script-console.html') },
    },
  },
});
