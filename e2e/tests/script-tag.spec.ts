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
  await card.payInPortuguese();
  await expect(form.locator('tucan-status [part="title"]')).toContainText(/Pagamento (aprovado|recebido)/, {
    timeout: 15_000,
  });
  expect(cspViolations).toEqual([]);
});
