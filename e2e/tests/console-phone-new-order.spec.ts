import { expect, test } from '../fixtures/console.ts';

/** On a phone, "New order" brings the widget into view with its first field (and the frame card's Pay). */

test('at 375 px, after "New order" the widget’s first field is in view', async ({ qa, page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await qa.open('?country=MX&method=card&lang=es-MX&isolation=inline');
  // As a QA engineer scrolls to it: the button at the bottom of the screen, the checkout panel below the fold.
  await page.locator('#new-order').evaluate((b) => b.scrollIntoView({ block: 'end' }));
  await qa.newOrder();
  await expect(page.locator('tucan-card').getByLabel('Número de tarjeta')).toBeInViewport({ ratio: 1 });
  await expect(page.locator('tucan-card').getByLabel('CVV')).toBeInViewport();
  await expect(page.locator('#new-order')).toBeFocused();
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
