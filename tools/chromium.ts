/**
 * The one browser finder, shared by the Vitest browser project and the
 * Playwright e2e config: TUCAN_CHROMIUM, else /usr/bin/chromium, else a
 * Chromium that Playwright itself has installed.
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
  'tucan: no Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set TUCAN_CHROMIUM=/path/to/chromium.';

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

export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.TUCAN_CHROMIUM;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`tucan: TUCAN_CHROMIUM=${fromEnv} does not exist. ${HOW_TO_GET_ONE}`);
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  const own = playwrightsOwn();
  if (own) return own;
  throw new Error(HOW_TO_GET_ONE);
}
