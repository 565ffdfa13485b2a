import type { Response } from '@playwright/test';
import { expect, test } from '../fixtures/console.ts';

/**
 * The QA console's "Fault at Pay" (`fault=`): the faults no amount triggers, one click away like the fault amounts.
 * The busy service: the backend sets the sandbox's throttle on the new charge, so its first pay call answers 429.
 * A page wrong about the amount: the card (or the drop-in) gets `amount="1"` for a charge of another value. And a processing error
 * (card 4000 0000 0000 0119), which the merchant's side must not call a decline. The card in both modes.
 */

for (const isolation of ['frame', 'inline'] as const) {
  test.describe(`card isolation="${isolation}"`, () => {
    test('“429: service busy”: the first Pay is answered 429, the card says how long it waits, then pays once under the same key', async ({
      qa,
      card,
      page,
      cspViolations,
    }) => {
      await qa.open(`?country=MX&method=card&fields=email&lang=en&isolation=${isolation}&fault=busy`);
      await expect(page.locator('#fault')).toHaveValue('busy');
      await expect(page.locator('#fault-hint')).toContainText('429 RATE_LIMIT_EXCEEDED with Retry-After: 2');
      await qa.newOrder();
      const uuid = await qa.chargeUuid();
      await expect(page.locator('#fault-note')).toContainText('the first Pay is answered 429');
      const pays: Response[] = [];
      page.on('response', (r) => {
        if (r.url().endsWith(`/public/charge/${uuid}/pay`) && r.request().method() === 'POST') pays.push(r);
      });
      await card.fill({ number: '4111 1111 1111 1111', email: 'ana@example.com' });
      await (await card.payButton()).click();
      await expect((await card.form()).getByText(/^The payment service is busy\./).first()).toBeVisible();
      await card.expectVerified('paid (fetched from the service after a webhook)');
      expect(pays.map((r) => r.status())).toEqual([429, 200]);
      const keys = await Promise.all(pays.map((r) => r.request().headerValue('idempotency-key')));
      expect(keys[0]).toBeTruthy();
      expect(keys[1]).toBe(keys[0]);
      await expect(page.locator('#events')).not.toContainText('tucan-error');
      expect(cspViolations).toEqual([]);
    });

    test('“Wrong amount on the page”: the card shows the charge’s amount and the page hears amount_mismatch once', async ({
      qa,
      card,
      page,
      cspViolations,
    }) => {
      await qa.open(`?country=BR&method=card&fields=none&lang=en&isolation=${isolation}&fault=amount`);
      await expect(page.locator('#fault-hint')).toContainText('amount="1"');
      await qa.newOrder();
      await expect(card.root).toHaveAttribute('amount', '1');
      await expect(page.locator('#fault-note')).toContainText('shows the charge’s R$150.75');
      await expect(await card.payButton()).toHaveText(/^\s*Pay R\$\s?150\.75\s*$/);
      const mismatches = page.locator('#events li').filter({ hasText: 'amount_mismatch' });
      await expect(mismatches).toHaveCount(1);
      await expect(mismatches).toContainText('tucan-error');
      expect(cspViolations).toEqual([]);
    });

    test('“Wrong amount on the page” in the drop-in (pt-BR): Total R$ 150,75 before any method is opened, still after the card loads, and amount_mismatch once', async ({
      qa,
      dropin,
      page,
      cspViolations,
    }) => {
      await qa.open(`?country=BR&method=checkout&fields=none&lang=pt-BR&isolation=${isolation}&fault=amount`);
      await qa.newOrder();
      await expect(dropin.root).toHaveAttribute('amount', '1');
      // Pix is Brazil's first method: no card has said anything yet, the Total is the service's.
      await expect(dropin.method('Pix')).toBeChecked();
      await expect(dropin.summary).toHaveText(/^\s*Total\s*R\$\s150,75\s*$/);
      await expect(page.locator('#checkout tucan-card')).toHaveCount(0);
      // The card's row opened and its simulation answered (Pay says the charge's value): the Total stays, the page
      // heard once.
      await dropin.method('Cartão').check();
      await expect(await dropin.card.payButton()).toHaveText(/^\s*Pagar R\$\s?150,75\s*$/, {
        timeout: 20_000,
      });
      await expect(dropin.summary).toHaveText(/^\s*Total\s*R\$\s150,75\s*$/);
      const mismatches = page.locator('#events li').filter({ hasText: 'amount_mismatch' });
      await expect(mismatches).toHaveCount(1);
      await expect(mismatches).toContainText('"method":""');
      expect(cspViolations).toEqual([]);
    });
  });
}

test('“Fault at Pay” offers the page amount only where the card tells it, and a link keeps the choice', async ({
  qa,
  page,
}) => {
  await qa.open('?country=MX&method=spei&lang=es-MX&fault=amount');
  // SPEI has no amount to mismatch: no such choice, so none.
  await expect(page.locator('#fault')).toHaveValue('none');
  await expect(page.locator('#fault option')).toHaveText(['Ninguna', '429: servicio ocupado']);
  await page.locator('#fault').selectOption('busy');
  await expect(page).toHaveURL(/[?&]fault=busy(&|$)/);
  await page.locator('#method').selectOption('card');
  await expect(page.locator('#fault option')).toHaveText([
    'Ninguna',
    '429: servicio ocupado',
    'Monto equivocado en la página',
  ]);
});

test('a processing error (4000 0000 0000 0119) is named by what happened in the merchant panel, not as a decline', async ({
  qa,
  card,
  page,
}) => {
  await qa.open('?country=BR&method=card&fields=none&lang=en&isolation=inline&card=processing-error');
  await qa.newOrder();
  await card.fill({ number: '4000 0000 0000 0119' });
  await (await card.payButton()).click();
  await expect(card.root.getByText('Payment not completed')).toBeVisible({ timeout: 15_000 });
  await card.expectVerified('not completed (error) (fetched from the service after a webhook)');
  const history = page.locator('#history');
  await expect(history).toContainText('issued → not completed card payment not processed (PROCESSING_ERROR)');
  await expect(history).not.toContainText('declined');
  // The console's language: pt-BR.
  await qa.setLanguage('pt-BR');
  await expect(history).toContainText('pagamento com cartão não processado (PROCESSING_ERROR)');
  await expect(page.locator('#verified')).toContainText('não concluída (error)');
  await expect(page.locator('#checkout-panel')).not.toContainText('recusad');
});
