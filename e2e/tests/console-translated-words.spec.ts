import { expect, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

/** The QA console in the chosen language: no English inside its translated sentences, and the service's codes
 * only as detail beside the words. */

test.describe('QA console: no English inside translated sentences', () => {
  test('pt-BR: card form, integration, reference filter, new status and the webhook body in Portuguese', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=BR&method=pix&fields=none&lang=pt-BR');
    const isolation = await page.locator('#isolation option').allTextContents();
    expect(isolation).toEqual(
      expect.arrayContaining(['Na página (SAQ A-EP)', 'No iframe do serviço (SAQ A)']),
    );
    await expect(page.locator('#isolation-hint')).not.toContainText(/\b(Frame|Inline)\b/);
    await expect(page.getByRole('radio', { name: 'Pacote npm' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Tag <script>' })).toBeVisible();
    await expect(page.locator('#integration-pill')).toHaveText('elementos do pacote npm');
    // The reference filter: a Portuguese label, the service's field name kept as code for QA in its description.
    await expect(page.getByLabel('Referência do pedido', { exact: true })).toHaveAttribute(
      'id',
      'filter-reference',
    );
    await expect(page.locator('#filter-reference-hint code')).toHaveText('reference_external_id');
    await expect(page.locator('#scenario')).not.toContainText(/\b(Build|Frame|Inline)\b|Tag script/);

    await qa.newOrder();
    const uuid = await qa.chargeUuid();
    await expect(page.locator('tucan-pix').getByText(/^000201/)).toBeVisible({ timeout: 15_000 });
    // "Novo status" offers each status by its name (the code beside the select only once one is chosen: review3).
    const chargeback = page.locator('#set-status option[value="chargeback_requested"]');
    await expect(chargeback).toHaveText('contestação solicitada');
    await expect(page.locator('#set-status').locator('..')).not.toContainText('chargeback_requested');
    await page.locator('#set-status').selectOption('paid');
    await expect(page.locator('#set-status option[value="paid"]')).toHaveText('paga');
    await page.locator('#set-status').selectOption('chargeback_requested');
    await qa.detail.locator('[data-action="mark-paid"]').click();
    const receipt = qa.receipt(uuid, 'paid');
    await expect(receipt).toContainText('(paid)', { timeout: 15_000 });
    await expect(receipt.locator('summary')).toHaveText('Conteúdo');
    await expect(page.locator('#webhooks')).not.toContainText('Payload');
    expect(await axe(page)).toEqual([]);
  });

  test('es-AR: the same controls in Spanish, the new status by name', async ({ qa, page }) => {
    await qa.open('?country=AR&method=card&lang=es-AR&isolation=inline');
    const isolation = await page.locator('#isolation option').allTextContents();
    expect(isolation).toEqual(
      expect.arrayContaining(['En la página (SAQ A-EP)', 'En el iframe del servicio (SAQ A)']),
    );
    await expect(page.locator('#isolation-hint')).not.toContainText(/\b(Frame|Inline)\b/);
    await expect(page.getByRole('radio', { name: 'Paquete npm' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Etiqueta <script>' })).toBeVisible();
    await expect(page.getByLabel('Referencia del pedido', { exact: true })).toBeVisible();
    await qa.newOrder();
    await expect(page.locator('#set-status option[value="chargeback_requested"]')).toHaveText(
      'contracargo solicitado',
    );
    await expect(page.locator('#set-status').locator('..')).not.toContainText('chargeback_requested');
    await expect(page.locator('#scenario')).not.toContainText(/\b(Build|Frame|Inline)\b/);
  });
});

test.describe('QA console: the service’s codes only as detail', () => {
  test('pt-BR: methods, statuses and card brands by name in sentences, chips and rows; the code beside only where asked', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=BR&method=card&lang=pt-BR&isolation=inline&fields=none&card=visa');
    // The wallet's methods by name; the test cards without English.
    const hint = page.locator('#country-hint');
    await expect(hint).toContainText('Métodos permitidos: cartão de crédito, cartão de débito, Pix');
    await expect(hint).not.toContainText(/credit_card|debit_card/);
    await expect(page.locator('#card option[value="mastercard-2"]')).toHaveText(/^Mastercard 2223 · /);
    await expect(page.locator('#card')).not.toContainText('series');

    await qa.newOrder();
    const card = page.locator('tucan-card');
    await card.getByLabel('Número do cartão').fill('4111111111111111');
    await card.getByLabel('Validade').fill('12/34');
    await card.getByRole('textbox', { name: 'CVV', exact: true }).fill('123');
    await card.getByLabel('Nome impresso no cartão').fill('Maria Silva');
    await card.getByRole('button', { name: /^Pagar\b/ }).click();
    await expect(card.getByText('Pagamento recebido').first()).toBeVisible({ timeout: 20_000 });
    await expect(qa.detail.locator('h3 .badge')).toHaveText('paga', { timeout: 15_000 });

    // The detail: the method by name with its code as detail, the brand as written.
    const facts = qa.detail.locator('dl');
    await expect(facts).toContainText('Métodocartão de crédito (credit_card)');
    await expect(facts).toContainText('CartãoVisa •••• 1111');
    // The list's chip says the status as the status filter beside it does; its row names the method.
    const row = page.locator(`#charges .charge-row[data-uuid="${await qa.chargeUuid()}"]`);
    const filterName = await page.locator('#filter-status option[value="paid"]').textContent();
    await expect(row.locator('.badge')).toHaveText(filterName ?? '');
    await expect(row.locator('.meta')).toContainText('cartão de crédito');
    await expect(row).not.toContainText('credit_card');
    // The status history and the charge's webhooks by name too.
    await expect(page.locator('#history')).toContainText('emitida → confirmada');
    await expect(page.locator('#history')).not.toContainText('issued');
  });
});
