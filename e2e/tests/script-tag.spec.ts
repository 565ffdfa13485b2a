import { axe, expect, test } from '../fixtures/demo.ts';

test('the single script-tag bundle registers the elements and pays a card, with no bundler, under a strict CSP', async ({
  card,
  page,
  scripts,
  cspViolations,
}) => {
  await page.goto('/script-tag.html');
  // The page names the file it includes, the shell of the README (`tucan.js`), and includes exactly that one.
  await expect(page.getByRole('main')).toContainText('Esta página inclui só o carregador, tucan.js,');
  expect(await page.locator('script[src]').evaluateAll((s) => s.map((e) => e.getAttribute('src')))).toEqual([
    '/tucan.js',
    '/script-tag.js',
  ]);
  expect(scripts.slice(0, 1)).toEqual(['/tucan.js']);
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

test('a script-tag page reaches the event classes through Tucan.events(): the card’s tucan-complete is a TucanCompleteEvent', async ({
  card,
  page,
  cspViolations,
}) => {
  await page.goto('/script-tag.html');
  await page.evaluate(() => {
    type Classes = Record<string, abstract new (...args: never[]) => Event>;
    const w = window as unknown as { Tucan: { events(): Promise<Classes> } };
    document.addEventListener('tucan-complete', (e) => {
      void w.Tucan.events().then((classes) => {
        document.body.dataset.seen = JSON.stringify({
          complete: e instanceof classes.TucanCompleteEvent!,
          error: e instanceof classes.TucanErrorEvent!,
          classes: Object.keys(classes)
            .filter((k) => k.endsWith('Event'))
            .sort(),
        });
      });
    });
  });
  await card.payInPortuguese();
  await expect(page.locator('body')).toHaveAttribute('data-seen', /"complete":true/, { timeout: 15_000 });
  expect(JSON.parse((await page.locator('body').getAttribute('data-seen')) ?? '{}')).toEqual({
    complete: true,
    error: false,
    classes: [
      'TucanBusyEvent',
      'TucanCompleteEvent',
      'TucanErrorEvent',
      'TucanStatusEvent',
      'TucanTotalEvent',
      'TucanUnavailableEvent',
    ],
  });
  expect(cspViolations).toEqual([]);
});
