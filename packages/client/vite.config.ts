import { defineConfig } from 'vite';

// Library build of the client: three ES modules (the client; the service's URLs, which a page checks before it
// needs the client; the card rules it shares with the service), no dependencies, minified (measured by the size
// budget).
export default defineConfig({
  build: {
    lib: {
      entry: {
        index: 'src/index.ts',
        'service-url': 'src/service-url.ts',
        'card-rules': 'src/card-rules/index.ts',
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    target: 'es2022',
    minify: true,
    sourcemap: true,
    rolldownOptions: { output: { minify: true } },
  },
});
