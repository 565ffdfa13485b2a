import { runInNewContext } from 'node:vm';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { terserPlugin } from '../packages/elements/build/terser.ts';

/** Runs the plugin's `generateBundle` over one chunk of `code`, as the build does, and returns the chunk's code. */
async function minified(code: string, format: 'es' | 'iife'): Promise<string> {
  const chunk = { type: 'chunk', fileName: 'tucan-x.js', code } as Rolldown.OutputChunk;
  const bundle = { 'tucan-x.js': chunk } as unknown as Rolldown.OutputBundle;
  const hook = terserPlugin().generateBundle as (
    o: { format: string },
    b: Rolldown.OutputBundle,
  ) => Promise<void>;
  await hook.call({}, { format }, bundle);
  return chunk.code;
}

const SOURCE = `//# allFunctionsCalledOnLoad
/* a comment the browser need not download */
(function () {
  var table = { pending: 'waiting', paid: 'success' };
  function visual(status) { if (Object.hasOwn(table, status)) { return table[status]; } else { return 'info'; } }
  globalThis.result = [visual('paid'), visual('pending'), visual('other')].join(' ');
})();
`;

describe("the script tag's second minifying pass (build/terser.ts)", () => {
  it("keeps V8's compile hint as the first line, drops the other comments, and the code still does the same", async () => {
    const out = await minified(SOURCE, 'iife');
    expect(out.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(out).not.toContain('a comment');
    expect(out.length).toBeLessThan(SOURCE.length);
    const context: { result?: string } = {};
    runInNewContext(out, context);
    expect(context.result).toBe('success waiting info');
  });

  it('adds no compile hint to a file that had none', async () => {
    const out = await minified('export const a = 1 + 2;\n', 'es');
    expect(out.startsWith('//')).toBe(false);
    expect(out).toContain('3');
  });
});
