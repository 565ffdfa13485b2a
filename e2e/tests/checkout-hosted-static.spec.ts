import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { contentSecurityPolicy } from '../../demo/csp.ts';
import type { HostedLink } from '../../packages/elements/src/hosted/hosted-link.ts';
import { fillHostedPage } from '../../packages/sandbox/src/http/hosted-page.ts';
import { axe, expect, test } from '../fixtures/demo.ts';

/**
 * The hosted checkout as a provider hosts it: the static `dist/hosted` build (the one the demo built) on a plain
 * static server of the test's own, with the data island filled by the test (through the sandbox's `fillHostedPage`,
 * the one code path that fills it), under the same strict CSP with Trusted Types, paying against the demo's sandbox.
 */

const HOSTED_DIR = resolve(import.meta.dirname, '../../demo/dist/elements/hosted');
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/** The island for `/l/<name>` (the test sets it before opening the page). */
const islands = new Map<string, HostedLink>();
let server: Server;
let origin = '';
let serviceOrigin = '';

test.beforeAll(async ({ request }) => {
  serviceOrigin = new URL(
    ((await (await request.get('/api/config')).json()) as { base_url: string }).base_url,
  ).origin;
  const csp = contentSecurityPolicy(serviceOrigin);
  server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const page = /^\/l\/([\w-]+)$/.exec(path);
      if (page) {
        const template = await readFile(join(HOSTED_DIR, 'index.html'), 'utf8');
        const island = islands.get(page[1] ?? '');
        // No island at all for an unknown link: the page must still say something clear.
        const html = island ? fillHostedPage(template, island) : template;
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp });
        res.end(html);
        return;
      }
      const rel = normalize(path.replace(/^\/elements\/hosted\//, '')).replace(/^([/\\.])+/, '');
      const body = path.startsWith('/elements/hosted/')
        ? await readFile(join(HOSTED_DIR, rel)).catch(() => undefined)
        : undefined;
      res.writeHead(body ? 200 : 404, { 'content-type': TYPES[extname(rel)] ?? 'text/plain' });
      res.end(body ?? 'not found');
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** A link's island as a provider's server writes it, from the link the merchant created. */
function islandOf(link: { payment_link_uuid: string; charge_uuid: string; url: string }): HostedLink {
  return {
    version: 1,
    payment_link_uuid: link.payment_link_uuid,
    charge_uuid: link.charge_uuid,
    is_checkout: true,
    amount: 150.75,
    currency: 'BRL',
    country: 'BR',
    allowed_methods: ['credit_card', 'debit_card', 'pix'],
    description: 'Curso de fotografia',
    merchant_name: 'Loja da Ana',
    expires_at: null,
    status: 'issued',
    now: new Date().toISOString(),
    return_url: null,
    base_url: serviceOrigin,
    status_url: `${link.url}/status`,
    lang: 'pt-BR',
  };
}

test.describe('the hosted checkout’s static build on a plain static server', () => {
  test('renders the link’s checkout from its data island and pays its pix code against the service', async ({
    page,
    cspViolations,
    links,
  }) => {
    const { link, charge } = await links.create('checkout');
    islands.set('pay', islandOf(link));
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${origin}/l/pay`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page).toHaveTitle('Curso de fotografia · Loja da Ana');
    await expect(page.getByText('Loja da Ana')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Curso de fotografia' })).toBeVisible();
    const checkout = page.locator('tucan-checkout');
    await expect(checkout.locator('[part="summary"]')).toContainText('R$ 150,75');
    await expect(checkout.getByRole('radio').first()).toHaveAccessibleName('Pix');
    // Pix is first in Brazil; inside the checkout the code is the shopper's deliberate press, whose pay call to the
    // service issues it.
    await checkout.locator('tucan-pix').getByRole('button', { name: 'Gerar código Pix' }).click();
    await expect(checkout.locator('tucan-pix').getByText(/^000201/)).toBeVisible({ timeout: 15_000 });
    expect((await charge()).type_charge).toBe('pix');
    expect(
      requests.some((u) => u === `${serviceOrigin}/api/v1/bank/public/charge/${link.charge_uuid}/pay`),
    ).toBe(true);
    // The page's own files come from the static server only, with their integrity checked.
    const own = requests.filter((u) => u.startsWith(origin));
    expect(
      own.every((u) => u === `${origin}/l/pay` || u.startsWith(`${origin}/elements/hosted/assets/`)),
    ).toBe(true);
    expect(await axe(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('an expired link says so, with its amount and last day, in the page’s language, and offers no checkout', async ({
    page,
    cspViolations,
    links,
  }) => {
    const { link } = await links.create('checkout');
    islands.set('expired', {
      ...islandOf(link),
      expires_at: '2026-01-15',
      now: '2026-01-16T00:00:01.000Z',
      return_url: 'https://loja.example/pedido/42',
    });
    islands.set('expired-es', {
      ...islandOf(link),
      currency: 'MXN',
      country: 'MX',
      lang: 'es-MX',
      expires_at: '2026-01-15',
      now: '2026-02-01T12:00:00.000Z',
      return_url: 'javascript:alert(1)',
    });
    await page.goto(`${origin}/l/expired`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Este link de pagamento expirou');
    await expect(page).toHaveTitle('Este link de pagamento expirou · Loja da Ana');
    await expect(page.getByText('Valor: R$ 150,75')).toBeVisible();
    await expect(
      page.getByText('Ele podia ser pago até 15 de janeiro de 2026.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar à loja' })).toHaveAttribute(
      'href',
      'https://loja.example/pedido/42',
    );
    await expect(page.locator('tucan-checkout')).toHaveCount(0);
    expect(await axe(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axe(page)).toEqual([]);

    await page.goto(`${origin}/l/expired-es`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Este enlace de pago venció');
    await expect(page.getByText(/^Monto: \$150\.75/)).toBeVisible();
    // A return URL that is not http(s) never becomes a link.
    await expect(page.getByRole('link')).toHaveCount(0);
    expect(cspViolations).toEqual([]);
  });

  test('a page without its data island says it cannot be opened, without an error', async ({
    page,
    cspViolations,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${origin}/l/unknown`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This payment link cannot be opened');
    await expect(page.locator('tucan-checkout')).toHaveCount(0);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('after payment the page gives the payment reference, and the way back to the store only for a return_url that is a service URL', async ({
    page,
    cspViolations,
  }) => {
    const uuid = '0b7e3c1a-5f0e-4c8e-9a53-2f1d6a7b8c90';
    const paid = (return_url: string | null): HostedLink => ({
      ...islandOf({ payment_link_uuid: crypto.randomUUID(), charge_uuid: uuid, url: `${origin}/l/x` }),
      status: 'paid',
      return_url,
    });
    // A link with a return URL (https): the reference, then "Voltar à loja" to exactly that URL.
    islands.set('back', paid('https://shop.example/pedidos/42'));
    await page.goto(`${origin}/l/back`);
    await expect(page.getByText('Pagamento recebido')).toBeVisible();
    await expect(page.getByText(`Referência do pagamento: ${uuid}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar à loja' })).toHaveAttribute(
      'href',
      'https://shop.example/pedidos/42',
    );
    await expect(page.getByText('Você já pode fechar esta página')).toHaveCount(0);
    expect(await axe(page)).toEqual([]);
    // A return URL that is not a service URL (`javascript:`, plain http to another host) is no link: the page says
    // the shopper may close it, as for a link without one (the sandbox's).
    for (const [name, url] of [
      ['script', 'javascript:alert(1)'],
      ['http', 'http://shop.example/pedidos/42'],
      ['none', null],
    ] as const) {
      islands.set(name, paid(url));
      await page.goto(`${origin}/l/${name}`);
      await expect(page.getByText(`Referência do pagamento: ${uuid}`)).toBeVisible();
      await expect(page.getByRole('link')).toHaveCount(0);
      await expect(
        page.getByText(
          'Você já pode fechar esta página. Guarde a referência do pagamento caso a loja a peça.',
        ),
      ).toBeVisible();
    }
    expect(cspViolations).toEqual([]);
  });
});
