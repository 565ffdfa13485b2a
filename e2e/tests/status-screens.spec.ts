import { axe, expect, test } from '../fixtures/demo.ts';

const STATUSES = [
  'issued',
  'pending',
  'confirmed',
  'paid',
  'error',
  'canceled',
  'refunded',
  'refund_error',
  'chargeback_requested',
  'chargeback_refunded',
  'chargeback_reversed',
  'pre_chargeback_resolution',
];

test.describe('QA demo: status screens', () => {
  test('shows a status screen for each of the 12 statuses and an unknown one, axe-clean, under a strict CSP', async ({
    demo,
    page,
    cspViolations,
  }) => {
    await demo.open();
    for (const status of STATUSES) {
      const item = demo.galleryItem(status);
      await expect(item.getByRole('region')).toBeVisible();
      await expect(item.getByRole('region')).toContainText('R$');
    }
    await expect(demo.galleryItem('paid').getByRole('region')).toContainText('Payment received');
    await expect(demo.galleryItem('awaiting_new_status').getByRole('region')).toContainText(
      'We could not read this payment’s status (awaiting_new_status).',
    );
    expect(await axe(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('switches the wording to Portuguese and Spanish', async ({ demo }) => {
    await demo.open();
    await demo.setLanguage('pt-BR');
    await expect(demo.galleryItem('paid').getByRole('region')).toContainText('Pagamento recebido');
    await expect(demo.galleryItem('paid').getByRole('region')).toContainText('R$ 150,75');
    await demo.setLanguage('es-MX');
    await expect(demo.galleryItem('error').getByRole('region')).toContainText('Pago no completado');
  });
});
