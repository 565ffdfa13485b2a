import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../tools/chromium.ts';

// A plain log (NO_COLOR, set by tools/test-all.ts without a terminal): Playwright gives its workers FORCE_COLOR=1,
// and Node warns about the pair in every process a test starts; this file runs in each worker too.
if (process.env.NO_COLOR) delete process.env.FORCE_COLOR;

/**
 * One demo (with its own sandbox) per worker, so that no test sees another's charges, webhooks, sandbox clock or
 * mode. `E2E_DEMO_PORTS`/`E2E_SANDBOX_PORTS` (comma-separated, as many as workers; `pnpm test` gives free ones)
 * run that many workers; otherwise one worker on `E2E_DEMO_PORT`/`E2E_SANDBOX_PORT`.
 */
const list = (many: string | undefined, one: string | undefined, fallback: number): number[] =>
  (many ?? one ?? String(fallback)).split(',').map(Number);
const ports = list(process.env.E2E_DEMO_PORTS, process.env.E2E_DEMO_PORT, 5174);
const sandboxPorts = list(process.env.E2E_SANDBOX_PORTS, process.env.E2E_SANDBOX_PORT, 4011);
if (sandboxPorts.length !== ports.length || [...ports, ...sandboxPorts].some((p) => !Number.isInteger(p)))
  throw new Error('E2E_DEMO_PORTS and E2E_SANDBOX_PORTS: as many ports in each, comma-separated');
// A worker's tests use its own demo: Playwright numbers the workers that run at once 0…workers-1
// (TEST_PARALLEL_INDEX, set before a worker loads this file; unset in the main process).
const port = ports[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? ports[0]!;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: ports.length,
  retries: 1,
  timeout: 45_000,
  // Webhook deliveries and the backend's GET behind them arrive asynchronously: give UI assertions room on a busy CI.
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: ports.map((demoPort, i) => ({
    command: 'pnpm demo',
    cwd: '..',
    url: `http://127.0.0.1:${demoPort}/api/config`,
    // A worker's whole run shares one merchant client: 100 calls a minute (the seed's limit) is a QA engineer's
    // pace, not a test suite's. The limit itself is tested in the sandbox and client suites.
    env: {
      DEMO_PORT: String(demoPort),
      TUCAN_SANDBOX_PORT: String(sandboxPorts[i]),
      TUCAN_SANDBOX_RATE_LIMIT: '2000',
      // Playwright gives its web server FORCE_COLOR=1; with NO_COLOR (a plain log: tools/test-all.ts) Node would
      // warn about the pair, so the demo gets NO_COLOR alone.
      ...(process.env.NO_COLOR ? ({ FORCE_COLOR: undefined } as unknown as Record<string, string>) : {}),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
  })),
});
