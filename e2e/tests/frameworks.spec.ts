/**
 * The checkout in a merchant's React 19 page and Vue 3 page, built from the packed tarballs: `npm pack` of
 * @tucan/client and @tucan/elements installed with npm into e2e/frameworks/.work, the pages of e2e/frameworks/react
 * and e2e/frameworks/vue type-checked (`tsc`, `vue-tsc`, against @tucan/elements/react and /vue) and built with
 * Vite (React, Vue and the tools are pinned devDependencies of e2e/frameworks), then served and paid by card
 * against the demo's sandbox. The framework's own handler must receive `tucan-complete`, and read its `detail.method`.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { packTarballs, run } from '../../tools/pack.ts';
import { expect, test } from '../fixtures/demo.ts';

const root = resolve(import.meta.dirname, '../..');
const frameworks = join(root, 'e2e/frameworks');
const work = join(frameworks, '.work');
const bin = (name: string) => join(frameworks, 'node_modules/.bin', name);
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

let server: Server;
let origin = '';

function must(r: { ok: boolean; out: string }, what: string) {
  if (!r.ok) throw new Error(`${what} failed:\n${r.out}`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The tarballs ship dist/: build it when this spec runs alone (`pnpm test` has built it in its size step).
  if (!existsSync(join(root, 'packages/elements/dist/frameworks/react.d.ts')))
    must(run('pnpm', ['build'], root), 'pnpm build');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(work, 'tarballs'), { recursive: true });
  writeFileSync(
    join(work, 'package.json'),
    '{ "name": "tucan-frameworks-app", "private": true, "type": "module" }\n',
  );
  const tarballs = packTarballs(join(work, 'tarballs'), ['client', 'elements']);
  must(
    run('npm', ['install', '--no-audit', '--no-fund', '--no-save', ...tarballs], work),
    'npm install of the tarballs',
  );
  for (const app of ['react', 'vue']) cpSync(join(frameworks, app), join(work, app), { recursive: true });
  // Type-checked against the installed tarball's typings (the pages also hold @ts-expect-error lines that fail
  // the check if the typings were `any`).
  must(run(bin('tsc'), ['-p', 'tsconfig.json'], join(work, 'react')), 'tsc (React 19 TSX)');
  must(run(bin('vue-tsc'), ['-p', 'tsconfig.json'], join(work, 'vue')), 'vue-tsc (Vue 3)');
  for (const app of ['react', 'vue'])
    must(run(bin('vite'), ['build', '--base', './'], join(work, app)), `vite build (${app})`);

  server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(work, path);
    if (!file.startsWith(work) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  if (server) await new Promise((done) => server.close(done));
  rmSync(work, { recursive: true, force: true });
});

for (const [app, name] of [
  ['react', 'React'],
  ['vue', 'Vue'],
] as const) {
  test(`${name}: the checkout from the tarballs pays by card against the sandbox; tucan-complete reaches the ${name} handler`, async ({
    card,
    page,
    request,
  }) => {
    const config = (await (await request.get('/api/config')).json()) as {
      base_url: string;
      wallets: Array<{ uuid: string; country: string }>;
    };
    const wallet = config.wallets.find((w) => w.country === 'BR')!;
    const created = await request.post('/api/checkout', {
      data: { wallet_uuid: wallet.uuid, value: 150.75 },
    });
    const { charge_uuid: uuid } = (await created.json()) as { charge_uuid: string };
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);

    await page.goto(
      `${origin}/${app}/dist/index.html?charge=${uuid}&base=${encodeURIComponent(config.base_url)}`,
    );
    const checkout = page.locator('tucan-checkout');
    // amount="150.75" arrived as a string property (the element is defined before the framework renders).
    expect(await checkout.evaluate((el) => (el as unknown as { amount: unknown }).amount)).toBe(150.75);
    await expect(checkout.locator('[part~="summary"]')).toContainText('150,75');
    await expect(checkout.getByRole('radio').first()).toHaveAccessibleName('Pix');
    await checkout.getByRole('radio', { name: /cartão/i }).check();
    await expect(page.locator('#method')).toHaveText('card');

    // The page sets no isolation: the checkout's card form is in the service's frame (the default).
    await card.payInPortuguese();
    await expect(page.locator('#result')).toHaveText(
      new RegExp(`^${name} handler: (paid|confirmed) ${uuid}$`),
      { timeout: 20_000 },
    );
    // The re-fired event's `detail.method` (typed: the page reads it without a cast) names the method that paid.
    await expect(page.locator('#paid-with')).toHaveText('card');
    // The merchant's backend sees the charge paid.
    const seen = (await (await request.get(`/api/merchant/charges/${uuid}`)).json()) as {
      charge: { body: { status: string } };
    };
    expect(seen.charge.body.status).toMatch(/^(paid|confirmed)$/);
  });
}
