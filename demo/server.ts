/**
 * `pnpm demo`: the QA console. Starts the sandbox embedded in this process, builds the console with Vite, and
 * serves it with the merchant backend under a strict Content-Security-Policy with Trusted Types.
 * Env: DEMO_PORT (default 5173), TUCAN_SANDBOX_PORT (default 4010), TUCAN_SANDBOX_* as in the sandbox README,
 * TUCAN_SANDBOX_WEBHOOK_SECRET (default whsec_tucan_sandbox), DEMO_REQUIRE_WEBHOOK_SIGNATURE=1 to refuse
 * unsigned webhooks, TUCAN_SANDBOX_RATE_LIMIT (calls per minute per merchant client; the demo's default is 1000,
 * set 100 for the seed's limit).
 */
import { randomBytes } from 'node:crypto';
import { cp, readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createSandbox, type Sandbox, type SandboxOptions } from '@tucan/sandbox';
import { Hono } from 'hono';
import { build } from 'vite';
import { dropIntendedStaticImports } from '../packages/elements/build/build-logs.ts';
import { buildCardFrame } from '../packages/elements/vite.frame.config.ts';
import { buildHostedPage } from '../packages/elements/vite.hosted.config.ts';
import { createBackend } from './backend.ts';
import { contentSecurityPolicy, referencePageSecurityPolicy, walletPageSecurityPolicy } from './csp.ts';

const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.DEMO_PORT ?? 5173);
const host = process.env.DEMO_HOST ?? '127.0.0.1';

const env = process.env;
const versionModes = ['current', 'deprecated', 'sunset'] as const;
const versionMode = versionModes.find((m) => m === env.TUCAN_SANDBOX_VERSION_MODE) ?? 'current';
// Calls per minute per merchant client. The demo's backend is one client for every console tab of a QA team (an
// idle tab refreshes its merchant list, each code element's status checks go through the backend), so the demo
// allows 1000 unless told otherwise; `TUCAN_SANDBOX_RATE_LIMIT=100` gives the seed's limit, to test it.
const DEMO_RATE_LIMIT = 1000;
const rateLimit = Number(env.TUCAN_SANDBOX_RATE_LIMIT || DEMO_RATE_LIMIT);
// One webhook signing secret for the sandbox that signs and the backend that checks. A sandbox that does not sign
// yet ignores the option and has no `webhookSecret`; the backend then uses the same default.
const options: SandboxOptions & { webhookSecret?: string } = {
  port: Number(env.TUCAN_SANDBOX_PORT ?? 4010),
  clientId: env.TUCAN_SANDBOX_CLIENT_ID || undefined,
  clientSecret: env.TUCAN_SANDBOX_CLIENT_SECRET || undefined,
  versionMode,
  webhookBackoffMs: 200,
  webhookSecret: env.TUCAN_SANDBOX_WEBHOOK_SECRET || undefined,
  ...(Number.isInteger(rateLimit) && rateLimit > 0
    ? { rateLimit: { limit: rateLimit, windowMs: 60_000 } }
    : {}),
};
// The provider-hosted assets, built below: the script-tag bundle and its lazy files (served by the demo at its root
// for /script-tag.html, and by the sandbox under /elements/ for the hosted checkout page of payment links) and the
// card frame of `isolation="frame"` (served by the sandbox from its own origin).
const elementsDir = join(here, 'dist', 'elements');

/** A taken port (another `pnpm demo`, or `pnpm sandbox` on the sandbox's port) ends the demo with one line. */
function portTaken(error: unknown, port: number | undefined, variable: string): never {
  const code = (error as { code?: string }).code;
  if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
  process.stderr.write(
    `tucan demo: port ${port} is ${code === 'EADDRINUSE' ? 'already in use' : 'not allowed'}: choose another with ${variable}=N\n`,
  );
  process.exit(1);
}

// The demo's own port first: a second `pnpm demo` stops here, before it builds anything.
await new Promise<void>((done) => {
  const probe = createServer()
    .once('error', (error) => portTaken(error, port, 'DEMO_PORT'))
    .listen(port, host, () => probe.close(() => done()));
});
const sandbox: Sandbox & { webhookSecret?: string } = await createSandbox({ ...options, elementsDir }).catch(
  (error: unknown) => portTaken(error, options.port, 'TUCAN_SANDBOX_PORT'),
);

await build({ configFile: join(here, 'vite.config.ts'), logLevel: 'warn' });
const elements = join(here, '../packages/elements');
// `pnpm test` builds the package first and says so (TUCAN_ELEMENTS_BUILT): the same files (the script-tag bundle,
// the card frame, the hosted page) are copied from its dist/ instead of being built a second time.
const built = env.TUCAN_ELEMENTS_BUILT === '1' ? join(elements, 'dist') : undefined;
if (built) {
  for (const name of await readdir(built)) {
    if (/^tucan.*\.js$/.test(name) || name === 'sri.json' || name === 'frame' || name === 'hosted')
      await cp(join(built, name), join(elementsDir, name), { recursive: true });
  }
}
// The script-tag bundle, exactly as merchants get it, for /script-tag.html.
for (const mode of built ? [] : ['script', 'shell']) {
  // `script`: the chunks (tucan-card.js, …) that the `shell` build (tucan.js, also copied to tucan.iife.js, its old name) loads from
  // next to itself when the page uses a tag.
  await build({
    root: elements,
    configFile: join(elements, 'vite.config.ts'),
    mode,
    logLevel: 'warn',
    // The card's entry includes the frame host statically, on purpose: packages/elements/build/build-logs.ts.
    build: {
      outDir: elementsDir,
      emptyOutDir: false,
      rolldownOptions: { onLog: dropIntendedStaticImports },
    },
  });
}

if (!built) {
  // After the console build (which empties dist/): the card frame.
  await buildCardFrame(elementsDir);
  // The hosted checkout page of payment links (`/elements/hosted/`), which the sandbox fills in for each link.
  await buildHostedPage(elementsDir);
}

const publicUrl = `http://${host}:${port}`;
const backend = createBackend({
  baseUrl: sandbox.baseUrl,
  authUrl: sandbox.authUrl,
  clientId: sandbox.clientId,
  clientSecret: sandbox.clientSecret,
  publicUrl,
  webhookSecret: sandbox.webhookSecret ?? (env.TUCAN_SANDBOX_WEBHOOK_SECRET || 'whsec_tucan_sandbox'),
  requireWebhookSignature: env.DEMO_REQUIRE_WEBHOOK_SIGNATURE === '1',
});

const serviceOrigin = new URL(sandbox.baseUrl).origin;
const csp = contentSecurityPolicy(serviceOrigin);
const referenceCsp = referencePageSecurityPolicy(serviceOrigin);
const app = new Hono();
app.use('*', async (c, next) => {
  await next();
  // A page that set its own policy (the console, which offers the real wallets) keeps it.
  if (!c.res.headers.has('Content-Security-Policy'))
    c.header('Content-Security-Policy', c.req.path === '/api-reference.html' ? referenceCsp : csp);
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Content-Type-Options', 'nosniff');
});
app.route('/', backend.app);
// The console in either integration: `?integration=script` loads the elements from the script-tag bundle. It offers
// the real wallets (its "Wallets on this page" switch turns the simulation off without a reload), so it is served
// under the policy the elements README gives a page with Google Pay, with a nonce of its own per response, which
// the console reads from its `csp-nonce` meta element and sets as `<tucan-google-pay csp-nonce>`.
app.get('/', async (c) => {
  const page = c.req.query('integration') === 'script' ? 'script-console.html' : 'index.html';
  const nonce = randomBytes(16).toString('base64');
  const html = (await readFile(join(here, 'dist', page), 'utf8')).replace(
    '<head>',
    `<head>\n    <meta property="csp-nonce" nonce="${nonce}" />`,
  );
  c.header('Content-Security-Policy', walletPageSecurityPolicy(serviceOrigin, nonce));
  return c.html(html);
});
// /script-tag-sri.html: the script-tag page as the README writes it, tucan.js with its SRI hash from sri.json;
// `?twice=1` includes it twice, as a page that loads the bundle twice by mistake.
app.get('/script-tag-sri.html', async (c) => {
  const [html, sri] = await Promise.all([
    readFile(join(here, 'dist', 'script-tag.html'), 'utf8'),
    readFile(join(elementsDir, 'sri.json'), 'utf8'),
  ]);
  const tag = `<script src="/tucan.js" integrity="${JSON.parse(sri)['tucan.js']}" crossorigin="anonymous"></script>`;
  const tags = c.req.query('twice') === '1' ? `${tag}\n    ${tag}` : tag;
  return c.html(html.replace('<script src="/tucan.js"></script>', tags));
});
// The API reference page's renderer: Scalar's browser bundle, served from this origin (no CDN).
const scalarBundle = join(here, 'node_modules/@scalar/api-reference/dist/browser/standalone.js');
app.get('/vendor/scalar-api-reference.js', async (c) =>
  c.body(await readFile(scalarBundle), 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
);
app.use('/*', serveStatic({ root: join(here, 'dist') }));
app.use('/*', serveStatic({ root: elementsDir }));

const server = serve({ fetch: app.fetch, port, hostname: host });
server.once('error', (error) => portTaken(error, port, 'DEMO_PORT'));
process.stdout.write(
  [
    'tucan demo (stays in the foreground; Ctrl+C stops it)',
    `  console   ${publicUrl}/`,
    `  script    ${publicUrl}/script-tag.html`,
    `  base_url  ${sandbox.baseUrl}`,
    `  auth_url  ${sandbox.authUrl}`,
    '',
  ].join('\n'),
);

function shutdown() {
  server.close();
  void sandbox.close().finally(() => process.exit(0));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
