import { expect, type QaConsole, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

/**
 * A Brazilian card in 6 installments at 1.99 % a month (R$ 150.75 → R$ 161.40, contract B6a): the amount the
 * shopper approves is one amount, the service's, everywhere: the Pay button, the bank's 3DS page (the purchase
 * amount authorised), the result, the charge the merchant fetches after the webhook (`total_value`, beside its
 * `value`) and the status screen the merchant panel shows. The 3DS dialog opens with the focus on its heading.
 * In the service's frame (the default) and inline, by the same steps.
 */

/** The charge object the merchant panel shows (the merchant's GET), once it has the given status. */
async function chargeObject(qa: QaConsole, status: string) {
  await expect(qa.detail.locator('h3 .badge')).toHaveText(status, { timeout: 10_000 });
  return JSON.parse((await qa.page.locator('#charge-json').textContent()) ?? '{}') as Record<string, unknown>;
}

for (const isolation of ['frame', 'inline'] as const) {
  test(`6 installments with interest (${isolation}): Pay, the bank's page, the result and the merchant's charge all say R$161.40`, async ({
    card,
    qa,
    page,
    cspViolations,
  }) => {
    await qa.open(`?country=BR&method=card&card=3ds-challenge&fields=none&lang=en&isolation=${isolation}`);
    await qa.newOrder();
    await expect(card.root).toHaveAttribute('isolation', isolation);
    const form = await card.form();
    await form.getByLabel('Card number').fill('4000 0000 0000 3220');
    await form.getByLabel('Expiry date').fill('12/34');
    await form.getByLabel('Security code').fill('123');
    await form.getByLabel('Name on card').fill('Maria Silva');
    await form.getByLabel('Installments').selectOption('6');
    const pay = form.getByRole('button', { name: /^Pay\b/ });
    await expect(pay).toHaveText(/^\s*Pay R\$\s?161\.40\s*$/);
    await pay.click();

    // The bank's page asks to approve what the button said: the plan's total, not the charge's value.
    const acs = card.challenge;
    await expect(acs.locator('#otp')).toBeVisible({ timeout: 15_000 });
    const amount = acs.locator('dt', { hasText: 'Amount' }).locator('+ dd');
    await expect(amount).toHaveText(/^R\$\s?161\.40$/);
    // The dialog opened with the focus on its heading, which names it (not on Close).
    const focused = await page.evaluate(() => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return { id: active?.id, text: active?.textContent?.trim() };
    });
    expect(focused).toEqual({ id: 'challenge-title', text: 'Confirm with your bank' });
    expect(await axe(page, '#checkout-panel')).toEqual([]);

    await acs.locator('#otp').fill('123456');
    await acs.getByRole('button', { name: 'Submit' }).click();
    // The dialog closes (its frame goes: until then the card's form and the bank's page are both a `part="frame"`).
    await expect(card.root.locator('iframe[name^="tucan-3ds-challenge"]')).toHaveCount(0, {
      timeout: 15_000,
    });
    const result = form.locator('tucan-status');
    await expect(result.locator('[part="title"]')).toContainText(/Payment (approved|received)/, {
      timeout: 15_000,
    });
    await expect(result).toContainText(/R\$\s?161\.40/);
    await expect(page.locator('#verified')).toContainText('paid (fetched from the service after a webhook)', {
      timeout: 15_000,
    });

    // The merchant's GET after the webhook: the order's value, and what the card was charged.
    const charge = await chargeObject(qa, 'paid');
    expect(charge).toMatchObject({ value: 150.75, installments: 6, total_value: 161.4 });
    await expect(
      qa.detail
        .getByRole('term')
        .filter({ hasText: 'Charged to the card (interest included)' })
        .locator('+ dd'),
    ).toHaveText(/^BRL\s?161\.40$/);
    await expect(qa.detail.locator('tucan-status')).toContainText(/R\$\s?161\.40/);
    await expect(qa.detail.locator('tucan-status')).not.toContainText('150.75');
    expect(cspViolations).toEqual([]);
  });
}
