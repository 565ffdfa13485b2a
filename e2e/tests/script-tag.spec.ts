import { CardForm } from '../fixtures/card.ts';
import { axe, expect, test } from '../fixtures/demo.ts';

test('the single script-tag bundle registers the elements and pays a card, with no bundler, under a strict CSP', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/script-tag.html');
  const card = new CardForm(page);
  // The page sets no isolation: the card form is in the service's frame (the default).
  const form = await card.form();
  await expect(form.getByLabel('Número do cartão')).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await form.getByLabel('Número do cartão').fill('5555 5555 5555 4444');
  await form.getByLabel('Validade').fill('12/34');
  await form.getByLabel('Código de segurança').fill('123');
  await form.getByLabel('Nome impresso no cartão').fill('Ana Souza');
  await (await card.payButton()).click();
  await expect(form.locator('tucan-status [part="title"]')).toContainText(/Pagamento (aprovado|recebido)/, {
    timeout: 15_000,
  });
  expect(cspViolations).toEqual([]);
});
