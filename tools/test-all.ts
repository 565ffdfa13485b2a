/**
 * `pnpm test`: every check, in order: typecheck, lint, unit + browser tests (Vitest), build + size budgets, the
 * packed tarballs (`pnpm pack:check`), and e2e (Playwright). Every step runs even if an earlier one failed, so one run shows everything. The last line is
 * `tests: N passed, N failed`, summed over the Vitest and Playwright reporters; a failed non-test step counts as
 * one failed test so the line never hides it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const out = join(root, '.tucan-test-summary');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const vitestJson = join(out, 'vitest.json');
const playwrightJson = join(out, 'playwright.json');
const flakyFile = join(out, 'flaky.txt');

interface Step {
  name: string;
  cmd: string[];
  env?: Record<string, string>;
}
const only = process.argv.slice(2);
const allSteps: Step[] = [
  { name: 'typecheck', cmd: ['pnpm', 'typecheck'] },
  { name: 'lint', cmd: ['pnpm', 'lint'] },
  {
    name: 'vitest',
    cmd: ['pnpm', 'exec', 'vitest', 'run'],
    env: { TUCAN_VITEST_JSON: vitestJson, TUCAN_FLAKY_FILE: flakyFile },
  },
  { name: 'size', cmd: ['pnpm', 'size'] },
  { name: 'pack', cmd: ['pnpm', 'pack:check'] },
  { name: 'e2e', cmd: ['pnpm', 'test:e2e'], env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson } },
];
const steps = allSteps.filter((s) => only.length === 0 || only.includes(s.name));

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
for (const step of steps) {
  process.stdout.write(`\n▶ ${step.name}: ${step.cmd.join(' ')}\n`);
  const t0 = Date.now();
  const r = spawnSync(step.cmd[0]!, step.cmd.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  results.push({ name: step.name, ok: r.status === 0, seconds: (Date.now() - t0) / 1000 });
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
const v = readJson(vitestJson) as { numPassedTests?: number; numFailedTests?: number } | undefined;
if (v) {
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
}
const p = readJson(playwrightJson) as { stats?: { expected?: number; unexpected?: number; flaky?: number } };
if (p?.stats) {
  passed += (p.stats.expected ?? 0) + (p.stats.flaky ?? 0);
  failed += p.stats.unexpected ?? 0;
}
// A failed step whose reporter counted no failure (typecheck, lint, size, a crash) still counts as one failure.
for (const r of results) {
  const counted =
    (r.name === 'vitest' && (v?.numFailedTests ?? 0) > 0) ||
    (r.name === 'e2e' && (p?.stats?.unexpected ?? 0) > 0);
  if (!r.ok && !counted) failed += 1;
}

// The names of the failed tests, repeated here because CI logs keep only their tail.
const failures: string[] = [];
for (const file of (
  v as
    | {
        testResults?: Array<{
          name: string;
          assertionResults?: Array<{ status: string; fullName: string; failureMessages?: string[] }>;
        }>;
      }
    | undefined
)?.testResults ?? []) {
  for (const a of file.assertionResults ?? []) {
    if (a.status === 'failed')
      failures.push(
        `vitest ${file.name.replace(`${root}/`, '')} › ${a.fullName}: ${(a.failureMessages?.[0] ?? '').split('\n')[0]?.slice(0, 300)}`,
      );
  }
}
interface PwSuite {
  title: string;
  file?: string;
  suites?: PwSuite[];
  specs?: Array<{
    title: string;
    ok: boolean;
    tests?: Array<{ status?: string; results?: Array<{ error?: { message?: string } }> }>;
  }>;
}
const pwFlaky: string[] = [];
const walk = (suite: PwSuite, path: string[]): void => {
  for (const spec of suite.specs ?? []) {
    if (spec.tests?.some((t) => t.status === 'flaky'))
      pwFlaky.push(`e2e ${[...path, spec.title].join(' › ')}`);
    if (!spec.ok) {
      const msg = spec.tests?.[0]?.results?.at(-1)?.error?.message ?? '';
      failures.push(`e2e ${[...path, spec.title].join(' › ')}: ${msg.split('\n')[0]?.slice(0, 300)}`);
    }
  }
  for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
};
for (const suite of (p as { suites?: PwSuite[] } | undefined)?.suites ?? []) walk(suite, [suite.title]);

process.stdout.write('\nsummary\n');
for (const r of results)
  process.stdout.write(`  ${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds.toFixed(1)} s)\n`);
const flaky = [
  ...(existsSync(flakyFile) ? readFileSync(flakyFile, 'utf8').split('\n').filter(Boolean) : []),
  ...pwFlaky,
];
if (flaky.length > 0) {
  process.stdout.write('passed only on a retry (flaky: fix them)\n');
  for (const f of flaky) process.stdout.write(`  ~ ${f}\n`);
}
if (failures.length > 0) {
  process.stdout.write('failed tests\n');
  for (const f of failures) process.stdout.write(`  ✗ ${f}\n`);
}
const line = `tests: ${passed} passed, ${failed} failed`;
writeFileSync(join(out, 'summary.txt'), `${line}\n`);
process.stdout.write(`${line}\n`);
process.exit(results.every((r) => r.ok) && failed === 0 ? 0 : 1);
