import { expect, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

/** Findings of the s5 third new-user review of the QA console (review3), each as a QA engineer would check it. */

test('on a phone the payment link wraps inside its panel, with Copy (the exact url) and Open; its description in Spanish', async ({
  qa,
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 375, height: 667 });
  await qa.open('?country=MX&method=card&lang=es-MX');
  const panel = page.locator('#payment-link');
  await panel.getByRole('button', { name: 'Crear enlace de pago' }).click();
  const url = panel.locator('#payment-link-url');
  await expect(url).toBeVisible();
  const href = (await url.getAttribute('href')) ?? '';
  // The link's url, asking for the page in the console's language.
  expect(href).toMatch(/\/sandbox\/links\/[0-9a-f-]{36}\?lang=es-MX$/);
  // The whole url is shown, wrapped inside the panel: nothing past its edge, no sideways scroll.
  await expect(url).toHaveText(href);
  const box = await url.boundingBox();
  const panelBox = await panel.boundingBox();
  expect(box && panelBox && box.x + box.width <= panelBox.x + panelBox.width).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await panel.getByRole('button', { name: 'Copiar el enlace' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);
  await expect(page.locator('#console-status')).toHaveText('El enlace copiado.');
  const open = panel.getByRole('link', { name: 'Abrir el enlace' });
  await expect(open).toHaveText('Abrir');
  await expect(open).toHaveAttribute('href', href);
  await expect(open).toHaveAttribute('target', '_blank');
  // Hovered, Copy keeps its contrast over the value box.
  await panel.getByRole('button', { name: 'Copiar el enlace' }).hover();
  expect(await axe(page, '#payment-link')).toEqual([]);

  // The hosted page's title is the link's description: in the console's language.
  const link = (await (await request.get(href, { headers: { accept: 'application/json' } })).json()) as {
    description: string;
  };
  expect(link.description).toBe('Pedido de QA de tucan');
});

test('"Novo status" preselects nothing: Mudar status off until a status is chosen, then its code beside the select', async ({
  qa,
  page,
}) => {
  await qa.open('?country=BR&method=pix&fields=none&lang=pt-BR');
  await qa.newOrder();
  const uuid = await qa.chargeUuid();
  await expect(page.locator('tucan-pix').getByText(/^000201/)).toBeVisible({ timeout: 15_000 });
  const select = page.getByLabel('Novo status');
  await expect(select).toHaveValue('');
  await expect(select.locator('option:checked')).toHaveText('Escolha um status…');
  const change = qa.detail.getByRole('button', { name: 'Mudar status' });
  await expect(change).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('#set-status-code')).toBeHidden();
  // A click (or Enter) with nothing chosen changes nothing: the charge stays issued.
  await change.click({ force: true });
  await change.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#action-result')).toHaveText('');
  await expect(qa.chargeRow(await qa.orderReference()).locator('.badge')).toHaveText('emitida');

  await select.selectOption('paid');
  await expect(page.locator('#set-status-code')).toHaveText('paid');
  await expect(page.locator('#set-status-code')).toBeVisible();
  await expect(change).not.toHaveAttribute('aria-disabled');
  await change.click();
  await qa.expectActionResult('paga (paid)');
  expect(await axe(page, '#charge-detail')).toEqual([]);

  // Another charge starts with nothing chosen again.
  await qa.newOrder();
  await expect.poll(() => qa.chargeUuid()).not.toBe(uuid);
  await expect(select).toHaveValue('');
  await expect(page.locator('#set-status-code')).toBeHidden();
});

test('es-MX: "Nuevo estado" offers "Elige un estado…" first and no chargeback preselected', async ({
  qa,
  page,
}) => {
  await qa.open('?country=MX&method=card&lang=es-MX&isolation=inline');
  await qa.newOrder();
  const select = page.getByLabel('Nuevo estado');
  await expect(select.locator('option:checked')).toHaveText('Elige un estado…');
  await expect(qa.detail.getByRole('button', { name: 'Cambiar estado' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await select.selectOption('chargeback_requested');
  await expect(page.locator('#set-status-code')).toHaveText('chargeback_requested');
});

for (const width of [1280, 375]) {
  test(`at ${width} px the auto-pay hint names metadata.sandbox_auto_pay_seconds as code, never broken inside a word`, async ({
    qa,
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await qa.open('?country=BR&method=pix&lang=pt-BR');
    const code = page.locator('#autopay-hint code');
    await expect(code).toHaveText('metadata.sandbox_auto_pay_seconds');
    expect(await code.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/mono/i);
    // Each part (before and after the dot) on one line: a break, if any, only at the dot.
    const lines = await code.evaluate((el) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => {
          const range = document.createRange();
          range.selectNodeContents(n);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }),
    );
    expect(lines).toEqual([1, 1]);
  });
}

test('at 1280 px the reference filter label is on one line, its input level with the status filter', async ({
  qa,
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const lang of ['pt-BR', 'es-MX']) {
    await qa.open(`?country=BR&method=card&lang=${lang}`);
    const label = page.locator('label[for="filter-reference"]');
    // One line: the label is shorter than two of its lines, whatever font the machine has.
    const lineHeight = await label.evaluate((el) => {
      const style = getComputedStyle(el);
      return style.lineHeight === 'normal'
        ? Number.parseFloat(style.fontSize) * 1.2
        : Number.parseFloat(style.lineHeight);
    });
    const status = await page.locator('label[for="filter-status"]').boundingBox();
    const reference = await label.boundingBox();
    expect(reference?.height ?? 0, lang).toBeLessThan(lineHeight * 1.5);
    // Level: the same top within a pixel (sub-pixel layout differs between fonts and machines).
    expect(Math.abs((reference?.y ?? 0) - (status?.y ?? 0)), lang).toBeLessThanOrEqual(1);
    const select = await page.locator('#filter-status').boundingBox();
    const input = await page.locator('#filter-reference').boundingBox();
    expect(Math.abs((input?.y ?? 0) - (select?.y ?? 0)), lang).toBeLessThanOrEqual(1);
  }
});

test('at 375 px, after "New order" the card frame’s number and its Pay button are both in view', async ({
  qa,
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await qa.open('?country=BR&method=card&fields=email-document&lang=pt-BR');
  // As a QA engineer scrolls to it: the button at the bottom of the screen, the checkout panel below the fold.
  await page.locator('#new-order').evaluate((b) => b.scrollIntoView({ block: 'end' }));
  await qa.newOrder();
  const frame = page.locator('tucan-card iframe').contentFrame();
  await expect(frame.getByRole('button', { name: /^Pagar\b/ })).toBeInViewport({ ratio: 1 });
  await expect(frame.getByLabel('Número do cartão')).toBeInViewport({ ratio: 1 });
  await expect(page.locator('#new-order')).toBeFocused();
});

test('script-tag.html in the language of its ?lang=, its title whole at 375 px; pt-BR without one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/script-tag.html?lang=es-MX');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await expect(page).toHaveTitle('Checkout (paquete de la etiqueta script)');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Checkout (paquete de la etiqueta script)');
  await expect(page.locator('#page-lead')).toContainText('Esta página incluye solo el cargador');
  await expect(page.locator('#page-lead code').first()).toHaveText('tucan.js');
  // The card speaks the page's language too.
  await expect(page.locator('tucan-card iframe').contentFrame().getByLabel('Número de tarjeta')).toBeVisible({
    timeout: 15_000,
  });
  // No word of the title broken across lines: every line ends at a space.
  const broken = await title.evaluate((el) => {
    const node = el.firstChild as Text;
    const range = document.createRange();
    let last = -1;
    for (let i = 0; i < node.length; i++) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const top = Math.round(range.getBoundingClientRect().top);
      if (last >= 0 && top > last && node.data[i - 1] !== ' ') return node.data.slice(0, i);
      if (node.data[i] !== ' ') last = top;
    }
    return '';
  });
  expect(broken).toBe('');
  expect(await axe(page)).toEqual([]);

  await page.goto('/script-tag.html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout (pacote da tag script)');
});

test('script-tag.html in dark at 375 px: the card frame stays inside the card’s box and paints no panel of its own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/script-tag.html');
  const iframe = page.locator('tucan-card iframe');
  const frame = iframe.contentFrame();
  await expect(frame.getByLabel('Número do cartão')).toBeVisible({ timeout: 15_000 });
  const host = await page.locator('tucan-card').boundingBox();
  const box = await iframe.boundingBox();
  if (!host || !box) throw new Error('no card box');
  expect(box.x).toBeGreaterThanOrEqual(host.x - 1);
  expect(box.x + box.width).toBeLessThanOrEqual(host.x + host.width + 1);
  expect(box.y).toBeGreaterThanOrEqual(host.y - 1);
  expect(box.y + box.height).toBeLessThanOrEqual(host.y + host.height + 1);
  // The frame's document and the card in it are transparent: the dark surface is the element's, as inline.
  expect(
    await frame
      .locator('html')
      .evaluate(() =>
        ['html', 'body', 'tucan-card'].map(
          (s) => getComputedStyle(document.querySelector(s) as Element).backgroundColor,
        ),
      ),
  ).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
});

test("script-tag.html follows the shopper's dark preference, and its card with it; light by default", async ({
  page,
}) => {
  /** The lightness (0–255, the mean of red, green, blue) of an element's computed background colour. */
  const lightness = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    return (r + g + b) / 3;
  };
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/script-tag.html');
  const number = page.locator('tucan-card iframe').contentFrame().getByLabel('Número do cartão');
  await expect(number).toBeVisible({ timeout: 15_000 });
  expect(
    lightness(await page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor)),
  ).toBeLessThan(64);
  expect(lightness(await number.evaluate((el) => getComputedStyle(el).backgroundColor))).toBeLessThan(64);
  expect(await axe(page)).toEqual([]);

  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(number).toBeVisible({ timeout: 15_000 });
  expect(
    lightness(await page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor)),
  ).toBeGreaterThan(192);
  expect(lightness(await number.evaluate((el) => getComputedStyle(el).backgroundColor))).toBeGreaterThan(192);
});
