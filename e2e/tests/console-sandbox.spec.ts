import { expect, payWithTestCard, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

test.describe('QA console: the sandbox controls', () => {
  test('sunset mode: the widget shows its 410 message and the merchant panel its 410 answers', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=BR&card=visa&isolation=inline');
    await qa.newOrder();
    const uuid = await qa.chargeUuid();
    try {
      await qa.setVersionMode('Sunset');
      await expect(page.locator('#mode-hint')).toContainText('410 Gone');
      const gone: string[] = [];
      page.on('response', (r) => {
        if (r.status() === 410) gone.push(new URL(r.url()).pathname);
      });
      await payWithTestCard(page, qa);
      const alert = page.locator('tucan-card [part="alert"]');
      await expect(alert).toBeVisible({ timeout: 15_000 });
      await expect(alert).toContainText('a version of the payment service that is no longer available');
      await expect(page.locator('#events')).toContainText(
        `tucan-error {"chargeUuid":"${uuid}","code":"version_gone"`,
      );
      expect(gone).toContain(`/api/v1/bank/public/charge/${uuid}/pay`);
      // The merchant backend is cut off too: its list and its new orders answer 410.
      await page.locator('#charges-refresh').click();
      await expect(page.locator('#charges-state')).toContainText(
        'The charges could not be listed: API v1 is switched off (sunset mode) (HTTP 410 · API_VERSION_SUNSET',
      );
      await page.locator('#new-order').click();
      await expect(page.locator('#order-result')).toContainText('HTTP 410 · API_VERSION_SUNSET');
      expect(await axe(page, '#checkout-panel')).toEqual([]);
      expect(await axe(page, '#sandbox')).toEqual([]);
    } finally {
      await qa.setVersionMode('Current');
    }
  });

  test('deprecated mode: the widget still pays, and every v1 answer carries the deprecation headers', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=MX&card=mastercard&isolation=inline');
    await qa.newOrder();
    try {
      await qa.setVersionMode('Deprecated');
      const pay = page.waitForResponse((r) => /\/pay$/.test(new URL(r.url()).pathname));
      await payWithTestCard(page, qa);
      const headers = (await pay).headers();
      expect(headers.deprecation).toBe('true');
      expect(headers.sunset).toBeTruthy();
      await expect(page.locator('#verified')).toContainText(
        'paid (fetched from the service after a webhook)',
        {
          timeout: 15_000,
        },
      );
    } finally {
      await qa.setVersionMode('Current');
    }
  });

  test('the clock moves forward, the backend keeps working with a fresh token, and reset puts everything back', async ({
    qa,
    page,
  }) => {
    await qa.open();
    await expect(page.locator('#sandbox-clock')).toContainText('(real time)');
    await qa.sandbox.getByRole('button', { name: '+1 hour' }).click();
    await expect(page.locator('#sandbox-clock')).toContainText('1 h 0 min ahead of real time');
    await qa.sandbox.getByRole('button', { name: '+1 day' }).click();
    await expect(page.locator('#sandbox-clock')).toContainText('25 h 0 min ahead of real time');
    // The backend's cached token expired on the sandbox clock: it takes a new one and the order goes through.
    await qa.newOrder();
    const reference = await qa.orderReference();
    await expect(qa.chargeRow(reference)).toContainText('issued');
    await qa.resetSandbox();
    await expect(page.locator('#sandbox-clock')).toContainText('(real time)');
    await expect(page.locator('#charges-state')).toHaveText('No charge matches.');
    expect(await axe(page, '#sandbox')).toEqual([]);
  });

  test('advancing the sandbox clock past a pix code’s expiry ends it, and the widget says so', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=BR&method=pix&fields=none&lang=en');
    await qa.newOrder();
    const uuid = await qa.chargeUuid();
    const pix = page.locator('tucan-pix');
    await expect(pix.getByRole('img', { name: /Pix QR code/ })).toBeVisible({ timeout: 15_000 });
    try {
      await qa.sandbox.getByRole('button', { name: '+1 hour' }).click();
      // The service cancels the expired code: its webhook, verified by GET, reaches the widget through status-url.
      await expect(qa.receipt(uuid, 'canceled')).toContainText('verified by GET: canceled', {
        timeout: 20_000,
      });
      await expect(pix.locator('.alert-title', { hasText: 'This code has expired' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(pix.getByRole('img', { name: /Pix QR code/ })).toHaveCount(0);
      // Its own words, not the card's ("… or the bank confirmation was not completed").
      await expect(pix).not.toContainText('bank confirmation');
      expect(await axe(page, '#checkout-panel')).toEqual([]);
    } finally {
      await qa.resetSandbox();
    }
  });
});
