/**
 * README.md's "Integrate" steps, run as written against the sandbox (the demo's, on this run's port instead of
 * 4010): the curl block creates a charge, the script-tag snippet and its checkout.js show the card in the
 * service's frame and pay it, and the last curl block reads the charge paid.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { expect, test } from '../fixtures/demo.ts';

const readme = readFileSync(join(resolve(import.meta.dirname, '../..'), 'README.md'), 'utf8');
const README_SANDBOX = 'http://127.0.0.1:4010';

/** The code blocks of one language in README.md, in order. */
function blocks(lang: string): string[] {
  return [...readme.matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((m) => m[1] ?? '');
}

let server: Server | undefined;
test.afterAll(() => server?.close());

test("README's integration steps, as written: the curl creates a charge, the script-tag snippet pays it in the service's frame", async ({
  card,
  page,
  request,
}) => {
  const { base_url: sandbox } = (await (await request.get('/api/config')).json()) as { base_url: string };
  const onThisRun = (text: string) => text.replaceAll(README_SANDBOX, sandbox);

  // Step 1: the shell block that creates a charge, run by bash as a developer pastes it.
  const withBase = blocks('sh').filter((b) => b.includes('$BASE'));
  const [create] = withBase;
  const walletMethods = withBase.find((b) => b.includes('allowed_methods'));
  const fetchCharge = withBase.find((b) => b.includes('/charge/$CHARGE/'));
  expect(create).toContain('Idempotency-Key: $ORDER');
  const [chargeUuid, token] = execFileSync(
    'bash',
    ['-euo', 'pipefail', '-c', `${onThisRun(create ?? '')}\necho "$TOKEN"`],
    { encoding: 'utf8' },
  )
    .trim()
    .split('\n');
  expect(chargeUuid).toMatch(/^[0-9a-f-]{36}$/);

  // The drop-in's methods: the wallet's allowed_methods, read as the README's backend reads them (the same shell
  // variables), print what the block's comment says.
  const methods = execFileSync('bash', ['-euo', 'pipefail', '-c', walletMethods ?? ''], {
    encoding: 'utf8',
    env: {
      ...process.env,
      BASE: sandbox,
      TOKEN: token ?? '',
      BR: /^BR=(\S+)/m.exec(create ?? '')?.[1] ?? '',
    },
  });
  expect(methods.trim()).toBe(/^# (.+)$/m.exec(walletMethods ?? '')?.[1]);

  // Step 2: the page, with the charge_uuid put where the snippet's first line says, and its checkout.js.
  const html = blocks('html').find((b) => b.includes('/elements/tucan.js')) ?? '';
  expect(html.split('\n')[0]).toMatch(/^<!-- Put the charge_uuid printed above in charge-uuid\./);
  const js = blocks('js').find((b) => b.startsWith('// checkout.js')) ?? '';
  const page$ = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Shop</title></head><body>${onThisRun(
    html,
  ).replace('CHARGE_UUID', chargeUuid ?? '')}</body></html>`;
  server = createServer((req, res) => {
    const isJs = req.url === '/checkout.js';
    res.writeHead(200, { 'content-type': isJs ? 'text/javascript' : 'text/html' });
    res.end(isJs ? js : page$);
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.evaluate(() => {
    document.addEventListener('tucan-complete', (e) => {
      document.body.dataset.complete = JSON.stringify((e as CustomEvent).detail);
    });
  });
  await expect(page.locator('tucan-card')).toHaveAttribute('isolation', 'frame');
  await card.payInPortuguese();
  await expect(page.locator('body')).toHaveAttribute(
    'data-complete',
    new RegExp(`"chargeUuid":"${chargeUuid}"`),
    {
      timeout: 20_000,
    },
  );

  // Step 3: the backend's GET (the last curl, with the same shell variables) says paid.
  const charge = execFileSync('bash', ['-euo', 'pipefail', '-c', fetchCharge ?? ''], {
    encoding: 'utf8',
    env: { ...process.env, BASE: sandbox, TOKEN: token ?? '', CHARGE: chargeUuid ?? '' },
  });
  expect(JSON.parse(charge)).toMatchObject({ charge_uuid: chargeUuid, status: 'paid' });
});
