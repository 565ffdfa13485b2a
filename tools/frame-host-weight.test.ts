import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticModules } from '../packages/elements/vite.frame.config.ts';

const src = join(import.meta.dirname, '../packages/elements/src');

describe("the frame host's weighing leaves out only what the card's shell already has", () => {
  it("takes the shell's static imports (events, the frame's words, lazyModule, the plain failure, addStyles), never the host's own code", () => {
    const shell = [...staticModules(join(src, 'card/card.element.ts'))].map((f) => relative(src, f));
    expect(shell).toEqual(
      expect.arrayContaining([
        'events.ts',
        'internal/lazy-module.ts',
        'frame/frame.messages.ts',
        'frame/failure-plain.ts',
        'frame/host-load.ts',
        // The shell's refusal of a bad base-url draws the titled alert (internal/base-url.ts), so the host's
        // styles helper is on the page before the host.
        'internal/add-styles.ts',
      ]),
    );
    // What the host adds (it is loaded by host-load.ts with import(), and named by the shell only as a type).
    for (const own of [
      'frame/host.ts',
      'frame/protocol.ts',
      'frame/frame-host.styles.ts',
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
