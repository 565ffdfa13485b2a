import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildCardFrame } from '../vite.frame.config.ts';

/**
 * Starts a real sandbox for the browser tests, once per run, and hands its
 * base URL to the tests through `inject('sandboxUrl')`.
 */
export default async function setup(project: TestProject) {
  const { createSandbox } = await import('@tucan/sandbox');
  // The card frame (`<tucan-card isolation="frame">`), served by the sandbox under /elements/frame/ as the
  // service hosts it: on the sandbox's origin, another origin than the test page's.
  const elementsDir = await mkdtemp(join(tmpdir(), 'tucan-elements-'));
  // `pnpm test` builds the package first and says so (TUCAN_ELEMENTS_BUILT): its frame is copied, not rebuilt.
  const built = fileURLToPath(new URL('../dist/frame', import.meta.url));
  if (process.env.TUCAN_ELEMENTS_BUILT === '1' && existsSync(join(built, 'card.html')))
    await cp(built, join(elementsDir, 'frame'), { recursive: true });
  else await buildCardFrame(elementsDir);
  // Generous rate limits: the whole browser suite shares one client_id and one address, 127.0.0.1, for its public
  // calls (the rate limits themselves are tested in Node); a charge's own limit stays the service's.
  const sandbox = await createSandbox({
    port: 0,
    webhookBackoffMs: 10,
    rateLimit: { limit: 100_000, windowMs: 60_000 },
    publicRateLimit: { perAddress: { limit: 100_000, windowMs: 60_000 } },
    elementsDir,
    // The sandbox's own request log, CORS preflights included (read by the `sandboxRequests` command).
    accessLog: true,
  });
  (globalThis as { tucanTestSandbox?: unknown }).tucanTestSandbox = sandbox;
  process.env.TUCAN_TEST_SANDBOX_URL = sandbox.baseUrl;
  project.provide('sandboxUrl', sandbox.baseUrl);
  project.provide('sandboxControl', sandbox.controlUrl);
  return async () => {
    await sandbox.close();
    await rm(elementsDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string;
    sandboxControl: string;
  }
}
