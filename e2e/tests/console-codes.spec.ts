import { expect, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

test.describe('QA console: paying by code', () => {
  test('a pix code paid through the control endpoint ends in the success screen, verified by the merchant backend after the webhook', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=BR&method=pix&fields=none&lang=en');
    await qa.newOrder();
    const uuid = await qa.chargeUuid();
    const pix = page.locator('tucan-pix');
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
    await expect(page.locator('#verified')).toContainText('paid (fetched from the service after a webhook)');
    await expect(qa.receipt(uuid, 'paid')).toContainText('verified by GET: paid');
    await expect(page.locator('#events')).toContainText(
      `tucan-complete {"chargeUuid":"${uuid}","status":"paid"}`,
    );
    expect(await axe(page, '#checkout-panel')).toEqual([]);
  });
});
