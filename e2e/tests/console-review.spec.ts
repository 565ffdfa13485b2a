import { apiOrder, expect, payWithTestCard, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

/** Findings of the s4 new-user review of the QA console (issue #13): each as a QA engineer would check it. */

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
    // The reference filter: a Portuguese label, the service's field name kept as code for QA.
    await expect(page.getByLabel('Referência do pedido reference_external_id')).toHaveAttribute(
      'id',
      'filter-reference',
    );
    await expect(page.locator('label[for="filter-reference"] code')).toHaveText('reference_external_id');
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
    await expect(page.getByLabel('Referencia del pedido reference_external_id')).toBeVisible();
    await qa.newOrder();
    await expect(page.locator('#set-status option[value="chargeback_requested"]')).toHaveText(
      'contracargo solicitado',
    );
    await expect(page.locator('#set-status').locator('..')).not.toContainText('chargeback_requested');
    await expect(page.locator('#scenario')).not.toContainText(/\b(Build|Frame|Inline)\b/);
  });
});

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
      'Marcar o código como pago exige uma cobrança ainda à espera do pagamento (emitida, ou com erro após uma tentativa recusada).',
    );
    expect(await axe(page, '#charge-detail')).toEqual([]);
  });
});

test.describe('QA console: the payer document', () => {
  test('pt-BR boleto: the console’s CNPJ is already typed into the boleto form; pix offers CPF and CNPJ only', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=BR&method=boleto&lang=pt-BR&doc=cnpj');
    await expect(page.locator('#doc-value')).toHaveText('11.222.333/0001-81');
    await qa.newOrder();
    const boleto = page.locator('tucan-boleto');
    await expect(boleto.locator('#document')).toHaveValue('11.222.333/0001-81');
    await expect(boleto.locator('#document-type')).toHaveValue('CNPJ');
    // The test payer's name too: nothing is left to type.
    await expect(boleto.locator('#name')).toHaveValue('Maria Silva');
    await boleto.getByRole('button', { name: 'Gerar boleto' }).click();
    await expect(boleto.getByText('Linha digitável', { exact: true })).toBeVisible({ timeout: 15_000 });

    // Pix with a document: CPF and CNPJ only (no passport), and the CPF typed in.
    await page.locator('#method').selectOption('pix');
    await page.locator('#fields').selectOption('email-document');
    const offered = await page
      .locator('#doc option')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((id) => id.startsWith('cpf') || id.startsWith('cnpj'))).toBe(true);
    await page.locator('#doc').selectOption('cpf');
    await qa.newOrder();
    await expect(page.locator('tucan-pix #document')).toHaveValue('529.982.247-25');
  });

  test('pt-BR drop-in: the console’s name and document are prefilled in its pix and boleto, through its payer property', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=BR&method=checkout&lang=pt-BR&fields=email-document&doc=cpf');
    await qa.newOrder();
    const checkout = page.locator('tucan-checkout');
    await checkout.getByRole('radio', { name: 'Pix', exact: true }).check();
    const pix = checkout.locator('tucan-pix');
    await expect(pix.locator('#document')).toHaveValue('529.982.247-25');
    await expect(pix.locator('#document-type')).toHaveValue('CPF');
    await checkout.getByRole('radio', { name: 'Boleto', exact: true }).check();
    const boleto = checkout.locator('tucan-boleto');
    await expect(boleto.locator('#name')).toHaveValue('Maria Silva');
    await expect(boleto.locator('#document')).toHaveValue('529.982.247-25');
    await boleto.getByRole('button', { name: 'Gerar boleto' }).click();
    await expect(boleto.getByText('Linha digitável', { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(await axe(page, '#checkout')).toEqual([]);
  });

  test('pt-BR drop-in and stand-alone card: the console’s document is prefilled in the card frame, not the name on the card', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=BR&method=checkout&lang=pt-BR&fields=email-document&doc=cpf');
    await qa.newOrder();
    // Pix comes first in Brazil: the shopper opens the card.
    await page.locator('tucan-checkout').getByRole('radio', { name: 'Cartão', exact: true }).check();
    const dropin = page.locator('tucan-checkout tucan-card iframe').contentFrame();
    await expect(dropin.locator('#document')).toHaveValue('529.982.247-25', { timeout: 15_000 });
    await expect(dropin.locator('#document-type')).toHaveValue('CPF');
    await expect(dropin.locator('#name')).toHaveValue('');
    await qa.open('?country=BR&method=card&lang=pt-BR&fields=email-document&doc=cpf');
    await qa.newOrder();
    const card = page.locator('tucan-card iframe').contentFrame();
    await expect(card.locator('#document')).toHaveValue('529.982.247-25', { timeout: 15_000 });
  });

  test('es-AR: the DNI is said to be unused when the payer fields ask no document', async ({ qa, page }) => {
    await qa.open('?country=AR&method=card&lang=es-AR&fields=email');
    await expect(page.locator('#doc-hint')).toHaveText(
      'No se usa: Tarjeta solo pide documento con los campos del pagador “Correo + documento”.',
    );
    await page.locator('#method').selectOption('qra');
    await expect(page.locator('#doc-hint')).toHaveText(
      'No se usa: QR Argentina no pide documento del pagador.',
    );
    await page.locator('#method').selectOption('card');
    await page.locator('#fields').selectOption('email-document');
    await expect(page.locator('#doc-hint')).toHaveText('Un DNI válido.');
  });
});

test('at 375 px, after "New order" the widget’s first field is in view', async ({ qa, page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await qa.open('?country=MX&method=card&lang=es-MX&isolation=inline');
  // As a QA engineer scrolls to it: the button at the bottom of the screen, the checkout panel below the fold.
  await page.locator('#new-order').evaluate((b) => b.scrollIntoView({ block: 'end' }));
  await qa.newOrder();
  await expect(page.locator('tucan-card').getByLabel('Número de tarjeta')).toBeInViewport({ ratio: 1 });
  await expect(page.locator('tucan-card').getByLabel('CVV')).toBeInViewport();
  await expect(page.locator('#new-order')).toBeFocused();
});

test('es-AR merchant list: every amount with its ISO currency code, never a bare "$"', async ({
  qa,
  page,
  request,
}) => {
  await apiOrder(request, 150.75);
  await qa.open('?country=AR&method=card&lang=es-AR&amount=150.75');
  await qa.newOrder();
  const amounts = page.locator('#charges .charge-row .amount');
  await expect(amounts.filter({ hasText: /^ARS\s150,75$/ }).first()).toBeVisible({ timeout: 10_000 });
  await expect(amounts.filter({ hasText: /^BRL\s150,75$/ }).first()).toBeVisible();
  for (const text of await amounts.allTextContents()) expect(text).toMatch(/^[A-Z]{3}\s[\d.,]+$/);
  await expect(page.locator('#charge-detail dl.facts')).toContainText(/ARS\s150,75/);
});

test.describe('QA console: the service’s codes only as detail (review s4, item 10)', () => {
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
