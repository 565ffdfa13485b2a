import { axe, expect, test } from '../fixtures/demo.ts';

/**
 * The QA console creates a payment link and a checkout link for the current order through the merchant backend
 * (`POST /api/payment-links`), shows the link's `url`, and that url opens the hosted checkout, which pays it.
 */
test('the console creates a payment link for the current order; its url opens the hosted checkout, which pays it', async ({
  demo,
  page,
  request,
}) => {
  await demo.open();
  const panel = page.locator('#payment-link');
  await panel.getByRole('button', { name: 'Create payment link' }).click();
  const url = panel.locator('#payment-link-url');
  await expect(url).toBeVisible();
  const href = (await url.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/sandbox\/links\/[0-9a-f-]{36}\?lang=en$/);
  expect(await axe(page, '#payment-link')).toEqual([]);
  // The link as the service describes it (JSON for a tool): a plain link for the console's BR order.
  const link = (await (await request.get(href, { headers: { accept: 'application/json' } })).json()) as {
    is_checkout: boolean;
    charge_uuid: string;
    value: number;
  };
  expect(link.is_checkout).toBe(false);

  // A checkout link too.
  await panel.getByRole('button', { name: 'Create checkout link' }).click();
  await expect(url).not.toHaveAttribute('href', href);
  const checkoutHref = (await url.getAttribute('href')) ?? '';
  const checkoutLink = (await (
    await request.get(checkoutHref, { headers: { accept: 'application/json' } })
  ).json()) as { is_checkout: boolean };
  expect(checkoutLink.is_checkout).toBe(true);

  // Open the payment link (as the shopper would): in the console's language, English; and pay it by card.
  await page.goto(href);
  const checkout = page.locator('tucan-checkout');
  await checkout.getByRole('radio', { name: 'Card', exact: true }).check();
  const card = checkout.locator('tucan-card');
  await card.getByLabel('Card number').fill('4111111111111111');
  await card.getByLabel('Expiry date').fill('12/34');
  await card.getByLabel('Security code').fill('123');
  await card.getByLabel('Name on card').fill('Maria Silva');
  await card.getByRole('button', { name: /^Pay\b/ }).click();
  await expect(card.locator('.result').getByText('Payment received')).toBeVisible({ timeout: 20_000 });
  // The link's public JSON says paid, and carries no payer data (that stays behind the merchant's token).
  const paid = (await (
    await request.get(href, { headers: { accept: 'application/json' } })
  ).json()) as Record<string, unknown>;
  expect(paid).toMatchObject({ status: 'paid', charge_uuid: link.charge_uuid });
  expect(Object.keys(paid)).not.toEqual(expect.arrayContaining(['charge']));
  expect(JSON.stringify(paid)).not.toContain('Maria Silva');
});

test('a payment link created from the English console opens an English hosted page titled in English; from the Portuguese console, a Portuguese one', async ({
  demo,
  page,
}) => {
  for (const [lang, create, title, heading, amount] of [
    ['en', 'Create payment link', 'tucan QA order', 'Payment method', /R\$\d[\d,]*\.\d{2}/],
    [
      'pt-BR',
      'Criar link de pagamento',
      'Pedido de QA do tucan',
      'Forma de pagamento',
      /R\$\s\d[\d.]*,\d{2}/,
    ],
  ] as const) {
    await demo.open(`?country=BR&method=card&lang=${lang}`);
    const panel = page.locator('#payment-link');
    await panel.getByRole('button', { name: create }).click();
    const href = (await panel.locator('#payment-link-url').getAttribute('href')) ?? '';
    await page.goto(href);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('tucan-checkout').getByText(heading, { exact: true })).toBeVisible();
    await expect(page.locator('tucan-checkout [part="summary"]')).toContainText(amount);
  }
});
