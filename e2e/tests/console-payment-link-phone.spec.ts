import { expect, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

/** The payment link panel on a phone: the url wraps inside it, Copy and Open, the link's description in the
 * console's language. */

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
