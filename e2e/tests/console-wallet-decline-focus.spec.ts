import { expect, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

/**
 * The keyboard after a declined wallet payment in the drop-in, as a shopper meets it in the QA console (its
 * simulated sheet takes the focus while open, and hides with it when it closes): the focus goes to the wallet's
 * alert, where a card's decline puts it, not to the page's body.
 */
test.describe('QA console: a declined wallet payment in the drop-in', () => {
  test('MX drop-in, Google Pay with the declined test card, by keyboard: the focus lands on the alert', async ({
    dropin,
    qa,
    page,
  }) => {
    await qa.open('?country=MX&method=checkout&card=declined&fields=none&lang=es-MX&simulate=on');
    await qa.newOrder();
    const checkout = dropin.root;
    await checkout.getByRole('radio', { name: 'Google Pay' }).check();
    const gpay = dropin.wallet('tucan-google-pay').root;
    const button = gpay.getByRole('button', { name: /GPay/ });
    await button.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('region', { name: 'Hoja simulada de Google Pay' });
    await expect(sheet.getByRole('button', { name: 'Pagar con la tarjeta de prueba' })).toBeFocused();
    await page.keyboard.press('Enter');
    const alert = gpay.locator('[part="alert"]');
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expect(alert).toBeFocused();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    expect(await axe(page, '#checkout-panel')).toEqual([]);
  });
});
