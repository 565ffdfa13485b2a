import { expect, test } from '../fixtures/demo.ts';

/**
 * Print on a voucher in the hosted checkout: the printed page is the voucher alone (not the page's heading, the
 * method list or the total line) with its amount, on one A4 sheet, and the page is back after printing.
 */
test('Print on a boleto in the hosted checkout prints the voucher alone, on one A4 page', async ({
  page,
  links,
}) => {
  const { link } = await links.create('payment-link', { allowed_methods: ['boleto'] });
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(link.url);
  const checkout = page.locator('tucan-checkout');
  const radio = checkout.getByRole('radio', { name: /boleto/i });
  if (!(await radio.isChecked())) await radio.check();
  await checkout.getByLabel('Nome completo').fill('Ana Souza');
  await checkout.getByLabel('Número do CPF').fill('52998224725');
  await checkout.getByRole('button', { name: 'Gerar boleto' }).click();
  const line = checkout.locator('[data-copy="line"] .value');
  await expect(line).toBeVisible({ timeout: 15_000 });
  // The boleto states its amount beside its digitable line, on screen and on paper (contract G15).
  const amount = checkout.locator('tucan-boleto .voucher [data-detail]');
  await expect(amount).toHaveText(/^\s*Valor do boleto\s*R\$\s150,75\s*$/);
  const heading = page.getByRole('heading', { level: 1 });
  const total = checkout.locator('[part="summary"]');
  await expect(heading).toBeVisible();
  await expect(total).toBeVisible();

  // The print dialog is the browser's: the page's print() is stubbed, its print styles are what is checked.
  await page.evaluate(() => {
    window.print = () => {};
  });
  await checkout.getByRole('button', { name: 'Imprimir' }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(heading).toBeHidden();
  await expect(total).toBeHidden();
  await expect(line).toBeVisible();
  await expect(amount).toBeVisible();
  await expect(checkout.locator('svg.bars')).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);

  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });
  await expect(heading).toBeVisible();
  await expect(total).toBeVisible();
});
