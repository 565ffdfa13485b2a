import { expect, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

/** The QA console's "New status" preselects nothing: Change status stays off until a status is chosen. */

test('"Novo status" preselects nothing: Mudar status off until a status is chosen, then its code beside the select', async ({
  qa,
  page,
}) => {
  await qa.open('?country=BR&method=pix&fields=none&lang=pt-BR');
  await qa.newOrder();
  const uuid = await qa.chargeUuid();
  await expect(page.locator('tucan-pix').getByText(/^000201/)).toBeVisible({ timeout: 15_000 });
  const select = page.getByLabel('Novo status');
  await expect(select).toHaveValue('');
  await expect(select.locator('option:checked')).toHaveText('Escolha um status…');
  const change = qa.detail.getByRole('button', { name: 'Mudar status' });
  await expect(change).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('#set-status-code')).toBeHidden();
  // A click (or Enter) with nothing chosen changes nothing: the charge stays issued.
  await change.click({ force: true });
  await change.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#action-result')).toHaveText('');
  await expect(qa.chargeRow(await qa.orderReference()).locator('.badge')).toHaveText('emitida');

  await select.selectOption('paid');
  await expect(page.locator('#set-status-code')).toHaveText('paid');
  await expect(page.locator('#set-status-code')).toBeVisible();
  await expect(change).not.toHaveAttribute('aria-disabled');
  await change.click();
  await qa.expectActionResult('paga (paid)');
  expect(await axe(page, '#charge-detail')).toEqual([]);

  // Another charge starts with nothing chosen again.
  await qa.newOrder();
  await expect.poll(() => qa.chargeUuid()).not.toBe(uuid);
  await expect(select).toHaveValue('');
  await expect(page.locator('#set-status-code')).toBeHidden();
});

test('es-MX: "Nuevo estado" offers "Elige un estado…" first and no chargeback preselected', async ({
  qa,
  page,
}) => {
  await qa.open('?country=MX&method=card&lang=es-MX&isolation=inline');
  await qa.newOrder();
  const select = page.getByLabel('Nuevo estado');
  await expect(select.locator('option:checked')).toHaveText('Elige un estado…');
  await expect(qa.detail.getByRole('button', { name: 'Cambiar estado' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await select.selectOption('chargeback_requested');
  await expect(page.locator('#set-status-code')).toHaveText('chargeback_requested');
});
