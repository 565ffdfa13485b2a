#!/usr/bin/env node
/**
 * `pnpm sandbox [--port N] [--host H] [--elements-dir DIR]`: starts the sandbox and prints where it listens and the
 * seeded credentials. The browser assets it serves under `/elements/` (the hosted checkout page, the card frame, the
 * script tag) come from `--elements-dir`, `TUCAN_SANDBOX_ELEMENTS_DIR`, or the `dist/` of an `@tucan/elements`
 * installed beside it. `--help` prints the usage (`cli.usage.ts`).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { USAGE } from './cli.usage.ts';
import { VERSION_MODES, type VersionMode } from './contract.ts';
import { createSandbox } from './index.ts';

/** The command line, or the usage: after `--help` (exit 0), or after one line naming what is wrong (exit 2). */
function readArgs() {
  try {
    const { values } = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'elements-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
    });
    if (values.help) {
      process.stdout.write(USAGE);
      process.exit(0);
    }
    return values;
  } catch (error) {
    // parseArgs' own words name the option (`Unknown option '--prot'`, `Option '--port <value>' argument missing`),
    // without its advice on positionals (the sandbox takes none).
    const said = String((error as Error).message ?? error).replace(/\. To specify a positional.*$/s, '');
    process.stderr.write(`tucan sandbox: ${said}\n\n${USAGE}`);
    process.exit(2);
  }
}

const values = readArgs();
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

/** The built `@tucan/elements` assets: given, or found beside the sandbox (only files are read, no code). */
function elementsDir(): string | undefined {
  const given = values['elements-dir'] ?? env.TUCAN_SANDBOX_ELEMENTS_DIR;
  if (given) return resolve(given);
  try {
    const pkg = createRequire(import.meta.url).resolve('@tucan/elements/package.json');
    const dist = join(dirname(pkg), 'dist');
    return existsSync(dist) ? dist : undefined;
  } catch {
    return undefined;
  }
}

const assets = elementsDir();

/**
 * The banner's `elements` line: the folder it serves under `/elements/`, or what is missing without the built
 * files (the script tag's `tucan.js` and its chunks, the card's frame, the hosted checkout page) and how to get them.
 */
function elementsLine(dir: string | undefined): string {
  const how = 'build them with `pnpm build`, or give a built dist/ with --elements-dir DIR';
  const missing = 'no script-tag files (/elements/tucan.js), card frame or hosted checkout page';
  if (!dir) return `none: ${missing}; ${how}`;
  if (!existsSync(join(dir, 'tucan.js'))) return `${dir}, which has no tucan.js: ${missing}; ${how}`;
  return dir;
}
const sandbox = await createSandbox({
  elementsDir: assets,
  port,
  host: values.host ?? env.TUCAN_SANDBOX_HOST,
  allowedHosts: env.TUCAN_SANDBOX_ALLOWED_HOSTS?.split(',')
    .map((h) => h.trim())
    .filter(Boolean),
  clientId: env.TUCAN_SANDBOX_CLIENT_ID || undefined,
  clientSecret: env.TUCAN_SANDBOX_CLIENT_SECRET || undefined,
  webhookSecret: env.TUCAN_SANDBOX_WEBHOOK_SECRET || undefined,
  versionMode: mode as VersionMode,
}).catch((error: unknown) => {
  // A taken port is the usual reason (another `pnpm sandbox`, or `pnpm demo` with its embedded sandbox): one line.
  const code = (error as { code?: string }).code;
  if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
  process.stderr.write(
    `tucan sandbox: port ${port} is ${code === 'EADDRINUSE' ? 'already in use' : 'not allowed'}: choose another with --port N or TUCAN_SANDBOX_PORT=N\n`,
  );
  process.exit(1);
});

process.stdout.write(
  [
    'tucan sandbox (Payment Service Interface v1) is running',
    `  base_url      ${sandbox.baseUrl}`,
    `  auth_url      ${sandbox.authUrl}`,
    `  control_url   ${sandbox.controlUrl}`,
    `  client_id     ${sandbox.clientId}`,
    `  elements      ${elementsLine(assets)}`,
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
