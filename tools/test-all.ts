/**
 * `pnpm test`: every check: typecheck, lint, unit + browser tests (Vitest), build + size budgets, the packed
 * tarballs (`pnpm pack:check`), and e2e (Playwright). Every step runs even if an earlier one failed, so one run
 * shows everything. Steps that do not depend on each other run at the same time, in two phases:
 *   1. typecheck, lint and the build with its size budgets (`pnpm size`);
 *   2. what needs the build: Vitest, e2e (its demo builds the console; the framework pages pack and install the
 *      tarballs) and the packed tarballs' checks. Both test runners spend most of their time waiting on the
 *      sandbox and the browser, so together they take little longer than the longer of the two.
 * One step of each phase prints as it runs; the others' output follows it, so the log reads step by step.
 * Each e2e worker has its own demo and sandbox, on free ports (`E2E_DEMO_PORTS`/`E2E_SANDBOX_PORTS` when given,
 * one port per worker, comma-separated). Without a terminal, no colour codes (`NO_COLOR`). The last line is
 * `tests: N passed, N failed`, summed over the Vitest and Playwright reporters; a failed non-test step counts as one
 * failed test so the line never hides it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const out = join(root, '.tucan-test-summary');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
/** Each Vitest project's JSON report, by step name. */
const vitestJson = {
  'vitest-browser': join(out, 'vitest.json'),
  'vitest-node': join(out, 'vitest-node.json'),
};
const playwrightJson = join(out, 'playwright.json');
const flakyFile = join(out, 'flaky.txt');

/** `n` different ports nobody listens on now (the OS's choice). */
async function freePorts(n: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<ReturnType<typeof createServer>>((done, fail) => {
          const s = createServer().once('error', fail);
          s.listen(0, '127.0.0.1', () => done(s));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as { port: number }).port);
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  return ports;
}
/** Playwright workers, each with its own demo and sandbox (e2e/playwright.config.ts). */
const E2E_WORKERS = 2;
const e2ePorts = await freePorts(2 * E2E_WORKERS);

interface Step {
  name: string;
  cmd: string[];
  env?: Record<string, string>;
}
const only = process.argv.slice(2);
/**
 * Set for the steps after the build once it succeeded (`size` runs `pnpm build`): the browser tests' global setup
 * and the e2e demo copy the card frame, the script-tag bundle and the hosted page from packages/elements/dist
 * instead of building them again.
 */
const built: Record<string, string> = {};
const phases: Step[][] = [
  [
    { name: 'size', cmd: ['pnpm', 'size'] },
    { name: 'typecheck', cmd: ['pnpm', 'typecheck'] },
    { name: 'lint', cmd: ['pnpm', 'lint'] },
  ],
  [
    // The two Vitest projects in two processes at once: the browser files run several at a time, the Node files
    // one at a time (in one run, Vitest would run the projects one after the other: their worker counts differ).
    {
      name: 'vitest-browser',
      cmd: ['pnpm', 'exec', 'vitest', 'run', '--project', 'browser'],
      env: { TUCAN_VITEST_JSON: vitestJson['vitest-browser'], TUCAN_FLAKY_FILE: flakyFile },
    },
    {
      name: 'e2e',
      cmd: ['pnpm', 'test:e2e'],
      env: {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
        E2E_DEMO_PORTS: process.env.E2E_DEMO_PORTS || e2ePorts.slice(0, E2E_WORKERS).join(','),
        E2E_SANDBOX_PORTS: process.env.E2E_SANDBOX_PORTS || e2ePorts.slice(E2E_WORKERS).join(','),
      },
    },
    { name: 'pack', cmd: ['pnpm', 'pack:check'] },
    {
      name: 'vitest-node',
      cmd: ['pnpm', 'exec', 'vitest', 'run', '--project', 'node'],
      env: { TUCAN_VITEST_JSON: vitestJson['vitest-node'], TUCAN_FLAKY_FILE: flakyFile },
    },
  ],
];

// A log file or a CI pipe gets plain text: no colour codes from Vite, Vitest, Playwright or the demo.
const plain: Record<string, string> = process.stdout.isTTY ? {} : { NO_COLOR: '1' };
const baseEnv: NodeJS.ProcessEnv = { ...process.env, ...plain };
if (plain.NO_COLOR) delete baseEnv.FORCE_COLOR;

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
  /** What a step that did not print live printed. */
  output: string;
}

/** Runs one step; `live` prints as it runs, otherwise its output is kept for after the live step's. */
function runStep(step: Step, live: boolean): Promise<Result> {
  const t0 = Date.now();
  const header = `\n▶ ${step.name}: ${step.cmd.join(' ')}\n`;
  if (live) process.stdout.write(header);
  const child = spawn(step.cmd[0]!, step.cmd.slice(1), {
    cwd: root,
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...baseEnv, ...built, ...step.env },
  });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (b: Buffer) => chunks.push(b));
  child.stderr?.on('data', (b: Buffer) => chunks.push(b));
  return new Promise((done) => {
    child.on('error', (e) => chunks.push(Buffer.from(`${e.message}\n`)));
    child.on('close', (code) => {
      const seconds = (Date.now() - t0) / 1000;
      const end = `◀ ${step.name}: ${code === 0 ? 'ok' : 'failed'} (${seconds.toFixed(1)} s)\n`;
      if (live) process.stdout.write(end);
      const output = live ? '' : `${header}${Buffer.concat(chunks).toString()}${end}`;
      done({ name: step.name, ok: code === 0, seconds, output });
    });
  });
}

const results: Result[] = [];
const t0 = Date.now();
for (const phase of phases) {
  // `pnpm test vitest` runs both Vitest steps.
  const steps = phase.filter(
    (s) => only.length === 0 || only.includes(s.name) || only.includes(s.name.split('-')[0]!),
  );
  // The first step of a phase (the longest) prints live; the others' output follows it.
  const done = await Promise.all(steps.map((s, i) => runStep(s, i === 0)));
  for (const r of done) process.stdout.write(r.output);
  results.push(...done);
  if (done.some((r) => r.name === 'size' && r.ok)) built.TUCAN_ELEMENTS_BUILT = '1';
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

interface VitestJson {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: Array<{
    name: string;
    assertionResults?: Array<{ status: string; fullName: string; failureMessages?: string[] }>;
  }>;
}
let passed = 0;
let failed = 0;
const vitest = Object.fromEntries(
  Object.entries(vitestJson).map(([step, file]) => [step, readJson(file) as VitestJson | undefined]),
);
for (const v of Object.values(vitest)) {
  passed += v?.numPassedTests ?? 0;
  failed += v?.numFailedTests ?? 0;
}
const p = readJson(playwrightJson) as { stats?: { expected?: number; unexpected?: number; flaky?: number } };
if (p?.stats) {
  passed += (p.stats.expected ?? 0) + (p.stats.flaky ?? 0);
  failed += p.stats.unexpected ?? 0;
}
// A failed step whose reporter counted no failure (typecheck, lint, size, a crash) still counts as one failure.
for (const r of results) {
  const counted =
    (r.name in vitest && (vitest[r.name]?.numFailedTests ?? 0) > 0) ||
    (r.name === 'e2e' && (p?.stats?.unexpected ?? 0) > 0);
  if (!r.ok && !counted) failed += 1;
}

// The names of the failed tests, repeated here because CI logs keep only their tail.
const failures: string[] = [];
for (const file of Object.values(vitest).flatMap((v) => v?.testResults ?? [])) {
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

process.stdout.write(`\nsummary (${((Date.now() - t0) / 1000).toFixed(0)} s)\n`);
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
