import { expect, test } from '../fixtures/demo.ts';

/**
 * The merchant's words on the hosted page stay inside it on a narrow phone: a link description without a single
 * space (a product code, a URL) breaks where it must, whether it is the heading (payable, paid) or the line under
 * the state's heading (expired). No sideways scroll at 420 px.
 */

const LONG = `Curso${'fotografia'.repeat(45)}`;

test.describe('a description without spaces on the hosted page at 420 px', () => {
  for (const state of ['payable', 'paid', 'expired'] as const) {
    test(`stays inside the page when the link is ${state}`, async ({ page, request, links }) => {
      const { link, config } = await links.create('payment-link', {
        description: LONG,
        ...(state === 'expired' ? { due_date: '2020-01-31' } : {}),
      });
      if (state === 'paid') {
        const paid = await request.post(`${config.base_url}/sandbox/charges/${link.charge_uuid}/status`, {
          data: { status: 'paid' },
        });
        expect(paid.status()).toBe(200);
      }
      await page.setViewportSize({ width: 420, height: 800 });
      await page.goto(link.url);
      const words =
        state === 'expired' ? page.locator('.description') : page.getByRole('heading', { level: 1 });
      await expect(words).toHaveText(LONG);
      if (state === 'payable')
        await expect(page.locator('tucan-checkout').getByRole('radio').first()).toBeVisible();
      if (state === 'paid') await expect(page.locator('tucan-status')).toBeVisible();
      const measured = await words.evaluate((el) => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        overflows: el.scrollWidth > el.clientWidth,
      }));
      expect(measured.page).toBeLessThanOrEqual(measured.viewport);
      expect(measured.overflows).toBe(false);
    });
  }
});
