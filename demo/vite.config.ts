import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, defaultClientConditions, defineConfig } from 'vite';
import { dropIntendedStaticImports } from '../packages/elements/build/build-logs.ts';

const here = dirname(fileURLToPath(import.meta.url));

// script-console.html loads the script-tag bundle as a classic script, on purpose: Vite need not say it cannot
// bundle it (server.ts builds it next to the page).
const logger = createLogger('warn');
const warn = logger.warn;
logger.warn = (message, options) => {
  if (!message.includes('<script src="/tucan.js">')) warn(message, options);
};

export default defineConfig({
  root: here,
  customLogger: logger,
  // The packages from source (their `exports` name it under `tucan-source`), as the rest of the workspace.
  resolve: { conditions: ['tucan-source', ...defaultClientConditions] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    // No inline module-preload polyfill script: the demo runs under a strict CSP.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The npm `index` entry includes every element statically, on purpose: packages/elements/build/build-logs.ts.
      onLog: dropIntendedStaticImports,
      // The console twice: elements imported from npm (index.html) or from the script-tag bundle.
      input: { index: resolve(here, 'index.html'), script: resolve(here, 'script-console.html') },
    },
  },
});
