import { expect, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

/** `/script-tag.html`: the page speaks its `?lang=` and follows the shopper's colour scheme, its card with it. */

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
  // The frame takes the height its form reports, and the card's box follows it: once they have settled (the
  // installments row may still be arriving when the number shows), the frame lies inside the card's box.
  const overflow = async () => {
    const host = await page.locator('tucan-card').boundingBox();
    const box = await iframe.boundingBox();
    if (!host || !box) throw new Error('no card box');
    return Math.max(
      host.x - box.x,
      box.x + box.width - (host.x + host.width),
      host.y - box.y,
      box.y + box.height - (host.y + host.height),
    );
  };
  await expect.poll(overflow).toBeLessThanOrEqual(1);
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
