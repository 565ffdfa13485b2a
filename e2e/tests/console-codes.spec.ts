import { expect, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

test.describe('QA console: paying by code', () => {
  test('a pix code paid through the control endpoint ends in the success screen, verified by the merchant backend after the webhook', async ({
    codes,
    qa,
    page,
  }) => {
    const uuid = await qa.newOrderAt('?country=BR&method=pix&fields=none&lang=en');
    const pix = codes('tucan-pix').root;
    // The code is asked for at once (no payer step): its QR and its copy-and-paste string show.
    await expect(pix.getByRole('img', { name: /Pix QR code/ })).toBeVisible({ timeout: 15_000 });
    await expect(pix.getByText(/^000201/)).toBeVisible();
    expect(await axe(page, '#checkout-panel')).toEqual([]);

    await qa.action('Mark the code paid');
    await qa.expectActionResult('Mark the code paid: the charge is now paid.');
    // The widget learns it from the merchant backend's status URL, which trusts only the GET after the webhook.
    await expect(pix.locator('p[part="title"]', { hasText: 'Payment received' })).toBeVisible({
      timeout: 20_000,
    });
    await qa.expectVerifiedPaid(uuid);
    await expect(page.locator('#events')).toContainText(
      `tucan-complete {"chargeUuid":"${uuid}","status":"paid"}`,
    );
    expect(await axe(page, '#checkout-panel')).toEqual([]);
  });
});

test.describe('QA console: auto-pay', () => {
  test('a pix order with "the sandbox pays it by itself after 5 s" sends the metadata, and the code ends paid with no click', async ({
    codes,
    qa,
    page,
  }) => {
    await qa.open('?country=BR&method=pix&fields=none&lang=en&autopay=5');
    await expect(page.locator('#autopay')).toHaveValue('5');
    await expect(page.locator('#autopay-hint')).toContainText('metadata.sandbox_auto_pay_seconds');
    await qa.newOrder();
    const uuid = await qa.chargeUuid();
    await expect(page.locator('#order-summary')).toContainText('Auto-pay');
    await expect(page.locator('#order-summary')).toContainText('after 5 s');
    const pix = codes('tucan-pix').root;
    await expect(pix.getByRole('img', { name: /Pix QR code/ })).toBeVisible({ timeout: 15_000 });
    // The charge the merchant backend created carries the metadata, as the service returns it.
    const charge = await page.request.get(`/api/merchant/charges/${uuid}`);
    expect(JSON.stringify(await charge.json())).toContain('"sandbox_auto_pay_seconds":5');
    // Nobody marks it paid: the sandbox does, the webhook arrives, the backend verifies, the widget says so.
    await expect(pix.locator('p[part="title"]', { hasText: 'Payment received' })).toBeVisible({
      timeout: 25_000,
    });
    await expect(page.locator('#verified')).toContainText('paid (fetched from the service after a webhook)');
  });

  test('auto-pay is offered for code methods only, and a card order sends no metadata', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=BR&method=card&lang=en&autopay=30');
    await expect(page.locator('[data-field="autopay"]')).toBeHidden();
    await qa.newOrder();
    const uuid = await qa.chargeUuid();
    const charge = await page.request.get(`/api/merchant/charges/${uuid}`);
    expect(JSON.stringify(await charge.json())).not.toContain('sandbox_auto_pay_seconds');
    await page.locator('#method').selectOption('boleto');
    await expect(page.locator('[data-field="autopay"]')).toBeVisible();
    await expect(page.locator('#autopay')).toHaveValue('30');
  });
});
