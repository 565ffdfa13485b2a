import { expect, test } from '../fixtures/console.ts';

/**
 * "New order" brings the widget into view (on a phone with its first field, and the frame card's Pay) and the
 * keyboard focus with it: the next Tab is in the widget, wherever "New order" has scrolled to.
 */

test('at 375 px, after "New order" the widget’s first field is in view', async ({ qa, page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await qa.open('?country=MX&method=card&lang=es-MX&isolation=inline');
  // As a QA engineer scrolls to it: the button at the bottom of the screen, the checkout panel below the fold.
  await page.locator('#new-order').evaluate((b) => b.scrollIntoView({ block: 'end' }));
  await qa.newOrder();
  await expect(page.locator('tucan-card').getByLabel('Número de tarjeta')).toBeInViewport({ ratio: 1 });
  await expect(page.locator('tucan-card').getByLabel('CVV')).toBeInViewport();
  await expect(page.locator('#checkout')).toBeFocused();
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
  await expect(page.locator('#checkout')).toBeFocused();
});

for (const isolation of ['frame', 'inline'] as const) {
  test(`at 1280 px, Enter on "New order" moves the focus to the new widget, in view, and Tab goes into it (${isolation})`, async ({
    qa,
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await qa.open(`?country=MX&method=card&lang=es-MX&isolation=${isolation}`);
    const button = page.locator('#new-order');
    await button.focus();
    await expect(button).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#order-summary')).toBeVisible();
    const box = page.locator('#checkout');
    await expect(box).toBeFocused();
    await expect(box).toBeInViewport();
    await expect(box).toHaveAccessibleName(`El widget del pedido ${await qa.orderReference()}`);
    // "New order" has scrolled off: a second Enter would have been a second order.
    await expect(button).not.toBeInViewport();
    // The card is ready (a frame card's frame is out of the tab order until its form shows): Tab goes into it.
    const card = page.locator('tucan-card');
    const number = isolation === 'frame' ? card.locator('iframe').contentFrame() : card;
    await expect(number.getByLabel('Número de tarjeta')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('tucan-card')).toBeFocused();
  });
}
