import type { Plugin } from 'vite';

/** The first line of a script-tag file: V8's hint to compile every function while the file streams in. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * A second minifying pass with terser over the files that go to the browser as they are built (the script tag,
 * the frame document, the hosted page): after rolldown's own minifier it takes off about 1.4 % more of the
 * gzipped bytes (tighter expressions, shorter property sequences), which every page pays for. Only terser's safe
 * compressions (no `unsafe*`); comments are dropped except V8's compile hint, which stays the first line. The
 * npm build is left to the app's bundler.
 */
export function terserPlugin(): Plugin {
  return {
    name: 'tucan-terser',
    apply: 'build',
    enforce: 'post',
    async generateBundle(options, bundle) {
      const { minify } = await import('terser');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const hinted = chunk.code.startsWith(COMPILE_HINT);
        const out = await minify(chunk.code, {
          module: options.format === 'es',
          ecma: 2020,
          compress: { passes: 2 },
          format: { comments: false },
        });
        if (out.code === undefined) continue;
        chunk.code = (hinted ? COMPILE_HINT : '') + out.code;
      }
    },
  };
}
