/**
 * The one browser finder, shared by the Vitest browser project, the Playwright e2e config and the bench:
 * TUCAN_CHROMIUM, else the system's Chromium, else a Chromium that Playwright itself has installed.
 *
 * Tests prefer Chromium's headless shell (Debian's `chromium-headless-shell`, the build Playwright itself runs
 * headless tests in): it has no browser window to draw, so the same tests take about a third less CPU than in the
 * full browser's headless mode. The bench measures what a shopper runs, so it asks for the full browser.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const HOW_TO_GET_ONE =
  'tucan: no Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium-headless-shell chromium`) or set TUCAN_CHROMIUM=/path/to/chromium.';

/** The system's builds, in order of preference: for tests, the headless shell first; for the bench, the browser. */
const SYSTEM = {
  tests: ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'],
  shopper: ['/usr/bin/chromium', '/usr/bin/chromium-browser'],
} as const;

function playwrightsOwn(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core') as { chromium: { executablePath(): string } };
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  use: keyof typeof SYSTEM = 'tests',
): string {
  const fromEnv = env.TUCAN_CHROMIUM;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`tucan: TUCAN_CHROMIUM=${fromEnv} does not exist. ${HOW_TO_GET_ONE}`);
  }
  for (const candidate of SYSTEM[use]) {
    if (existsSync(candidate)) return candidate;
  }
  const own = playwrightsOwn();
  if (own) return own;
  throw new Error(HOW_TO_GET_ONE);
}
