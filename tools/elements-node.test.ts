/**
 * @tucan/elements in Node (SSR, tests, a server that imports the package): importing it, or running the
 * script-tag shell, must not touch `window` or `document`, and must not throw.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const elements = resolve(import.meta.dirname, '../packages/elements');

describe('@tucan/elements in Node', () => {
  it('imports every entry without a window, and exposes its API', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const api = await import('../packages/elements/src/index.ts');
    expect(api.CHARGE_STATUSES).toContain('paid');
    expect(api.visualState('paid')).toBe('success');
    expect(typeof api.TucanCardElement).toBe('function');
    await import('../packages/elements/src/checkout/checkout.ts');
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
  });

  it('the script-tag shell does nothing outside a browser', async () => {
    await import('../packages/elements/src/script/tucan.ts');
    expect((globalThis as { Tucan?: unknown }).Tucan).toBeUndefined();
  });

  it('the built shell (tucan.js) runs in a bare context without throwing or defining Tucan', async () => {
    const { build } = await import('vite');
    const outDir = mkdtempSync(join(tmpdir(), 'tucan-shell-'));
    await build({
      root: elements,
      configFile: join(elements, 'vite.config.ts'),
      mode: 'shell',
      logLevel: 'silent',
      build: { outDir },
    });
    const code = readFileSync(join(outDir, 'tucan.js'), 'utf8');
    expect(code).toContain('tucan-');
    const context: Record<string, unknown> = {};
    runInNewContext(code, context);
    expect(context.Tucan).toBeUndefined();
  });
});
