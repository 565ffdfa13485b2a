import { expect, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

test.describe('QA console: a code that expired, and a new one', () => {
  test('a pix code expired by the sandbox clock offers “Generate a new code”; pressing it shows a new code for a new charge of the same order', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=BR&method=pix&fields=none&lang=en');
    await qa.newOrder();
    const first = await qa.chargeUuid();
    const pix = page.locator('tucan-pix');
    const code = pix.locator('[data-copy="payload"] .value');
    await expect(pix.getByRole('img', { name: /Pix QR code/ })).toBeVisible({ timeout: 15_000 });
    const firstCode = await code.textContent();
    try {
      await qa.sandbox.getByRole('button', { name: '+1 hour' }).click();
      // The service cancels the expired code; the backend's status (status-url) tells the widget.
      await expect(pix.locator('.alert-title', { hasText: 'This code has expired' })).toBeVisible({
        timeout: 20_000,
      });
      const again = pix.getByRole('button', { name: 'Generate a new code' });
      await expect(again).toBeVisible();
      expect(await axe(page, '#checkout-panel')).toEqual([]);

      await again.press('Enter');
      await expect(pix.getByRole('img', { name: /Pix QR code/ })).toBeVisible({ timeout: 15_000 });
      // The element's `chargeUuid` property (its attribute keeps the charge it was mounted with).
      const second = await pix.evaluate((e) => (e as HTMLElement & { chargeUuid: string }).chargeUuid);
      expect(second).toMatch(/^[0-9a-f-]{36}$/);
      expect(second).not.toBe(first);
      await expect(code).not.toHaveText(firstCode ?? '');
      // The keyboard focus is on the new code's Copy button.
      await expect(pix.getByRole('button', { name: 'Copy Pix Copia e Cola code' })).toBeFocused();
      // The widget reports the new charge's code; the order now shows that charge, and the backend polls it.
      await expect(page.locator('#events')).toContainText(
        `tucan-status {"chargeUuid":"${second}","status":"issued"}`,
      );
      await expect(page.locator('#order-summary code').first()).toHaveAttribute('title', second);
      expect(await pix.getAttribute('status-url')).toBe(new URL(`/api/charges/${second}`, page.url()).href);
      // In the service: the old charge canceled, the new one issued for the same amount.
      const status = async (uuid: string) =>
        ((await (await page.request.get(`/api/charges/${uuid}`)).json()) as { status?: string }).status;
      expect(await status(first)).toBe('canceled');
      expect(await status(second)).toBe('issued');
      await expect(pix.locator('[part="amount"]')).toContainText('150.75');
    } finally {
      await qa.resetSandbox();
    }
  });
});
