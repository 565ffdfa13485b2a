import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, defaultClientConditions, defineConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

// script-console.html loads the script-tag bundle as a classic script, on purpose: Vite need not say it cannot
// bundle it (server.ts builds it next to the page).
const logger = createLogger('warn');
const warn = logger.warn;
logger.warn = (message, options) => {
  if (!message.includes('<script src="/tucan.js">')) warn(message, options);
};

/** The lazy modules the npm `index` entry (and the card it registers) import statically on purpose. */
const INTENDED_STATIC = ['elements/src/card/card.inline.ts ', 'elements/src/frame/host.ts '];

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
      // The console imports `@tucan/elements` as an npm user does: its `index` registers every element statically,
      // on purpose, so the lazy parts the script-tag build splits off (the inline card form, the frame host) are in
      // the console's bundle already and their `import()` cannot move them. Rolldown says so at every start; only
      // that notice, for those two modules, is dropped here. Every other warning is still printed.
      onLog(level, log, handler) {
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && INTENDED_STATIC.some((m) => log.message.includes(m)))
          return;
        handler(level, log);
      },
      // The console twice: elements imported from npm (index.html) or from the script-tag bundle.
      input: { index: resolve(here, 'index.html'), script: resolve(here, 'script-console.html') },
    },
  },
});
