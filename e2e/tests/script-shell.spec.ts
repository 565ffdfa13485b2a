import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { closure } from '../../tools/size.ts';
import { apiOrder } from '../fixtures/console.ts';
import { expect, test } from '../fixtures/demo.ts';
import { Card } from '../models/index.ts';

// The demo server builds the script-tag files into demo/dist/elements before it listens (demo/server.ts).
const dist = resolve(import.meta.dirname, '../../demo/dist/elements');
const sri = () => JSON.parse(readFileSync(join(dist, 'sri.json'), 'utf8')) as Record<string, string>;

/** The tucan script files a page requests, by file name. */
function scriptRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (r) => {
    const name = basename(new URL(r.url()).pathname);
    if (/^tucan([.-].*)?\.js$/.test(name)) files.push(name);
  });
  return files;
}

/** Serves /script-tag.html (with its real headers, CSP included) with its script tag replaced by `tags`. */
async function scriptTagPage(page: Page, tags: string) {
  await page.route('**/script-tag.html', async (route: Route) => {
    const res = await route.fetch();
    const body = (await res.text()).replace('<script src="/tucan.js"></script>', tags);
    await route.fulfill({ response: res, body });
  });
}

async function payCard(page: Page) {
  // The page sets no isolation: the card form is in the service's frame (the default).
  const form = await new Card(page).payInPortuguese();
  await expect(form.locator('tucan-status [part="title"]')).toContainText(/Pagamento (aprovado|recebido)/, {
    timeout: 15_000,
  });
}

test('a card-only page downloads the shell and the card chunks only: no code method, wallet, qrcode or other locale', async ({
  page,
  cspViolations,
}) => {
  const files = scriptRequests(page);
  await page.goto('/script-tag.html');
  await payCard(page);
  // What the card imports statically, plus the words a frame card shows on its page in this page's locale (pt-BR):
  // its own (`tucan-words-<locale>.<folder>.js`: frame), not the form's or the payment's (`card`, `payment`: the
  // frame shows them, or they come with the inline form, which this page never loads), the result's (`status`: the
  // frame's payment code brings them), the code elements' (`codes`) or the checkout's and wallets' (`checkout`).
  // The card's default frame mode has its page side inside tucan-card.js (the frame host): nothing loads later.
  const seen = new Set<string>();
  closure(join(dist, 'tucan-card.js'), seen);
  const allowed = new Set([...seen].map((f) => basename(f)).concat('tucan.js'));
  expect(files).toContain('tucan.js');
  expect(files).toContain('tucan-card.js');
  // The inline form (templates, form state, validation, brand marks) is for isolation="inline" only.
  expect(files.filter((f) => /card-inline|card\.form/.test(f))).toEqual([]);
  const cardWords = /^tucan-words-pt-BR\.frame\.js$/;
  expect(files.filter((f) => cardWords.test(f))).toHaveLength(1);
  // In frame mode the payment runs in the frame, which loads its own payment code: the page never loads the card's.
  expect(files.filter((f) => f.includes('card.payment'))).toEqual([]);
  const unexpected = files.filter((f) => !allowed.has(f) && !cardWords.test(f));
  expect(unexpected).toEqual([]);
  for (const other of [
    'pix',
    'spei',
    'oxxo',
    'qra',
    'boleto',
    'pfc',
    'apple-pay',
    'google-pay',
    'checkout',
  ]) {
    expect(files).not.toContain(`tucan-${other}.js`);
  }
  // A locale's name as a part of its own (a chunk's hash such as `styles-Cl6dh2Eh` is no es-CL).
  expect(
    files.filter((f) =>
      /qr-draw|bars-draw|-(es-mx|es-ar|es-co|es-cl|es-all|en)[-.]|-es\.|\.(codes|checkout)[-.]/i.test(f),
    ),
  ).toEqual([]);
  expect(new Set(files).size).toBe(files.length); // each file once
  expect(cspViolations).toEqual([]);
});

test('the card shows and takes focus before its pay chunk arrives; a pay chunk that cannot load costs one retry, never a second charge', async ({
  page,
  cspViolations,
}) => {
  // The card's payment code (payment flow, client, 3DS, status screen) fails to load until the shopper has clicked
  // Pay once.
  let offline = true;
  const chunkRequests: string[] = [];
  // Inline, the payment code is the page's own (`tucan-chunk-card.payment-*`); in the default frame mode the frame
  // loads the frame build's from the service's origin, with the same card code.
  await page.route(/tucan-chunk-card\.payment-[^/]*\.js$/, (route) => {
    chunkRequests.push(route.request().url());
    return offline ? route.abort('internetdisconnected') : route.continue();
  });
  const pays: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/public\/charge\/[^/]+\/pay$/.test(new URL(r.url()).pathname))
      pays.push(r.url());
  });
  const files = scriptRequests(page);
  await page.goto('/script-tag.html?isolation=inline');
  const card = new Card(page);
  const number = card.root.getByLabel('Número do cartão');
  await number.focus();
  await expect(number).toBeFocused();
  // An inline card in the markup: the shell loads the card with its form in one file, never the frame host.
  expect(files).toContain('tucan-card-inline.js');
  expect(files).not.toContain('tucan-card.js');
  expect(files.filter((f) => f.startsWith('tucan-chunk-host-'))).toEqual([]);
  await expect.poll(() => chunkRequests.length).toBeGreaterThan(0);
  await number.fill('5555 5555 5555 4444');
  await card.root.getByRole('textbox', { name: 'Validade', exact: true }).fill('12/34');
  await card.root.getByRole('textbox', { name: 'CVV', exact: true }).fill('123');
  await card.root.getByLabel('Nome impresso no cartão').fill('Ana Souza');
  await (await card.payButton()).click();
  await expect(card.root.locator('[part="alert"]')).toContainText(
    'Não foi possível processar o pagamento. Confira os dados e tente de novo.',
  );
  expect(pays).toEqual([]);

  offline = false;
  await (await card.payButton()).click();
  await expect(card.result.title).toContainText(/Pagamento (aprovado|recebido)/, {
    timeout: 15_000,
  });
  expect(pays).toHaveLength(1);
  expect(cspViolations).toEqual([]);
});

test('Tucan.load("card", { inline: true }) on a frame page: an inline card inserted afterwards renders without waiting for the network', async ({
  page,
  cspViolations,
}) => {
  const files = scriptRequests(page);
  await page.goto('/script-tag.html');
  await expect(new Card(page).root.locator('iframe[part="frame"]')).toBeVisible();
  expect(files.filter((f) => /card-inline|card\.inline/.test(f))).toEqual([]);
  await page.evaluate(() =>
    (window as unknown as { Tucan: { load(n: string, o?: { inline?: boolean }): Promise<void> } }).Tucan.load(
      'card',
      { inline: true },
    ),
  );
  expect(files).toContain('tucan-card-inline.js');
  const rendered = await page.evaluate(async () => {
    const card = document.createElement('tucan-card') as HTMLElement & { hasUpdated: boolean };
    card.setAttribute('isolation', 'inline');
    card.setAttribute('lang', 'pt-BR');
    document.body.append(card);
    // Its first render runs in the microtasks after the insertion, in this task: no request to wait for.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    return card.hasUpdated
      ? card.shadowRoot?.querySelector('label[for="number"]')?.textContent?.trim()
      : null;
  });
  expect(rendered).toBe('Número do cartão');
  expect(cspViolations).toEqual([]);
});

test("both card modes on one page: each mode's part (the frame host, the inline form) is one chunk, asked once by the card that needs it", async ({
  page,
  cspViolations,
}) => {
  const files = scriptRequests(page);
  const formChunks = () => files.filter((f) => /^tucan-chunk-card\.form-/.test(f));
  const hostChunks = () => files.filter((f) => /^tucan-chunk-host-(?!failure)/.test(f));
  /**
   * A second card beside the page's, with the page's attributes, in `isolation`: set as a property, which the shell
   * does not see (it reads the markup), so the card loads what its mode needs itself.
   */
  const addCard = (isolation: string) =>
    page.evaluate((isolation) => {
      const first = document.querySelector('tucan-card')!;
      const second = document.createElement('tucan-card') as HTMLElement & { isolation: string };
      for (const a of first.attributes) if (a.name !== 'isolation') second.setAttribute(a.name, a.value);
      second.id = 'second';
      second.isolation = isolation;
      document.body.append(second);
    }, isolation);

  // An inline page meets a frame card: the card loads its frame host's chunk itself, once (the inline card's file
  // leaves it out), and never the default card's file.
  await page.goto('/script-tag.html?isolation=inline');
  await expect(page.locator('tucan-card').first().getByLabel('Número do cartão')).toBeVisible();
  expect(hostChunks()).toEqual([]);
  await addCard('frame');
  await expect(page.locator('#second iframe[part="frame"]')).toBeVisible();
  expect(hostChunks()).toHaveLength(1);
  expect(files.filter((f) => f === 'tucan-card-inline.js')).toHaveLength(1);
  expect(files).not.toContain('tucan-card.js');

  // A frame page meets an inline card: the card loads its form's chunk itself, once.
  files.length = 0;
  await page.goto('/script-tag.html');
  await expect(page.locator('tucan-card iframe[part="frame"]')).toBeVisible();
  expect(formChunks()).toEqual([]);
  await addCard('inline');
  await expect(page.locator('#second').getByLabel('Número do cartão')).toBeVisible();
  expect(formChunks()).toHaveLength(1);
  expect(files.filter((f) => f === 'tucan-card.js')).toHaveLength(1);
  expect(files).not.toContain('tucan-card-inline.js');
  expect(cspViolations).toEqual([]);
});

test('tucan.js with its SRI hash, loaded twice, pays under the strict CSP', async ({
  page,
  cspViolations,
}) => {
  const hash = sri()['tucan.js'];
  expect(hash).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  const files = scriptRequests(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The demo serves the page with the hash from sri.json, the tag twice (a page can be served once, so the
  // hash cannot be routed in: a routed page loses its address space and may not call the loopback sandbox).
  await page.goto('/script-tag-sri.html?twice=1');
  const tags = page.locator('script[src="/tucan.js"]');
  await expect(tags).toHaveCount(2);
  for (const t of await tags.all()) await expect(t).toHaveAttribute('integrity', hash!);
  await expect
    .poll(() => page.evaluate(() => typeof (window as { Tucan?: { load?: unknown } }).Tucan?.load))
    .toBe('function');
  await payCard(page);
  expect(files.filter((f) => f === 'tucan-card.js')).toHaveLength(1);
  expect(await page.evaluate(() => customElements.get('tucan-card') !== undefined)).toBe(true);
  expect(errors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('tucan.js with a wrong SRI hash is refused: nothing loads', async ({ page }) => {
  const wrong = `sha384-${Buffer.alloc(48).toString('base64')}`;
  await scriptTagPage(page, `<script src="/tucan.js" integrity="${wrong}" crossorigin="anonymous"></script>`);
  const files = scriptRequests(page);
  const refused = page.waitForEvent('console', (m) => /integrity/i.test(m.text()));
  await page.goto('/script-tag.html');
  await refused;
  await expect(page.locator('tucan-card')).toBeAttached();
  expect(await page.evaluate(() => 'Tucan' in window)).toBe(false);
  expect(files).not.toContain('tucan-card.js');
});

test('on seeing the card, the shell asks at once for its whole closure and its words, and connects to the service', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/script-tag.html');
  await expect(page.locator('tucan-card iframe[part="frame"]')).toBeVisible();
  const preloads = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((l) => [(l as HTMLLinkElement).href] as const));
  const seen = new Set<string>();
  closure(join(dist, 'tucan-card.js'), seen);
  const names = preloads.map(([href]) => basename(new URL(href).pathname));
  // tucan-card.js, every chunk it imports, however deep, and the words a frame card shows on the page (pt-BR: its own,
  // frame; not the inline form's, the payment's or the result's): nothing else.
  const words = /^tucan-words-pt-BR\.frame\.js$/;
  expect(names.filter((f) => !words.test(f)).sort()).toEqual([...seen].map((f) => basename(f)).sort());
  expect(names.filter((f) => words.test(f))).toHaveLength(1);
  // The service's origin (the card's base-url), for its API calls: connected before the card asks.
  const base = await page.locator('tucan-card').getAttribute('base-url');
  await expect(
    page.locator(`link[rel="preconnect"][href="${new URL(base ?? '').origin}"][crossorigin="anonymous"]`),
  ).toHaveCount(1);
  expect(cspViolations).toEqual([]);
});

test('the shell starts the card’s frame as soon as it sees the tag: its document loads while the card’s code is on its way, once, and the card pays in it', async ({
  page,
  cspViolations,
}) => {
  const frameDocuments: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/elements\/frame\/card[\w.-]*\.html$/.test(path)) frameDocuments.push(path);
  });
  // The card's code is held back until the frame has loaded: the frame says hello before its card exists.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/tucan-card.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/script-tag.html');
  await expect.poll(() => frameDocuments).toEqual(['/elements/frame/card.pt-BR.html']);
  // The request is seen before the frame commits its URL: look the frame up at each poll.
  const early = () => page.frames().find((f) => f.url().includes('/elements/frame/card.pt-BR.html'));
  await expect.poll(async () => early()?.evaluate(() => document.readyState)).toBe('complete');
  expect(await page.evaluate(() => customElements.get('tucan-card'))).toBeUndefined();
  release();
  // The card shows the frame it found in its tag (a child of the element, in its frame box), not a second one.
  await expect(page.locator('tucan-card > iframe[part="frame"]')).toBeVisible();
  await payCard(page);
  expect(frameDocuments).toEqual(['/elements/frame/card.pt-BR.html']);
  expect(cspViolations).toEqual([]);
});

test('a page that names the card’s files with their SRI hashes (the README’s lines) refuses a chunk that is not the build’s: the card never runs it', async ({
  page,
}) => {
  const hashes = sri();
  const seen = new Set<string>();
  closure(join(dist, 'tucan-card.js'), seen);
  const files = [...seen].map((f) => basename(f));
  // A chunk the card's file imports (the first of its closure that is not the card's own file).
  const chunk = files.find((f) => f.startsWith('tucan-chunk-'));
  expect(chunk).toBeDefined();
  const lines = files.map((f) => `<link rel="modulepreload" href="/${f}" integrity="${hashes[f]}">`).join('');
  await scriptTagPage(page, `${lines}<script src="/tucan.js"></script>`);
  await page.route(`**/${chunk}`, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: `${await res.text()}\nwindow.tampered=1;` });
  });
  const refused = page.waitForEvent('console', (m) => /integrity/i.test(m.text()));
  await page.goto('/script-tag.html');
  await refused;
  await expect(page.locator('tucan-card')).toBeAttached();
  expect(await page.evaluate(() => 'tampered' in window)).toBe(false);
  expect(await page.evaluate(() => customElements.get('tucan-card'))).toBeUndefined();
});

test('the shell beside the npm build is harmless: the npm elements stay, no chunk loads', async ({
  page,
  cspViolations,
}) => {
  await page.route(
    (url) => url.pathname === '/' && !url.search.includes('integration=script'),
    async (route) => {
      const res = await route.fetch();
      const body = (await res.text()).replace('</body>', '<script src="/tucan.js"></script></body>');
      await route.fulfill({ response: res, body });
    },
  );
  const files = scriptRequests(page);
  await page.goto('/?country=BR&isolation=inline');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  await page.locator('#new-order').click();
  const card = page.locator('tucan-card');
  await expect(card.getByLabel('Card number')).toBeVisible();
  expect(await page.evaluate(() => typeof (window as { Tucan?: { load?: unknown } }).Tucan?.load)).toBe(
    'function',
  );
  expect(files).toEqual(['tucan.js']);
  expect(cspViolations).toEqual([]);
});

test('Tucan.mount through the script tag: the checkout joins the page once its file loads, updates in place, and unmount ends its result', async ({
  page,
  request,
  cspViolations,
}) => {
  const files = scriptRequests(page);
  await page.goto('/script-tag.html');
  // A selector that matches nothing throws at once, before anything loads.
  expect(
    await page.evaluate(() => {
      try {
        (window as unknown as { Tucan: { mount: (t: string, o: object) => unknown } }).Tucan.mount(
          '#nowhere',
          {
            chargeUuid: 'x',
          },
        );
        return 'no error';
      } catch (e) {
        return (e as Error).message;
      }
    }),
  ).toBe('Tucan.mount: no element matches #nowhere.');
  expect(files).not.toContain('tucan-checkout.js');
  // A pix charge from the merchant's backend, mounted from code.
  const order = await apiOrder(request, 50, 'BR');
  const { base_url: baseUrl } = (await (await request.get('/api/config')).json()) as { base_url: string };
  await page.evaluate(
    ({ chargeUuid, baseUrl }) => {
      const box = document.createElement('div');
      box.id = 'mounted';
      document.body.append(box);
      type Handle = { update(o: object): void; unmount(): void; result: Promise<unknown> };
      const w = window as unknown as { Tucan: { mount: (t: string, o: object) => Handle }; handle: Handle };
      w.handle = w.Tucan.mount('#mounted', {
        chargeUuid,
        baseUrl,
        amount: 50,
        currency: 'BRL',
        country: 'BR',
        methods: ['pix', 'credit_card'],
      });
      // Updated before the checkout's file has loaded: it applies once it has.
      w.handle.update({ amount: 60 });
    },
    { chargeUuid: order.charge_uuid, baseUrl },
  );
  const checkout = page.locator('#mounted tucan-checkout');
  await expect(checkout.getByRole('radio', { name: /Pix/ })).toBeVisible({ timeout: 15_000 });
  await expect(checkout).toHaveAttribute('charge-uuid', /^[0-9a-f-]{36}$/);
  // The update reached its method elements; the total is the charge's R$ 50,00 as the service states it (K15).
  await expect(checkout.locator('tucan-pix')).toHaveAttribute('amount', '60');
  await expect(checkout.getByText('R$ 50,00').first()).toBeVisible();
  expect(files).toContain('tucan-checkout.js');
  await page.evaluate(() =>
    (window as unknown as { handle: { update(o: object): void } }).handle.update({ amount: 75.5 }),
  );
  await expect(checkout.locator('tucan-pix')).toHaveAttribute('amount', '75.5');
  const result = await page.evaluate(() => {
    const h = (window as unknown as { handle: { unmount(): void; result: Promise<unknown> } }).handle;
    h.unmount();
    return h.result;
  });
  expect(result).toEqual({
    outcome: 'unmounted',
    chargeUuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    status: '',
  });
  await expect(checkout).toHaveCount(0);
  expect(cspViolations).toEqual([]);
});
