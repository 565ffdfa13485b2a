import { expect, payWithTestCard, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

/**
 * Full payments through `<tucan-checkout>` (the console's "Checkout" method) with each method family, each
 * verified by the merchant backend after the webhook. The wallets run as the console's simulated wallets (the
 * faithful fakes, `simulate=on`); `checkout.wallets.test.ts` covers them in Vitest as well.
 */
test.describe('QA console: paying through the drop-in checkout', () => {
  test('card with a 3DS challenge, chosen in the checkout after pix', async ({ dropin, qa, page }) => {
    const uuid = await qa.newOrderAt(
      '?country=BR&method=checkout&card=3ds-challenge&fields=none&lang=en&isolation=inline',
    );
    const checkout = dropin.root;
    // Brazil: pix first, then the card; wallets this browser cannot use are left out.
    await expect(checkout.getByRole('radio').first()).toHaveAccessibleName('Pix');
    await expect(checkout.getByRole('radio', { name: 'Pix' })).toBeChecked();
    expect(await axe(page, '#checkout-panel')).toEqual([]);
    await checkout.getByRole('radio', { name: 'Card', exact: true }).check();
    await payWithTestCard(page, qa, { otp: '123456' });
    await expect(dropin.card.root.getByText('Payment received').first()).toBeVisible({
      timeout: 20_000,
    });
    await qa.expectVerifiedPaid(uuid);
    await expect(page.locator('#events')).toContainText(
      `tucan-complete {"chargeUuid":"${uuid}","status":"paid","method":"card"}`,
    );
    // Paid: the result stands alone, with no method to choose any more.
    await expect(checkout.getByRole('radio')).toHaveCount(0);
    expect(await axe(page, '#checkout-panel')).toEqual([]);
  });

  test('pix, paid through the control endpoint', async ({ dropin, qa, page }) => {
    const uuid = await qa.newOrderAt('?country=BR&method=checkout&fields=none&lang=en');
    const pix = dropin.code('tucan-pix').root;
    // Pix is chosen first, and issues its code only when the shopper asks for it.
    await pix.getByRole('button', { name: 'Generate Pix code' }).click();
    await expect(pix.getByText(/^000201/)).toBeVisible({ timeout: 15_000 });
    expect(await axe(page, '#checkout-panel')).toEqual([]);
    await qa.action('Mark the code paid');
    await qa.expectActionResult('Mark the code paid: the charge is now paid.');
    await expect(pix.locator('p[part="title"]', { hasText: 'Payment received' })).toBeVisible({
      timeout: 20_000,
    });
    await qa.expectVerifiedPaid(uuid);
    await expect(page.locator('#events')).toContainText(
      `tucan-complete {"chargeUuid":"${uuid}","status":"paid","method":"pix"}`,
    );
    expect(await axe(page, '#checkout-panel')).toEqual([]);
  });

  test('oxxo, in Mexico after the card, paid at the store', async ({ dropin, qa, page }) => {
    const uuid = await qa.newOrderAt('?country=MX&method=checkout&fields=none&lang=es-MX');
    const checkout = dropin.root;
    await expect(checkout.getByRole('radio').first()).toHaveAccessibleName('Tarjeta');
    // The card's frame above OXXO is whole (its installments arrive last and make it taller), so the OXXO row no
    // longer moves under the pointer.
    await expect(
      checkout.frameLocator('iframe').getByRole('combobox', { name: 'Meses' }).getByRole('option'),
    ).toHaveCount(5);
    await checkout.getByRole('radio', { name: 'Efectivo en OXXO' }).check();
    const oxxo = dropin.code('tucan-oxxo').root;
    await oxxo.getByRole('button', { name: 'Generar ficha OXXO' }).click();
    await expect(oxxo.locator('.barcode figcaption')).toHaveText(/^\d{30}$/, { timeout: 15_000 });
    expect(await axe(page, '#checkout-panel')).toEqual([]);
    await page.locator('#lang').selectOption('en');
    await qa.action('Mark the code paid');
    await expect(oxxo.locator('p[part="title"]', { hasText: 'Payment received' })).toBeVisible({
      timeout: 20_000,
    });
    await qa.expectVerifiedPaid(uuid);
    await expect(page.locator('#events')).toContainText(
      `tucan-complete {"chargeUuid":"${uuid}","status":"paid","method":"oxxo"}`,
    );
    expect(await axe(page, '#checkout-panel')).toEqual([]);
  });

  test('Google Pay, simulated: offered only when the device can pay, chosen in the checkout, paid from the sheet', async ({
    dropin,
    qa,
    page,
  }) => {
    await qa.open('?country=BR&method=checkout&card=visa&fields=none&lang=en&simulate=off');
    await qa.newOrder();
    const checkout = dropin.root;
    await expect(checkout.getByRole('radio', { name: 'Pix' })).toBeChecked();
    // No wallet on this device: neither wallet is offered.
    await expect(checkout.getByRole('radio', { name: 'Google Pay' })).toHaveCount(0);
    await expect(checkout.getByRole('radio', { name: 'Apple Pay' })).toHaveCount(0);

    await page.locator('#simulate').selectOption('on');
    await qa.newOrder();
    const uuid = await qa.chargeUuid();
    await checkout.getByRole('radio', { name: 'Google Pay' }).check();
    await dropin.wallet('tucan-google-pay').root.getByRole('button', { name: /GPay/ }).click();
    await page
      .getByRole('region', { name: 'Simulated Google Pay sheet' })
      .getByRole('button', { name: 'Pay with the test card' })
      .click();
    await qa.expectVerifiedPaid(uuid, { timeout: 20_000 });
    await expect(page.locator('#events')).toContainText(
      `tucan-complete {"chargeUuid":"${uuid}","status":"paid","method":"googlepay"}`,
    );
    expect(await axe(page, '#checkout-panel')).toEqual([]);
  });
});
