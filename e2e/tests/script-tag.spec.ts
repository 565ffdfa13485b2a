import { CardForm } from '../fixtures/card.ts';
import { axe, expect, test } from '../fixtures/demo.ts';

test('the single script-tag bundle registers the elements and pays a card, with no bundler, under a strict CSP', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/script-tag.html');
  const card = new CardForm(page);
  await expect(card.root.getByLabel('Número do cartão')).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await card.root.getByLabel('Número do cartão').fill('5555 5555 5555 4444');
  await card.root.getByLabel('Validade').fill('12/34');
  await card.root.getByLabel('Código de segurança').fill('123');
  await card.root.getByLabel('Nome impresso no cartão').fill('Ana Souza');
  await card.payButton().click();
  await expect(card.root.locator('tucan-status [part="title"]')).toContainText(
    /Pagamento (aprovado|recebido)/,
    {
      timeout: 15_000,
    },
  );
  expect(cspViolations).toEqual([]);
});
