/** Redocly CLI's `lint` (recommended rules, ../../../redocly.yaml) finds no error in the OpenAPI document. */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

describe('the OpenAPI document under Redocly lint', () => {
  it('has 0 errors and 0 warnings', () => {
    const run = spawnSync(
      join(ROOT, 'node_modules/.bin/redocly'),
      ['lint', 'packages/sandbox/openapi.json', '--format=json'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string }[];
    };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(run.status).toBe(0);
  }, 30_000);
});
