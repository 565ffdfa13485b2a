import type { Page } from '@playwright/test';
import { axe, expect, test } from '../fixtures/demo.ts';

/**
 * The hosted page's look (review s4, item 3): every state on the page's own panel, one geometry in light and dark,
 * the paid result alone after a payment, and no console noise (no /favicon.ico, no pay.js it cannot use).
 */

/** The panel (`main`), its header and the first box after it, as the page lays them out. */
async function geometry(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element | null) => {
      const r = el?.getBoundingClientRect();
      return r ? { x: r.x, width: r.width } : null;
    };
    const main = document.querySelector('main');
    const checkout = document.querySelector('tucan-checkout');
    return {
      main: box(main),
      header: box(document.querySelector('header')),
      checkout: box(checkout),
      // A surface painted around the checkout (a spread shadow) would draw past the header.
      checkoutShadow: checkout ? getComputedStyle(checkout).boxShadow : null,
    };
  });
}

/** What the paid result looks like on the page: title, amount, where its box and icon sit, what shows above it. */
async function paidLook(page: Page) {
  const status = page.locator('tucan-status');
  await expect(status.locator('.title')).toBeVisible({ timeout: 20_000 });
  // Fonts loaded: the geometry below is final.
  await page.waitForFunction(() => document.fonts.status === 'loaded');
  return page.evaluate(() => {
    const main = document.querySelector('main') as Element;
    const origin = main.getBoundingClientRect();
    const rect = (el: Element | null | undefined) => {
      const r = el?.getBoundingClientRect();
      return r ? [r.x - origin.x, r.y - origin.y, r.width, r.height].map((n) => Math.round(n)) : null;
    };
    // The status element, wherever it is (in the card's shadow root right after paying, in the page when reopened).
    const find = (root: Document | ShadowRoot): Element | null =>
      root.querySelector('tucan-status') ??
      [...root.querySelectorAll('*')].reduce<Element | null>(
        (found, el) => found ?? (el.shadowRoot ? find(el.shadowRoot) : null),
        null,
      );
    const status = find(document);
    const box = status?.shadowRoot?.querySelector('[part="base"]');
    return {
      title: document.querySelector('h1')?.textContent,
      statusTitle: box?.querySelector('.title')?.textContent,
      amount: box?.querySelector('.amount')?.textContent,
      box: rect(box),
      icon: rect(box?.querySelector('.icon svg'))?.slice(2),
      // The checkout's legend ("Forma de pagamento") and total line, where shown: none above the result (the
      // amount once, in the result).
      above: [
        ...(document
          .querySelector('tucan-checkout')
          ?.shadowRoot?.querySelectorAll('legend, [part="summary"]') ?? []),
      ]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => el.textContent?.trim()),
    };
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`a paid link’s page shows the drop-in’s paid result on the page’s panel in ${scheme}`, async ({
    page,
    cspViolations,
    links,
  }) => {
    const { link } = await links.paid();
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(link.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Curso de fotografia');
    await expect(page.getByText('Pagamento recebido')).toBeVisible();
    const styles = await page.evaluate(() => {
      const main = getComputedStyle(document.querySelector('main') as Element);
      const base = document.querySelector('tucan-status')?.shadowRoot?.querySelector('[part="base"]');
      return {
        panel: main.backgroundColor,
        radius: main.borderTopLeftRadius,
        text: getComputedStyle(document.querySelector('h1') as Element).color,
        page: getComputedStyle(document.documentElement).backgroundColor,
        state: base?.getAttribute('data-state'),
      };
    });
    expect(styles).toEqual(
      scheme === 'light'
        ? {
            panel: 'rgb(255, 255, 255)',
            radius: '12px',
            text: 'rgb(29, 36, 48)',
            page: 'rgb(238, 241, 245)',
            state: 'success',
          }
        : {
            panel: 'rgb(22, 26, 34)',
            radius: '12px',
            text: 'rgb(238, 241, 246)',
            page: 'rgb(13, 16, 22)',
            state: 'success',
          },
    );
    expect(await axe(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
}

test('the paid hosted page looks the same just after paying and when the link is reopened, at 1280 and 375', async ({
  dropin,
  page,
  links,
}) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const { link } = await links.open('checkout', {
      allowed_methods: ['credit_card', 'debit_card'],
    });
    await dropin.card.fillInPortuguese('4111111111111111', 'Maria Silva');
    await (await dropin.card.payButton()).click();
    const justPaid = await paidLook(page);
    await page.goto(link.url);
    await expect(page.locator('tucan-checkout')).toHaveCount(0);
    const reopened = await paidLook(page);
    expect({ width, ...justPaid }).toEqual({
      width,
      title: 'Curso de fotografia',
      statusTitle: 'Pagamento recebido',
      amount: 'Valor: R$\u00a0150,75',
      box: reopened.box,
      icon: reopened.icon,
      above: [],
    });
    expect(reopened).toMatchObject({ title: 'Curso de fotografia', above: [] });
  }
});

test('the checkout page has one geometry in light and dark: no surface wider than the header, at 1280 and 375', async ({
  page,
  links,
}) => {
  const { link } = await links.create('checkout');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const seen: Record<string, Awaited<ReturnType<typeof geometry>>> = {};
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(link.url);
      await expect(page.locator('tucan-checkout [part="summary"]')).toContainText('R$ 150,75');
      seen[scheme] = await geometry(page);
    }
    expect(seen.dark).toEqual({ ...seen.light, checkoutShadow: seen.dark?.checkoutShadow });
    expect(seen.dark?.checkout).toEqual({ x: seen.dark?.header?.x, width: seen.dark?.header?.width });
    // The dark checkout's painted margin is zero wide (the panel is the surface).
    expect(seen.dark?.checkoutShadow).toMatch(/(^none$)|( 0px 0px 0px 0px$)|(0px 0px 0px 0px$)/);
  }
});

test('after paying on the hosted page the result stands alone: no method list, no chosen row around it', async ({
  dropin,
  page,
  cspViolations,
  links,
}) => {
  await links.open('checkout', {
    allowed_methods: ['credit_card', 'debit_card'],
  });
  const checkout = page.locator('tucan-checkout');
  const card = dropin.card.root;
  await dropin.card.fillInPortuguese('4111111111111111', 'Maria Silva');
  const method = checkout.getByRole('radio', { name: 'Cartão', exact: true });
  await expect(method).toHaveCount(1);
  // Pay from the keyboard: the focus moved by script then counts as keyboard focus (a ring would show).
  await card.getByRole('button', { name: /^Pagar\b/ }).press('Enter');
  const result = card.locator('.result');
  await expect(result.getByText('Pagamento recebido')).toBeVisible({ timeout: 20_000 });
  await expect(method).toHaveCount(0);
  // The result took the focus (so it is read out) but draws no ring: one box, not three.
  await expect(result).toBeFocused();
  expect(await result.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
  // The live region keeps its box (a screen reader reads it out), as before the payment.
  expect(
    await card.locator('p.visually-hidden[role="status"]').evaluate((el) => el.getClientRects().length),
  ).toBe(1);
  const row = await checkout.locator('[part="method"]').evaluate((el) => {
    const s = getComputedStyle(el);
    return { border: s.borderTopWidth, shadow: s.boxShadow };
  });
  expect(row).toEqual({ border: '0px', shadow: 'none' });
  expect(await axe(page)).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('the hosted page asks for no /favicon.ico, and loads pay.js only when the link allows Google Pay', async ({
  page,
  links,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(r.url()));
  // No internet here: Google's script fails at once, as it does when Google is unreachable (the row stays hidden).
  await page.route('https://pay.google.com/**', (route) => route.abort('namenotresolved'));
  const payJs = () => asked.filter((u) => u.startsWith('https://pay.google.com/'));
  const without = await links.create('checkout');
  await page.goto(without.link.url);
  const checkout = page.locator('tucan-checkout');
  await expect(checkout.locator('[part="summary"]')).toContainText('R$ 150,75');
  await expect(checkout.getByRole('radio', { name: 'Pix' })).toBeChecked();
  expect(await page.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href'))).toMatch(
    /^data:image\/svg\+xml,/,
  );
  expect(payJs()).toEqual([]);

  // A link that allows googlepay: only Google's isReadyToPay can say whether this shopper can pay with it, so
  // the page loads pay.js once; when it cannot load, no Google Pay row shows and the shopper sees no error.
  const withGoogle = await links.create('checkout', {
    allowed_methods: ['credit_card', 'debit_card', 'pix', 'googlepay'],
  });
  await page.goto(withGoogle.link.url);
  await expect(checkout.getByRole('radio', { name: 'Pix' })).toBeChecked();
  await expect.poll(() => payJs().length).toBe(1);
  await expect(checkout.getByRole('radio')).toHaveCount(2);
  await expect(checkout.getByRole('radio', { name: 'Google Pay' })).toHaveCount(0);
  expect(asked.filter((u) => u.endsWith('/favicon.ico'))).toEqual([]);
});
