import { CardForm } from '../fixtures/card.ts';
import { axe, expect, test } from '../fixtures/demo.ts';

test('the single script-tag bundle registers the elements and pays a card, with no bundler, under a strict CSP', async ({
  page,
  cspViolations,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/script-tag.html');
  // The page names the file it includes, the shell of the README (`tucan.js`), and includes exactly that one.
  await expect(page.getByRole('main')).toContainText('Esta página inclui só o carregador, tucan.js,');
  expect(await page.locator('script[src]').evaluateAll((s) => s.map((e) => e.getAttribute('src')))).toEqual([
    '/tucan.js',
    '/script-tag.js',
  ]);
  expect(scripts.slice(0, 1)).toEqual(['/tucan.js']);
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
