import { defineConfig } from 'vite';

// Library build of the client: one ES module, no dependencies, minified (measured by the size budget).
export default defineConfig({
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
    target: 'es2022',
    minify: true,
    sourcemap: true,
    rolldownOptions: { output: { minify: true } },
  },
});
