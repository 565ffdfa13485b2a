import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/console.ts';

/**
 * Screenshots of the main states of every element, light and dark, at 1280 px and 375 px, written as artifacts to
 * `e2e/test-results/screenshots/` (ignored by git; Playwright empties `test-results` at each run). Each shot also
 * checks that the widget is visible and that nothing overflows the page sideways. `docs/screenshots/` holds a few of
 * them, copied by hand (docs/design.md says how).
 */

// Each test opens its own console on its own order: the tests are independent, so they spread over the workers.
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [1280, 375] as const;
const THEMES = ['light', 'dark'] as const;

async function shoot(page: Page, target: Locator, name: string): Promise<void> {
  await expect(target).toBeVisible({ timeout: 15_000 });
  const width = page.viewportSize()?.width ?? 0;
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name}: no sideways scroll`,
  ).toBeLessThanOrEqual(width);
  const file = join(test.info().project.outputDir, 'screenshots', `${name}.png`);
  mkdirSync(join(file, '..'), { recursive: true });
  await target.screenshot({ path: file, animations: 'disabled' });
  expect(statSync(file).size).toBeGreaterThan(1000);
}

const widget = (page: Page) => page.locator('#checkout > *').first();

/**
 * Shoots a state in the light and the dark theme: the console's theme control re-themes the page, the widget and
 * the status screens in place (the system's scheme set to match), so each state is reached once for both shots.
 */
async function shootThemes(page: Page, target: Locator, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    // The control set by its `change` event, not a click: the 3DS challenge's modal dialog makes the rest inert.
    await page.locator(`#theme-group input[value="${theme}"]`).evaluate((radio: HTMLInputElement) => {
      radio.checked = true;
      radio.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect(widget(page)).toHaveAttribute('theme', theme);
    await shoot(page, target, `${name}-${theme}-${width}`);
  }
}

for (const width of WIDTHS) {
  test.describe(`screenshots at ${width} px, light and dark`, () => {
    test.use({ viewport: { width, height: width === 375 ? 800 : 900 } });

    test('the card: form, errors, decline, 3DS challenge, paid', async ({ qa, page }) => {
      test.setTimeout(120_000);
      // Inline: the shots reach into the card's own fields (the frame's are another origin's; card-frame.spec).
      await qa.open(
        `?country=BR&method=card&fields=email-document&lang=pt-BR&theme=light&cards=both&isolation=inline`,
      );
      await qa.newOrder();
      const card = page.locator('tucan-card');
      await expect(card.locator('#installments')).toBeVisible({ timeout: 15_000 });
      await shootThemes(page, widget(page), `card-form`);

      await card.getByRole('button', { name: /^Pagar/ }).click();
      await expect(card.locator('#number-error')).not.toBeEmpty();
      await shootThemes(page, widget(page), `card-errors`);

      const fill = async (number: string) => {
        await card.locator('#number').fill(number);
        await card.locator('#expiry').fill('12/34');
        await card.locator('#cvc').fill('123');
        await card.locator('#name').fill('Ana Souza');
        await card.locator('#email').fill('ana@example.com');
        await card.locator('#document').fill('52998224725');
      };
      await fill('4000000000000002');
      await card.getByRole('button', { name: /^Pagar/ }).click();
      await expect(card.locator('[part="alert-box"]')).toBeVisible({ timeout: 15_000 });
      await shootThemes(page, widget(page), `card-declined`);

      await card.locator('#number').fill('4000000000003220');
      await card.getByRole('button', { name: /^Pagar/ }).click();
      const dialog = card.locator('tucan-3ds-challenge dialog');
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(card.locator('tucan-3ds-challenge .loading')).toBeHidden({ timeout: 15_000 });
      await shootThemes(page, dialog, `challenge`);
      const acs = page.frameLocator('tucan-card iframe[name^="tucan-3ds-challenge"]').first();
      await acs.getByLabel(/one-time|código|OTP/i).fill('123456');
      await acs.getByRole('button', { name: /submit|confirmar/i }).click();
      await expect(card.locator('tucan-status')).toBeVisible({ timeout: 20_000 });
      await shootThemes(page, widget(page), `card-paid`);
    });

    test('the code elements, the checkout and the status screens', async ({ qa, page }) => {
      test.setTimeout(120_000);
      const codes = [
        ['BR', 'pix', 'tucan-pix'],
        ['BR', 'boleto', 'tucan-boleto'],
        ['MX', 'spei', 'tucan-spei'],
        ['MX', 'oxxo', 'tucan-oxxo'],
        ['AR', 'qra', 'tucan-qra'],
        ['AR', 'pfc', 'tucan-pfc'],
      ] as const;
      for (const [country, method, tagName] of codes) {
        const lang = country === 'BR' ? 'pt-BR' : 'es-MX';
        await qa.open(`?country=${country}&method=${method}&fields=none&lang=${lang}&theme=light`);
        await qa.newOrder();
        await expect(page.locator(tagName)).toBeVisible();
        // The first screen the shopper sees settles (a code, or the payer step) before the shot.
        await expect(page.locator(tagName).locator('.loading')).toHaveCount(0, { timeout: 15_000 });
        await shootThemes(page, widget(page), `${method}`);
      }

      await qa.open(`?country=BR&method=checkout&fields=none&lang=pt-BR&theme=light`);
      await qa.newOrder();
      // The method list, or the alert that no method fits (the drop-in's two first screens).
      await expect(page.locator('tucan-checkout').locator('input[type="radio"], .alert').first()).toBeVisible(
        {
          timeout: 15_000,
        },
      );
      await shootThemes(page, widget(page), `checkout`);

      for (const status of ['paid', 'pending', 'error']) {
        await shootThemes(page, qa.galleryItem(status).locator('tucan-status'), `status-${status}`);
      }
    });
  });
}
