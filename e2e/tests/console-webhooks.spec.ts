import { apiOrder, expect, sign, test } from '../fixtures/console.ts';

const now = () => Math.floor(Date.now() / 1000);

test.describe('QA console: the merchant backend receives webhooks as a merchant must', () => {
  test('signed deliveries are checked (HMAC-SHA256 of t and the raw body, 300 s), bad ones refused with 401, and the log says which', async ({
    qa,
    page,
    request,
  }) => {
    const { charge_uuid: uuid } = await apiOrder(request, 31.4);
    // The raw bytes as sent, spacing included: the signature covers exactly these.
    const body = `{"charge_uuid": "${uuid}",  "status": "issued"}`;
    const post = (headers: Record<string, string>, data = body) =>
      // A Buffer: sent byte for byte (a string body may be re-serialized as JSON by the client).
      request.post('/api/webhooks', {
        headers: { 'content-type': 'application/json', ...headers },
        data: Buffer.from(data),
      });

    const ok = await post({
      'tucan-signature': sign(body, now()),
      'x-webhook-delivery': 'sig-ok',
      'x-webhook-attempt': '1',
    });
    expect(ok.status()).toBe(200);
    // Several v1 values (a secret being rotated): one match is enough.
    const t = now();
    const rotated = `t=${t},v1=${'0'.repeat(64)},${sign(body, t).split(',')[1]}`;
    expect((await post({ 'tucan-signature': rotated, 'x-webhook-delivery': 'sig-rotated' })).status()).toBe(
      200,
    );

    const refused = {
      'wrong secret': sign(body, now(), 'whsec_someone_else'),
      'older than 300 s': sign(body, now() - 301),
      'no v1': `t=${now()}`,
      'not hex': `t=${now()},v1=${'z'.repeat(64)}`,
      'body changed': sign(body.replace('issued', 'paid'), now()),
    };
    for (const [why, header] of Object.entries(refused)) {
      const res = await post({ 'tucan-signature': header, 'x-webhook-delivery': `sig-${why}` });
      expect(res.status(), why).toBe(401);
    }
    // Still inside the window: 299 s old is accepted.
    expect(
      (await post({ 'tucan-signature': sign(body, now() - 299), 'x-webhook-delivery': 'sig-299' })).status(),
    ).toBe(200);

    // Unsigned (this sandbox does not sign yet): accepted, marked unsigned, and verified by GET all the same.
    expect((await post({ 'x-webhook-delivery': 'unsigned-1', 'x-webhook-attempt': '2' })).status()).toBe(200);
    // A retry of a delivery already verified is answered 200 and not fetched again.
    expect((await post({ 'x-webhook-delivery': 'unsigned-1', 'x-webhook-attempt': '3' })).status()).toBe(200);
    // Not JSON, correctly signed: 400.
    const notJson = `charge_uuid=${uuid}`;
    expect((await post({ 'tucan-signature': sign(notJson, now()) }, notJson)).status()).toBe(400);

    await qa.open();
    const receipts = qa.receipts(uuid);
    // The log shows the 5 newest deliveries first: "Show more" until every one of this test's is listed.
    const more = page.locator('#webhooks-more');
    await expect(async () => {
      if (await more.isVisible()) await more.click();
      await expect(receipts.filter({ hasText: 'signature ok' })).toHaveCount(3, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    while (await more.isVisible()) await more.click();
    await expect(receipts.filter({ hasText: 'signature ok' }).first()).toContainText(
      'verified by GET: issued',
    );
    const bad = page.locator('#webhook-log li.receipt').filter({ hasText: 'answered 401' });
    await expect(bad.filter({ hasText: 'bad signature' })).toHaveCount(2);
    await expect(bad.filter({ hasText: 'signature too old' })).toHaveCount(1);
    await expect(bad.filter({ hasText: 'malformed signature' })).toHaveCount(2);
    await expect(bad.first()).toContainText('refused: nothing read or trusted');
    const unsigned = receipts.filter({ hasText: 'unsigned' });
    await expect(unsigned.filter({ hasText: 'attempt 2' })).toContainText('verified by GET: issued');
    await expect(unsigned.filter({ hasText: 'attempt 3' })).toContainText('duplicate: already verified');
    await expect(page.locator('#webhook-log li.receipt').filter({ hasText: 'answered 400' })).toHaveCount(1);
  });

  test('the secret, the token and the webhook secret never reach the page', async ({ qa, page }) => {
    const bodies: string[] = [];
    page.on('response', async (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/') && !r.url().endsWith('/api/events')) {
        bodies.push(await r.text().catch(() => ''));
      }
    });
    await qa.open('?country=BR&card=visa');
    await qa.newOrder();
    await page.locator('#charges-refresh').click();
    await expect(page.locator('#charge-json')).toContainText('"status"');
    expect(bodies.length).toBeGreaterThan(4);
    const all = bodies.join('\n');
    expect(all).not.toContain('tucan_sandbox_secret');
    expect(all).not.toContain('whsec_');
    expect(all).not.toMatch(/access_token|eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/);
  });

  test('state-changing calls from another site are refused: a foreign Origin (403) and a non-JSON body (415)', async ({
    request,
  }) => {
    const config = (await (await request.get('/api/config')).json()) as { wallets: Array<{ uuid: string }> };
    const data = { wallet_uuid: config.wallets[0]?.uuid, value: 10 };
    const foreign = await request.post('/api/orders', { data, headers: { origin: 'https://evil.example' } });
    expect(foreign.status()).toBe(403);
    const form = await request.post('/api/sandbox/reset', {
      data: 'x=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(form.status()).toBe(415);
    const list = (await (await request.get('/api/merchant/charges?page_size=1')).json()) as { count: number };
    expect(list.count).toBeGreaterThan(0);
  });
});
