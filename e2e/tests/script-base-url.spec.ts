import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/demo.ts';

const LOCAL = /^https?:\/\/(127\.0\.0\.1|localhost)[:/]/;

/** Every request the page makes to anywhere but this machine, from now on. */
function requestsElsewhere(page: Page): string[] {
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    if (!LOCAL.test(r.url())) elsewhere.push(r.url());
  });
  return elsewhere;
}

/** Each one would run script in the page, replace the card frame or send calls elsewhere, were it used. */
const HOSTILE = [
  'javascript:parent.__pwned=1//x',
  'data:text/html,<script>parent.__pwned=1</script>',
  'blob:https://evil.example/5b9f4a3e-2c1d-4e8f-9a7b-6c5d4e3f2a1b',
  '//evil.example/service',
  'http://evil.example',
  'https://user:pass@evil.example',
];

test('Tucan.mount with a hostile baseUrl through the built script tag: no script, frame or request; the shopper reads why and the page gets invalid_base_url', async ({
  page,
  cspViolations,
}) => {
  const elsewhere = requestsElsewhere(page);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/script-tag.html');
  await page.evaluate((hostile) => {
    type Handle = { element: HTMLElement };
    const w = window as unknown as {
      Tucan: { mount: (t: Element, o: object) => Handle };
      errors: string[][];
    };
    const errors: string[][] = [];
    w.errors = errors;
    hostile.forEach((baseUrl, i) => {
      const box = document.createElement('div');
      box.id = `hostile-${i}`;
      document.body.append(box);
      const seen: string[] = [];
      errors.push(seen);
      const { element } = w.Tucan.mount(box, {
        chargeUuid: crypto.randomUUID(),
        baseUrl,
        amount: 50,
        currency: 'BRL',
        country: 'BR',
        methods: ['credit_card', 'pix'],
      });
      element.addEventListener('tucan-error', (e) =>
        seen.push((e as unknown as CustomEvent<{ code: string }>).detail.code),
      );
    });
  }, HOSTILE);
  // Each checkout says why once its file has loaded.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { errors: string[][] }).errors), {
      timeout: 15_000,
    })
    .toEqual(HOSTILE.map(() => ['invalid_base_url']));
  for (const [i] of HOSTILE.entries()) {
    const checkout = page.locator(`#hostile-${i} tucan-checkout`);
    // The design's titled alert, as the card's other alerts.
    await expect(checkout.getByRole('alert').locator('.alert-title')).toHaveText(
      'Formulário de pagamento indisponível',
    );
    await expect(checkout.getByRole('alert').locator('.alert-body')).toHaveText(
      'Este formulário de pagamento não está configurado corretamente e não pode ser usado. Fale com a loja.',
    );
    await expect(checkout.locator('iframe')).toHaveCount(0);
  }
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(elsewhere).toEqual([]);
  expect(cspViolations).toEqual([]);
  // The developer is told once per refused value what a base-url may be, never the value itself.
  const refused = warnings.filter((w) => w.includes('the service URL was refused'));
  expect(refused).toHaveLength(HOSTILE.length);
  for (const w of refused) {
    expect(w).toContain('base-url must be an https URL, or http on a loopback host');
    for (const hostile of HOSTILE) expect(w).not.toContain(hostile);
  }
});

test('a frame card with a hostile base-url in a script-tag page: the shell starts no frame and connects nowhere, before and after the card’s code arrives', async ({
  page,
  cspViolations,
}) => {
  const elsewhere = requestsElsewhere(page);
  await page.goto('/script-tag.html');
  await page.evaluate((hostile) => {
    for (const [i, baseUrl] of hostile.entries()) {
      const card = document.createElement('tucan-card');
      card.id = `hostile-card-${i}`;
      card.setAttribute('base-url', baseUrl);
      card.setAttribute('charge-uuid', crypto.randomUUID());
      document.body.append(card);
    }
  }, HOSTILE);
  for (const [i] of HOSTILE.entries()) {
    // The card's own alert says why (its code has arrived), and no frame was ever started for it.
    await expect(page.locator(`#hostile-card-${i}`).getByRole('alert')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator(`#hostile-card-${i} iframe`)).toHaveCount(0);
  }
  const preconnects = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((l) => l.href),
  );
  expect(preconnects.filter((href) => !LOCAL.test(href))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(elsewhere).toEqual([]);
  expect(cspViolations).toEqual([]);
});
