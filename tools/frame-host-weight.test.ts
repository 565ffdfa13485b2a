import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticModules } from '../packages/elements/vite.frame.config.ts';

const src = join(import.meta.dirname, '../packages/elements/src');

describe("the frame host's weighing leaves out only what the card's element already has", () => {
  it("takes the card element's static imports other than through the host (events, the frame's words, the plain failure), never the host's own code", () => {
    const host = join(src, 'frame/host.ts');
    const shell = [...staticModules(join(src, 'card/card.element.ts'), new Set([host]))]
      .filter((f) => f !== host)
      .map((f) => relative(src, f));
    expect(shell).toEqual(
      expect.arrayContaining([
        'events.ts',
        'frame/frame.messages.ts',
        'frame/failure-plain.ts',
        'payment/payment.element.ts',
      ]),
    );
    // What the host adds (the card imports it; its own imports are followed only from it).
    for (const own of [
      'frame/host.ts',
      'frame/protocol.ts',
      'frame/host-failure.ts',
      'threeds/challenge.load.ts',
    ])
      expect(shell).not.toContain(own);
  });

  it('follows value imports and re-exports, and skips type-only imports and import()', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tucan-shell-'));
    const files: Record<string, string> = {
      'entry.ts': [
        "import type { A } from './type-only.ts';",
        "import { type B, type C } from './types-in-braces.ts';",
        "import {\n  type D,\n  value,\n} from './mixed.ts';",
        "export * from './reexported.ts';",
        "import './side-effect.ts';",
        "// import { x } from './in-a-comment.ts';",
        "export const load = () => import('./lazy.ts');",
      ].join('\n'),
      'mixed.ts': "import { deep } from './deep.ts';\nexport const value = deep;",
    };
    for (const name of [
      'type-only.ts',
      'types-in-braces.ts',
      'reexported.ts',
      'side-effect.ts',
      'in-a-comment.ts',
      'lazy.ts',
      'deep.ts',
    ])
      files[name] ??= 'export {};';
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
    const found = [...staticModules(join(dir, 'entry.ts'))].map((f) => relative(dir, f)).sort();
    expect(found).toEqual(['deep.ts', 'entry.ts', 'mixed.ts', 'reexported.ts', 'side-effect.ts']);
  });
});
