import { expect, test } from '../fixtures/demo.ts';

/**
 * The console's status gallery shows thirteen status screens side by side as examples: none of them is a live region,
 * so a screen reader is not read them all. The widget in the checkout panel (a card in the service's frame) keeps its
 * own live region, which says the payment's result.
 */
test.describe('QA demo: the status gallery is quiet, the widget is not', () => {
  test('the gallery has no live region; the checkout panel’s card has one, which says the result', async ({
    card,
    demo,
    page,
  }) => {
    await demo.open();
    const gallery = page.locator('#gallery');
    await expect(gallery.locator('tucan-status')).toHaveCount(13);
    // Every screen shows its words (its region, named after its status)...
    await expect(demo.galleryItem('paid').getByRole('region')).toContainText('Payment received');
    // ...and none is a live region (CSS locators pierce the screens' shadow roots).
    await expect(gallery.locator('[role="status"], [role="alert"], [aria-live]')).toHaveCount(0);

    await demo.createCharge('BR', '150.75');
    // The card's form, and its live region, are in the service's frame (the console's default isolation).
    const live = (await card.form()).locator('[role="status"][aria-live="polite"]');
    await expect(live).toHaveCount(1);
    await card.fill({
      number: '4111 1111 1111 1111',
      email: 'maria@example.com',
      document: '529.982.247-25',
    });
    await (await card.payButton()).click();
    await expect(live).toHaveText(/Payment (approved|received)/, { timeout: 15_000 });
    // The gallery stays quiet after the payment, in another language too.
    await demo.setLanguage('pt-BR');
    await expect(demo.galleryItem('paid').getByRole('region')).toContainText('Pagamento recebido');
    await expect(gallery.locator('[role="status"], [role="alert"], [aria-live]')).toHaveCount(0);
  });
});
