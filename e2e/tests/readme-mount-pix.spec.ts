/**
 * packages/elements/README.md's `Tucan.mount` example, run as written on the demo's script-tag page (the sandbox on
 * this run's port instead of 4010; `/orders/42/status` answered by the demo backend's status endpoint, as the
 * merchant's backend would): a pix code paid at the bank ends `handle.result` as complete.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '../fixtures/demo.ts';

const readme = readFileSync(
  join(resolve(import.meta.dirname, '../..'), 'packages/elements/README.md'),
  'utf8',
);
const snippet =
  [...readme.matchAll(/```js\n([\s\S]*?)```/g)]
    .map((m) => m[1] ?? '')
    .find((b) => b.includes("Tucan.mount('#pay'")) ?? '';

test("the elements README's Tucan.mount example, with a pix code paid at the bank, resolves handle.result as complete", async ({
  page,
  request,
}) => {
  expect(snippet).toContain("statusUrl: '/orders/42/status'");
  const config = (await (await request.get('/api/config')).json()) as {
    base_url: string;
    wallets: { uuid: string; country: string }[];
  };
  const wallet = config.wallets.find((w) => w.country === 'BR')?.uuid;
  const order = (await (
    await request.post('/api/orders', { data: { wallet_uuid: wallet, value: 150.75 } })
  ).json()) as {
    charge_uuid: string;
  };
  const chargeUuid = order.charge_uuid;
  // The merchant's status endpoint of the snippet: the demo backend's, which trusts the webhook and its own GET.
  const asked: string[] = [];
  await page.route('**/orders/42/status', async (route) => {
    asked.push(route.request().method());
    await route.fulfill({
      response: await route.fetch({ url: new URL(`/api/charges/${chargeUuid}`, page.url()).href }),
    });
  });
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/script-tag.html?lang=en');
  await page.evaluate(() => {
    const pay = document.createElement('div');
    pay.id = 'pay';
    document.querySelector('main')?.append(pay);
  });
  const code = snippet.replaceAll('http://127.0.0.1:4010', config.base_url);
  const result = page.evaluate(
    `(async () => { const chargeUuid = ${JSON.stringify(chargeUuid)}; const allowed = ['pix', 'credit_card'];\n${code}\nreturn result; })()`,
  );
  const pix = page.locator('#pay tucan-pix');
  await page.locator('#pay').getByRole('radio', { name: 'Pix' }).check();
  await pix.getByRole('button', { name: 'Generate Pix code' }).click();
  await expect(pix.getByRole('button', { name: 'Copy Pix Copia e Cola code' })).toBeVisible({
    timeout: 15_000,
  });
  // The shopper pays at the bank.
  expect((await request.post(`/api/sandbox/charges/${chargeUuid}/pay`, { data: {} })).ok()).toBe(true);
  expect(await result).toEqual({ outcome: 'complete', chargeUuid, status: 'paid', method: 'pix' });
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((m) => m === 'GET')).toBe(true);
  expect(warnings.filter((w) => w.includes('status-url'))).toEqual([]);
});

test('the same checkout without statusUrl warns once in the console that the pix code’s payment cannot be learned', async ({
  page,
  request,
}) => {
  const config = (await (await request.get('/api/config')).json()) as {
    base_url: string;
    wallets: { uuid: string; country: string }[];
  };
  const wallet = config.wallets.find((w) => w.country === 'BR')?.uuid;
  const { charge_uuid: chargeUuid } = (await (
    await request.post('/api/orders', { data: { wallet_uuid: wallet, value: 150.75 } })
  ).json()) as { charge_uuid: string };
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/script-tag.html?lang=en');
  await page.evaluate(
    ({ chargeUuid, baseUrl }) => {
      const pay = document.createElement('div');
      document.querySelector('main')?.append(pay);
      (window as unknown as { Tucan: { mount: (t: Element, o: object) => unknown } }).Tucan.mount(pay, {
        chargeUuid,
        baseUrl,
        amount: 150.75,
        currency: 'BRL',
        country: 'BR',
        methods: ['pix'],
      });
    },
    { chargeUuid, baseUrl: config.base_url },
  );
  const pix = page.locator('tucan-checkout tucan-pix');
  await pix.getByRole('button', { name: 'Generate Pix code' }).click();
  await expect(pix.getByRole('button', { name: 'Copy Pix Copia e Cola code' })).toBeVisible({
    timeout: 15_000,
  });
  await expect
    .poll(() => warnings.filter((w) => w.includes('no status-url or getStatus')))
    .toEqual([
      '<tucan-pix>: the code is shown with no status-url or getStatus, so the element learns that it was paid only when the page sets its status property.',
    ]);
  expect(warnings.join(' ')).not.toContain(chargeUuid);
});
