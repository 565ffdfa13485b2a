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
  expect(href).toMatch(/\/sandbox\/links\/[0-9a-f-]{36}$/);
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

  // Open the payment link (as the shopper would) and pay it by card.
  await page.goto(href);
  const checkout = page.locator('tucan-checkout');
  await checkout.getByRole('radio', { name: 'Cartão', exact: true }).check();
  const card = checkout.locator('tucan-card');
  await card.getByLabel('Número do cartão').fill('4111111111111111');
  await card.getByLabel('Validade').fill('12/34');
  await card.getByRole('textbox', { name: 'CVV', exact: true }).fill('123');
  await card.getByLabel('Nome impresso no cartão').fill('Maria Silva');
  await card.getByRole('button', { name: /^Pagar\b/ }).click();
  await expect(card.locator('.result').getByText('Pagamento recebido')).toBeVisible({ timeout: 20_000 });
  // The link's public JSON says paid, and carries no payer data (that stays behind the merchant's token).
  const paid = (await (
    await request.get(href, { headers: { accept: 'application/json' } })
  ).json()) as Record<string, unknown>;
  expect(paid).toMatchObject({ status: 'paid', charge_uuid: link.charge_uuid });
  expect(Object.keys(paid)).not.toEqual(expect.arrayContaining(['charge']));
  expect(JSON.stringify(paid)).not.toContain('Maria Silva');
});
