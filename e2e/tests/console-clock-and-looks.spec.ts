import { apiOrder, expect, test } from '../fixtures/console.ts';

/**
 * What a QA engineer reads in the console: one clock for every time it shows (the sandbox's, which QA moves
 * forward, with the real time on hover), a verified failure drawn as a failure, the simulated wallet sheet next to
 * the wallet button, and a checkbox that reads in dark mode.
 */

/** The console's detail for one charge, opened from its row. */
async function openDetail(page: import('@playwright/test').Page, reference: string) {
  const row = page.locator('#charges .charge-row').filter({ hasText: reference });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.click();
  await expect(page.locator('#charge-detail')).toBeVisible();
}

test.describe('QA console: times, pills and the wallet sheet', () => {
  test('the webhook log shows each receipt on the sandbox clock, as the charge history does, with the real time on hover', async ({
    qa,
    page,
    request,
  }) => {
    await qa.open('?country=BR&method=card&lang=en');
    await qa.sandbox.getByRole('button', { name: '+1 hour' }).click();
    await expect(page.locator('#sandbox-clock')).toContainText('1 h 0 min ahead of real time');
    try {
      const { charge_uuid: uuid, reference_external_id: reference } = await apiOrder(request, 33.3, 'BR');
      const realBefore = Date.now();
      const changed = await request.post(`/api/sandbox/charges/${uuid}/status`, {
        data: { status: 'error' },
      });
      expect(changed.status()).toBe(200);
      const receipt = qa.receipt(uuid, 'error');
      await expect(receipt).toContainText('verified by GET: not completed (error)');
      const shown = receipt.locator('.receipt-head time');
      await expect(shown).toHaveAttribute('title', /^Sandbox clock; real time /);
      // The time shown is the sandbox's, an hour ahead; the real one is on hover.
      const at = Date.parse((await shown.getAttribute('datetime')) ?? '');
      expect(at - realBefore).toBeGreaterThan(59 * 60_000);
      expect(at - realBefore).toBeLessThan(61 * 60_000);

      // The charge's history and its deliveries: the same clock, said so on hover, within the same minute.
      await openDetail(page, reference);
      const change = page
        .locator('#history li')
        .filter({ hasText: 'issued → not completed' })
        .locator('time');
      await expect(change).toHaveAttribute('title', 'Sandbox clock');
      const changedAt = Date.parse((await change.getAttribute('datetime')) ?? '');
      expect(Math.abs(changedAt - at)).toBeLessThan(60_000);
      await expect(page.locator('#deliveries time').first()).toHaveAttribute('title', 'Sandbox clock');
    } finally {
      await qa.resetSandbox();
    }
  });

  test('a webhook about a failed payment reads as a failure: "verified by GET: not completed (error)" is not drawn in success green', async ({
    qa,
    request,
  }) => {
    await qa.open('?country=BR&method=card&lang=en');
    const failed = await apiOrder(request, 21.5, 'BR');
    expect(
      (
        await request.post(`/api/sandbox/charges/${failed.charge_uuid}/status`, { data: { status: 'error' } })
      ).status(),
    ).toBe(200);
    const paid = await apiOrder(request, 21.6, 'BR');
    expect(
      (
        await request.post(`/api/sandbox/charges/${paid.charge_uuid}/status`, { data: { status: 'paid' } })
      ).status(),
    ).toBe(200);
    const pill = (uuid: string, status: string) =>
      qa
        .receipt(uuid, status)
        .locator('.verify')
        .filter({ hasText: new RegExp(`verified by GET: ([\\w ]+ \\()?${status}\\b`) });
    await expect(pill(failed.charge_uuid, 'error')).toBeVisible();
    await expect(pill(paid.charge_uuid, 'paid')).toBeVisible();
    const color = (uuid: string, status: string) =>
      pill(uuid, status).evaluate((el) => getComputedStyle(el).color);
    // The same colours as the charge badges: error in the failure colour, paid in the success one.
    const signatureOk = await qa
      .receipt(paid.charge_uuid, 'paid')
      .locator('.sig')
      .evaluate((el) => getComputedStyle(el).color);
    expect(await color(paid.charge_uuid, 'paid')).toBe(signatureOk);
    expect(await color(failed.charge_uuid, 'error')).not.toBe(signatureOk);
    await expect(pill(failed.charge_uuid, 'error')).toHaveClass(/\bfailure\b/);
  });

  for (const width of [375, 1280]) {
    test(`the simulated wallet sheet opens right under the wallet button, above the Payment link panel (${width} px)`, async ({
      qa,
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await qa.open('?country=BR&method=googlepay&card=visa&lang=en&simulate=on');
      await qa.newOrder();
      const button = page.locator('tucan-google-pay').getByRole('button', { name: /GPay/ });
      await button.click();
      const sheet = page.getByRole('region', { name: 'Simulated Google Pay sheet' });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('button', { name: 'Pay with the test card' })).toBeFocused();
      const [b, s, links] = await Promise.all([
        button.boundingBox(),
        sheet.boundingBox(),
        page.locator('#payment-link').boundingBox(),
      ]);
      // Inside the checkout panel, under the button, before the order's other lines and the next panel.
      await expect(page.locator('#checkout-panel #wallet-sheet')).toBeVisible();
      expect(s!.y).toBeGreaterThanOrEqual(b!.y + b!.height);
      expect(s!.y - (b!.y + b!.height)).toBeLessThan(120);
      expect(s!.y + s!.height).toBeLessThanOrEqual(links!.y);
      await sheet.getByRole('button', { name: 'Close the sheet' }).click();
      await expect(sheet).toBeHidden();
    });
  }

  test('in dark mode the "Let me try every action" checkbox is a full-size box in the console’s accent', async ({
    qa,
    page,
    request,
  }) => {
    const { reference_external_id: reference } = await apiOrder(request, 12.5, 'BR');
    for (const theme of ['dark', 'light']) {
      await qa.open(`?country=BR&method=card&lang=en&theme=${theme}`);
      await openDetail(page, reference);
      const box = page.getByRole('checkbox', { name: /Let me try every action/ });
      const size = await box.boundingBox();
      // 1.25rem: as tall as the label's text, not a shrunken control inside a text field's padding.
      expect(size!.width, theme).toBeGreaterThanOrEqual(19);
      expect(size!.height, theme).toBeGreaterThanOrEqual(19);
      const look = await box.evaluate((el) => {
        const s = getComputedStyle(el);
        const primary = getComputedStyle(document.querySelector('#new-order') as Element).backgroundColor;
        return { scheme: s.colorScheme, accent: s.accentColor, padding: s.paddingTop, primary };
      });
      expect(look.padding, theme).toBe('0px');
      expect(look.accent, theme).toBe(look.primary);
      expect(look.scheme, theme).toContain(theme);
      await box.check();
      await expect(box).toBeChecked();
    }
  });
});
