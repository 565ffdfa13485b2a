import { expect, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

/**
 * The drop-in after its pix code expired, in the QA console (which gives it `newCharge`, as a merchant would): the
 * other methods stay offered, and choosing the card asks the console's backend for one new charge of the same
 * order, which the card then pays (K17).
 */
test.describe('QA console: the drop-in after an expired pix code', () => {
  test('the card and boleto stay offered; the card, chosen, pays a new charge of the same order, in pt-BR', async ({
    dropin,
    qa,
    page,
  }) => {
    const { uuid, pix } = await qa.pixCodeInDropIn(dropin);
    const checkout = dropin.root;
    try {
      await qa.sandbox.getByRole('button', { name: '+1 hora' }).click();
      await expect(pix.locator('.alert-title')).toHaveText('Este código expirou', { timeout: 20_000 });
      await expect(pix.getByRole('button', { name: 'Gerar novo código' })).toBeVisible();
      // Every method is still there to choose; the checkout did not end.
      await expect(dropin.method('Cartão')).toBeVisible();
      await expect(dropin.method('Boleto')).toBeVisible();
      await expect(checkout.locator('.ended')).toHaveCount(0);
      expect(await axe(page, '#checkout-panel')).toEqual([]);

      await dropin.method('Cartão').check();
      // The console's backend makes a new charge for the order; the card is for it.
      await expect(page.locator('#order-summary code').first()).not.toHaveAttribute('title', uuid, {
        timeout: 15_000,
      });
      const second = await checkout.evaluate((e) => (e as HTMLElement & { chargeUuid: string }).chargeUuid);
      expect(second).not.toBe(uuid);
      await expect(page.locator('#order-summary code').first()).toHaveAttribute('title', second);
      await expect(dropin.card.root).toHaveAttribute('charge-uuid', second);
      await dropin.card.payInPortuguese();
      await expect.poll(() => qa.chargeStatus(second), { timeout: 20_000 }).toMatch(/^(paid|confirmed)$/);
      expect(await qa.chargeStatus(uuid)).toBe('canceled');
    } finally {
      await qa.resetSandbox('pt-BR');
    }
  });
});
