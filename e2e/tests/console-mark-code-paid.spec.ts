import { expect, payWithTestCard, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

/** The sandbox's "Mark the code paid" in the QA console follows the sandbox's own rule for a live code. */

test.describe('QA console: "Mark the code paid" only when the sandbox can pay the code', () => {
  test('pt-BR: off with why on a new order and a card charge; on for an issued pix, off again once paid', async ({
    qa,
    page,
  }) => {
    const markPaid = qa.detail.locator('[data-action="mark-paid"]');
    const hint = page.locator('#code-hint');
    await qa.open('?country=BR&method=card&fields=email&lang=pt-BR&isolation=inline&card=visa');
    await qa.newOrder();
    await expect(markPaid).toHaveAttribute('aria-disabled', 'true');
    await expect(hint).toHaveText(
      'Esta cobrança não tem código a pagar (nunca emitido, anulado quando outro método pagou, ou expirado).',
    );
    await page.locator('#lang').selectOption('en');
    await payWithTestCard(page, qa);
    await expect(qa.detail.locator('h3 .badge')).toHaveText('paid', { timeout: 15_000 });
    await expect(markPaid).toHaveAttribute('aria-disabled', 'true');
    await expect(hint).toHaveText(
      'Marking the code paid needs a code method’s charge (pix, boleto, SPEI, OXXO, QR, Pago Fácil).',
    );
    await expect(markPaid).toHaveAccessibleDescription(/needs a code method’s charge/);
    // Enter on it sends nothing: the result line stays empty.
    await markPaid.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#action-result')).toHaveText('');

    await page.locator('#lang').selectOption('pt-BR');
    await page.locator('#method').selectOption('pix');
    await page.locator('#fields').selectOption('none');
    await qa.newOrder();
    await expect(page.locator('tucan-pix').getByText(/^000201/)).toBeVisible({ timeout: 15_000 });
    await expect(qa.detail.locator('h3 .badge')).toHaveText('emitida');
    await expect(markPaid).not.toHaveAttribute('aria-disabled');
    await expect(hint).toHaveText('O sandbox pode pagar o código desta cobrança como o comprador faria.');
    await markPaid.click();
    await expect(page.locator('#action-result')).toHaveText(
      'Marcar o código como pago: a cobrança agora está paga (paid).',
    );
    await expect(qa.detail.locator('h3 .badge')).toHaveText('paga');
    await expect(markPaid).toHaveAttribute('aria-disabled', 'true');
    await expect(hint).toHaveText(
      'Marcar o código como pago exige uma cobrança ainda à espera do pagamento (emitida, ou não concluída numa tentativa anterior).',
    );
    expect(await axe(page, '#charge-detail')).toEqual([]);
  });
});
