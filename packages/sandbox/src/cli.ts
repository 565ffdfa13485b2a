#!/usr/bin/env node
/** `pnpm sandbox [--port N]`: starts the sandbox and prints where it listens and the seeded credentials. */
import { parseArgs } from 'node:util';
import { VERSION_MODES, type VersionMode } from './contract.ts';
import { createSandbox } from './index.ts';

const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' } },
  allowPositionals: true,
});
const env = process.env;
const port = Number(values.port ?? env.TUCAN_SANDBOX_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`Invalid port: ${values.port ?? env.TUCAN_SANDBOX_PORT}\n`);
  process.exit(2);
}
const mode = env.TUCAN_SANDBOX_VERSION_MODE ?? 'current';
if (!(VERSION_MODES as readonly string[]).includes(mode)) {
  process.stderr.write(`TUCAN_SANDBOX_VERSION_MODE must be one of ${VERSION_MODES.join(', ')}\n`);
  process.exit(2);
}

const sandbox = await createSandbox({
  port,
  host: values.host ?? env.TUCAN_SANDBOX_HOST,
  allowedHosts: env.TUCAN_SANDBOX_ALLOWED_HOSTS?.split(',')
    .map((h) => h.trim())
    .filter(Boolean),
  clientId: env.TUCAN_SANDBOX_CLIENT_ID || undefined,
  clientSecret: env.TUCAN_SANDBOX_CLIENT_SECRET || undefined,
  webhookSecret: env.TUCAN_SANDBOX_WEBHOOK_SECRET || undefined,
  versionMode: mode as VersionMode,
});

process.stdout.write(
  [
    'tucan sandbox (Payment Service Interface v1) is running',
    `  base_url      ${sandbox.baseUrl}`,
    `  auth_url      ${sandbox.authUrl}`,
    `  control_url   ${sandbox.controlUrl}`,
    `  client_id     ${sandbox.clientId}`,
    `  client_secret ${sandbox.clientSecret}`,
    `  webhook_secret ${sandbox.webhookSecret}  (Tucan-Signature: t=…,v1=HMAC-SHA256 of "t.body")`,
    '',
  ].join('\n'),
);

const stop = () => {
  void sandbox.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
