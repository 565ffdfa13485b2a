import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inGroup, SCRIPT_CHUNKS, scriptChunkGroups } from '../packages/elements/build/script-chunks.ts';

const packages = resolve(import.meta.dirname, '../packages');
// lit and the packages it is made of sit side by side in pnpm's store (`.pnpm/lit@…/node_modules/`).
const litPackages = dirname(realpathSync(join(packages, 'elements/node_modules/lit')));

/** Where a module named in a group is. */
function fileOf(module: string): string {
  if (module.startsWith('elements/src/') || module.startsWith('client/src/')) return join(packages, module);
  return join(litPackages, module);
}

describe("the script tag's chunk groups", () => {
  it('name modules that exist: a renamed or moved module would fall out of its group unnoticed', () => {
    const missing = SCRIPT_CHUNKS.flatMap((g) => g.modules)
      .map(fileOf)
      .filter((f) => !existsSync(f));
    expect(missing).toEqual([]);
  });

  it('name each module once, in one group, with one priority per group', () => {
    const modules = SCRIPT_CHUNKS.flatMap((g) => g.modules);
    expect(new Set(modules).size).toBe(modules.length);
    const priorities = SCRIPT_CHUNKS.map((g) => g.priority);
    expect(new Set(priorities).size).toBe(priorities.length);
  });

  it("match a module's id by the end of its path, with either separator", () => {
    const [core] = scriptChunkGroups();
    expect(core?.name).toBe('core');
    expect(core?.test('/repo/packages/elements/src/controllers/localize.ts')).toBe(true);
    expect(core?.test('C:\\repo\\packages\\elements\\src\\controllers\\localize.ts')).toBe(true);
    expect(core?.test('/store/lit-html@3.3.3/node_modules/lit-html/lit-html.js')).toBe(true);
    // The end of a path, not a part of a name: the inline form is not the card's class, `my-lit` is not lit.
    expect(core?.test('/repo/packages/elements/src/card/card.form.ts')).toBe(false);
    expect(inGroup('/store/node_modules/my-lit/index.js', ['lit/index.js'])).toBe(false);
    expect(inGroup('/repo/packages/elements/src/card/card.form.ts', ['card.form.ts'])).toBe(true);
  });
});
