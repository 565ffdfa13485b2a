import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  inGroup,
  SCRIPT_ENTRY_MODULES,
  SCRIPT_LAZY_PARTS,
} from '../packages/elements/build/script-chunks.ts';

const packages = resolve(import.meta.dirname, '../packages');

describe("the script tag's lazy parts", () => {
  it('send lazy parts to entry modules that exist and are entries of the script build', () => {
    const entries = new Set(Object.values(SCRIPT_ENTRY_MODULES));
    for (const [module, entry] of Object.entries(SCRIPT_LAZY_PARTS)) {
      expect(existsSync(join(packages, module)), module).toBe(true);
      expect(existsSync(join(packages, 'elements', entry)), entry).toBe(true);
      expect(entries.has(entry), entry).toBe(true);
    }
  });

  it("match a module's id by the end of its path, with either separator", () => {
    const card = ['elements/src/card/card.ts'];
    expect(inGroup('/repo/packages/elements/src/card/card.ts', card)).toBe(true);
    expect(inGroup('C:\\repo\\packages\\elements\\src\\card\\card.ts', card)).toBe(true);
    // The end of a path, not a part of a name: `my-card.ts` is not `card.ts`.
    expect(inGroup('/repo/packages/elements/src/card/my-card.ts', ['card.ts'])).toBe(false);
  });
});
