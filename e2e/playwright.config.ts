import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../tools/chromium.ts';

// A plain log (NO_COLOR, set by tools/test-all.ts without a terminal): Playwright gives its workers FORCE_COLOR=1,
// and Node warns about the pair in every process a test starts; this file runs in each worker too.
if (process.env.NO_COLOR) delete process.env.FORCE_COLOR;

const port = Number(process.env.E2E_DEMO_PORT ?? 5174);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4011);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: 'pnpm demo',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/config`,
    // The whole run shares one merchant client: 100 calls a minute (the seed's limit) is a QA engineer's pace,
    // not a test suite's. The limit itself is tested in the sandbox and client suites.
    env: {
      DEMO_PORT: String(port),
      TUCAN_SANDBOX_PORT: String(sandboxPort),
      TUCAN_SANDBOX_RATE_LIMIT: '2000',
      // Playwright gives its web server FORCE_COLOR=1; with NO_COLOR (a plain log: tools/test-all.ts) Node would
      // warn about the pair, so the demo gets NO_COLOR alone.
      ...(process.env.NO_COLOR ? ({ FORCE_COLOR: undefined } as unknown as Record<string, string>) : {}),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
