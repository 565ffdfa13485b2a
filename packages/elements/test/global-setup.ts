import type { TestProject } from 'vitest/node';

/**
 * Starts a real sandbox for the browser tests, once per run, and hands its
 * base URL to the tests through `inject('sandboxUrl')`.
 */
export default async function setup(project: TestProject) {
  const { createSandbox } = await import('@tucan/sandbox');
  // A generous rate limit: the whole browser suite shares one client_id (the rate limit itself is tested in Node).
  const sandbox = await createSandbox({
    port: 0,
    webhookBackoffMs: 10,
    rateLimit: { limit: 100_000, windowMs: 60_000 },
  });
  process.env.TUCAN_TEST_SANDBOX_URL = sandbox.baseUrl;
  project.provide('sandboxUrl', sandbox.baseUrl);
  project.provide('sandboxControl', sandbox.controlUrl);
  return async () => {
    await sandbox.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string;
    sandboxControl: string;
  }
}
