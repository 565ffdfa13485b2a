import { apiOrder, expect, payWithTestCard, type QaConsole, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

/** The charge object the merchant panel shows (the merchant's GET), once it has the given status. */
async function chargeObject(qa: QaConsole, status: string) {
  await expect(qa.detail.locator('h3 .badge')).toHaveText(status, { timeout: 10_000 });
  return JSON.parse((await qa.page.locator('#charge-json').textContent()) ?? '{}') as Record<string, unknown>;
}

test.describe('QA console: the merchant panel and the webhook log', () => {
  test('a challenge-card payment in 2 installments appears in the merchant panel with its history and webhooks, each verified by GET', async ({
    qa,
    page,
    cspViolations,
  }) => {
    await qa.open('?country=BR&card=3ds-challenge&isolation=inline');
    await expect(page.locator('#card-hint')).toContainText('123456');
    await qa.newOrder();
    const reference = await qa.orderReference();
    const uuid = await qa.chargeUuid();
    await payWithTestCard(page, qa, { otp: '123456', installments: 2 });
    await expect(page.locator('#verified')).toContainText('paid (fetched from the service after a webhook)', {
      timeout: 15_000,
    });
    await expect(page.locator('#order-summary')).toContainText('paid');

    // The merchant panel opened the order's charge: listed, in full, with its history and deliveries.
    await expect(qa.chargeRow(reference)).toContainText('paid');
    await expect(qa.chargeRow(reference)).toHaveAttribute('aria-current', 'true');
    const charge = await chargeObject(qa, 'paid');
    expect(charge).toMatchObject({ charge_uuid: uuid, reference_external_id: reference, value: 150.75 });
    expect(charge.card).toEqual({ brand: 'visa', last4: '3220' });
    expect(charge.installments).toBe(2);
    await expect(qa.detail.getByRole('definition').filter({ hasText: 'installments' })).toHaveText(
      "2 installments: the amount is what the store receives; any interest is the shopper's, with the card",
    );
    const history = page.locator('#history');
    await expect(history).toContainText('issued → pending');
    await expect(history).toContainText('pending → confirmed');
    await expect(history).toContainText('confirmed → paid');
    const deliveries = page.locator('#deliveries > li');
    for (const status of ['pending', 'confirmed', 'paid']) {
      const delivery = deliveries.filter({ hasText: new RegExp(`^${status}`) });
      await expect(delivery).toContainText('delivered');
      await expect(delivery).toContainText('attempt 1 · HTTP 200');
    }
    await expect(qa.detail.locator('tucan-status')).toContainText('Payment received');

    // The live log shows each delivery the backend received, and that it trusted only what its GET said.
    const paid = qa.receipt(uuid, 'paid');
    await expect(paid).toContainText('attempt 1');
    await expect(paid).toContainText('answered 200');
    // Accepted as it came: unsigned from a sandbox that does not sign yet, else with a good signature.
    await expect(paid.locator('.sig')).toHaveText(/^(unsigned|signature ok)$/);
    await expect(paid).toContainText('verified by GET: paid');
    await expect(qa.receipt(uuid, 'pending')).toContainText(/verified by GET: (pending|confirmed|paid)/);
    await paid.getByText('Payload').click();
    await expect(paid.locator('pre')).toContainText(`"charge_uuid": "${uuid}"`);

    for (const panel of ['#merchant', '#webhooks', '#checkout-panel'])
      expect(await axe(page, panel)).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('capture, partial refund, full refund and cancel change the charge, and the log shows their webhooks', async ({
    qa,
    page,
  }) => {
    // Authorize only: the charge waits, confirmed, for the merchant to capture it.
    await qa.open('?country=BR&card=visa&capture=manual&isolation=inline');
    await qa.newOrder();
    const first = await qa.chargeUuid();
    await payWithTestCard(page, qa);
    await expect(page.locator('#verified')).toContainText(
      'confirmed (fetched from the service after a webhook)',
      {
        timeout: 15_000,
      },
    );
    expect(await chargeObject(qa, 'confirmed')).toMatchObject({ capture: false });
    await qa.action('Capture');
    await qa.expectActionResult('Capture: the charge is now paid.');
    await expect(qa.receipt(first, 'paid')).toContainText('verified by GET: paid');
    await expect(page.locator('#history')).toContainText('confirmed → paid');

    // Partial refund: the charge stays paid; the sentence says what was refunded and what is left, the history
    // gets a line for it, and the amount field is empty for the next one.
    const { value } = await chargeObject(qa, 'paid');
    await page.locator('#refund-value').fill('50');
    await qa.action('Refund part');
    const left = (Number(value) - 50).toFixed(2);
    await qa.expectActionResult(
      new RegExp(
        `^Refund part: BRL\\s50\\.00 refunded; the charge stays paid, BRL\\s${left} can still be refunded\\.$`,
      ),
    );
    await expect(page.locator('#action-result')).not.toContainText('now paid');
    await expect(page.locator('#refund-value')).toHaveValue('');
    await expect(page.locator('#history li').last()).toContainText(/^paid partial refund of BRL\s50\.00 · /);
    // An amount is left: the hint lists both refunds the service takes, and both stay on.
    await expect(page.locator('#actions-hint')).toContainText(
      'The service accepts: Refund in full, Refund part.',
    );
    for (const name of ['Refund in full', 'Refund part'])
      await expect(qa.detail.getByRole('button', { name })).not.toHaveAttribute('aria-disabled');
    await expect
      .poll(async () => JSON.stringify(await chargeObject(qa, 'paid')), { timeout: 10_000 })
      .toMatch(/"refunded_value":50\b/);
    // A refund of nothing is refused in the console, before any call.
    await page.locator('#refund-value').fill('0');
    await qa.action('Refund part');
    await expect(page.locator('#refund-value')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#action-result')).toHaveText('Enter the amount to refund, like 50.50.');

    // Full refund of a paid charge.
    await qa.open('?country=BR&card=mastercard&isolation=inline');
    await qa.newOrder();
    const second = await qa.chargeUuid();
    await payWithTestCard(page, qa);
    await expect(page.locator('#verified')).toContainText('paid (fetched from the service after a webhook)', {
      timeout: 15_000,
    });
    await chargeObject(qa, 'paid');
    // Cancel is off on a paid charge, and says why; forced, the service's 409 reads as a sentence, its words kept.
    const cancel = qa.detail.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('#actions-hint')).toContainText(
      'Cancel needs a charge not paid yet (issued, pending or confirmed).',
    );
    await page.getByLabel('Let me try every action (to see the service refuse it)').check();
    await qa.action('Cancel');
    await qa.expectActionResult(
      /Cancel refused: the service does not allow it in the charge’s current status \(HTTP 409 · INVALID_STATE: /,
    );
    await page.getByLabel('Let me try every action (to see the service refuse it)').uncheck();
    await qa.action('Refund in full');
    await qa.expectActionResult('Refund in full: the charge is now refunded.');
    await expect(qa.receipt(second, 'refunded')).toContainText('verified by GET: refunded');
    await expect(qa.detail.locator('tucan-status')).toContainText('Payment refunded');
    // Nothing left to refund: neither refund is offered any more.
    await expect(page.locator('#actions-hint')).toContainText('Refunds need a paid charge.');
    await expect(page.locator('#actions-hint')).not.toContainText('Refund part');
    await expect(qa.detail.getByRole('button', { name: 'Refund part' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    // Cancel an order nobody paid.
    await qa.newOrder();
    const third = await qa.chargeUuid();
    await chargeObject(qa, 'issued');
    await qa.action('Cancel');
    await qa.expectActionResult('Cancel: the charge is now canceled.');
    await expect(qa.receipt(third, 'canceled')).toContainText('verified by GET: canceled');
    await expect(page.locator('#history')).toContainText('issued → canceled');
    expect(await axe(page, '#merchant')).toEqual([]);
  });

  test('sandbox actions: a code marked paid, then a chargeback, each with its webhook and its status screen', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=MX');
    await qa.newOrder();
    const uuid = await qa.chargeUuid();
    // A code exists only once the shopper asks for one: issue an OXXO reference through the public pay endpoint,
    // as <tucan-oxxo> does (the sandbox refuses to mark paid a code that was never issued).
    const config = (await (await page.request.get('/api/config')).json()) as { base_url: string };
    const issued = await page.request.post(`${config.base_url}/api/v1/bank/public/charge/${uuid}/pay`, {
      data: { type_charge: 'oxxo', email: 'qa@example.com' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(issued.status()).toBe(200);
    // Issued behind the console's back (no widget event, no webhook): the detail still shows a charge with no code,
    // so "Mark the code paid" is off until the merchant panel reads it again.
    await page.locator('#charges-refresh').click();
    await expect(qa.detail.locator('[data-action="mark-paid"]')).not.toHaveAttribute('aria-disabled');
    await qa.action('Mark the code paid');
    await qa.expectActionResult('Mark the code paid: the charge is now paid.');
    await expect(qa.receipt(uuid, 'paid')).toContainText('verified by GET: paid');
    await page.locator('#set-status').selectOption('chargeback_requested');
    await qa.action('Set status');
    await qa.expectActionResult('Set status: the charge is now chargeback_requested.');
    await expect(qa.receipt(uuid, 'chargeback_requested')).toContainText(
      'verified by GET: chargeback_requested',
    );
    await expect(qa.detail.locator('tucan-status')).toContainText('Chargeback requested');
    // An illegal transition is the service's 409, shown as it is.
    await page.locator('#set-status').selectOption('issued');
    await qa.action('Set status');
    await qa.expectActionResult(/Set status refused: .*\(HTTP 409 · /);
  });

  test('the list is newest first, paged, and filtered by status and reference_external_id; reset empties it', async ({
    qa,
    page,
    request,
  }) => {
    await qa.open();
    await qa.resetSandbox();
    await expect(page.locator('#charges-state')).toHaveText('No charge matches.');
    await expect(page.locator('#webhook-log')).toContainText('No webhook received yet.');
    const orders = [];
    for (let i = 1; i <= 9; i++) orders.push(await apiOrder(request, i));
    await page.locator('#charges-refresh').click();
    await expect(page.locator('#charges-state')).toHaveText('9 charges');
    await expect(page.locator('#pager')).toContainText('Page 1 of 2');
    const rows = page.locator('#charges .charge-row');
    await expect(rows).toHaveCount(8);
    await expect(rows.first()).toContainText(orders[8]!.reference_external_id);
    await expect(rows.last()).toContainText(orders[1]!.reference_external_id);
    await page.locator('#pager').getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('#pager')).toContainText('Page 2 of 2');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(orders[0]!.reference_external_id);

    // Cancel the oldest, then find it by status and by reference.
    await rows.first().click();
    await qa.action('Cancel');
    await qa.expectActionResult('Cancel: the charge is now canceled.');
    await page.locator('#filter-status').selectOption('canceled');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.locator('#charges-state')).toHaveText('1 charge');
    await expect(rows.first()).toContainText(orders[0]!.reference_external_id);
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.locator('#filter-reference').fill(orders[4]!.reference_external_id);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('5.00');
    await expect(rows.first()).toContainText('issued');
  });

  test('keyboard only: order, theme, choose a charge and cancel it, with the focus kept through live refreshes', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=CO&theme=auto');
    await page.getByRole('radio', { name: 'Auto' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.locator('#new-order').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#order-summary')).toBeVisible();
    const reference = await qa.orderReference();
    const row = qa.chargeRow(reference);
    await row.focus();
    await page.keyboard.press('Enter');
    await expect(row).toHaveAttribute('aria-current', 'true');
    const cancel = qa.detail.getByRole('button', { name: 'Cancel' });
    await cancel.focus();
    await page.keyboard.press('Space');
    await qa.expectActionResult('Cancel: the charge is now canceled.');
    await expect(qa.receipt(await qa.chargeUuid(), 'canceled')).toContainText('verified by GET: canceled');
    await expect(cancel).toBeFocused();
  });
});
