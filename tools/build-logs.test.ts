import { describe, expect, it } from 'vitest';
import { dropIntendedStaticImports } from '../packages/elements/build/build-logs.ts';

/** What a build prints of Rolldown's logs: the intended notices dropped, everything else passed on. */
function printed(code: string, message: string): boolean {
  let passed = false;
  const onLog = dropIntendedStaticImports as (
    level: 'warn',
    log: { code: string; message: string },
    handler: () => void,
  ) => void;
  onLog('warn', { code, message }, () => {
    passed = true;
  });
  return passed;
}

describe('build-logs', () => {
  it('drops the INEFFECTIVE_DYNAMIC_IMPORT notice of the inline card form only', () => {
    expect(
      printed(
        'INEFFECTIVE_DYNAMIC_IMPORT',
        '../packages/elements/src/card/card.form.ts is dynamically imported by ../packages/elements/src/card/card.element.ts but also statically imported by ../packages/elements/src/frame/frame.ts, dynamic import will not move module into another chunk.',
      ),
    ).toBe(false);
    expect(
      printed(
        'INEFFECTIVE_DYNAMIC_IMPORT',
        '../packages/elements/src/frame/host.ts is dynamically imported by ../packages/elements/src/frame/host-load.ts but also statically imported by ../packages/elements/src/card/card.ts, dynamic import will not move module into another chunk.',
      ),
    ).toBe(true);
  });

  it('prints the same notice for any other module, and every other warning', () => {
    expect(
      printed(
        'INEFFECTIVE_DYNAMIC_IMPORT',
        '../packages/elements/src/pay/pay.ts is dynamically imported by ../packages/elements/src/card/card.element.ts but also statically imported by ../packages/elements/src/index.ts, dynamic import will not move module into another chunk.',
      ),
    ).toBe(true);
    expect(printed('CIRCULAR_DEPENDENCY', 'elements/src/frame/host.ts -> elements/src/card/card.ts')).toBe(
      true,
    );
  });

  it('drops them whether the build runs in the package (src/…) or beside it (../packages/…), coloured or not', () => {
    expect(
      printed(
        'INEFFECTIVE_DYNAMIC_IMPORT',
        '\u001b[33m[INEFFECTIVE_DYNAMIC_IMPORT] \u001b[0msrc/card/card.form.ts is dynamically imported by src/card/card.element.ts but also statically imported by src/card/card-inline.ts, dynamic import will not move module into another chunk.',
      ),
    ).toBe(false);
    expect(
      printed(
        'INEFFECTIVE_DYNAMIC_IMPORT',
        'src/pay/pay.ts is dynamically imported by src/card/card.element.ts but also statically imported by src/frame/host.ts, dynamic import will not move module into another chunk.',
      ),
    ).toBe(true);
  });

  it("drops Rolldown's plugin timings notice: a build's speed is no warning", () => {
    expect(
      printed(
        'PLUGIN_TIMINGS',
        'JavaScript callbacks ran for 3.9s of this 4.0s build (98%).\n  - plugin tucan-terser generateBundle (95%, 3.8s, 1 call)',
      ),
    ).toBe(false);
    expect(
      printed('PLUGIN_TIMINGS', '  - plugin tucan-compact-locales transform (80%, 2.1s, 40 calls)'),
    ).toBe(false);
  });
});
