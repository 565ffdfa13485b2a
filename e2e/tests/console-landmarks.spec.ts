import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

/**
 * The QA console's landmarks each have a name of their own (axe's `landmark-unique`, a best practice the WCAG run
 * of `axe()` leaves out): the console's Checkout panel beside the drop-in's region, the charge's status screen
 * beside the status screens' gallery and a widget's own result.
 */

/** axe's landmark rules on the whole page (shadow roots included), as readable strings. */
const landmarkViolations = (page: Page) =>
  axe(page, undefined, {
    type: 'rule',
    values: ['landmark-unique', 'landmark-no-duplicate-main', 'landmark-no-duplicate-banner'],
  });

test.describe('QA console: every landmark has a name of its own', () => {
  for (const [name, query] of [
    ['the drop-in, in English', '?country=BR&method=checkout&fields=none&lang=en'],
    ['the drop-in, in es-MX', '?country=MX&method=checkout&lang=es-MX'],
    ['a card in the service’s frame, in pt-BR', '?country=BR&method=card&lang=pt-BR'],
  ] as const) {
    test(`with ${name} and a charge’s status screen: no two landmarks alike, and axe-clean`, async ({
      qa,
      page,
    }) => {
      await qa.open(query);
      await qa.newOrder();
      // The charge's detail shows its status screen; the gallery shows the thirteen others.
      await expect(page.locator('#charge-detail tucan-status')).toBeAttached({ timeout: 15_000 });
      await expect(page.locator('#gallery tucan-status')).toHaveCount(13);
      expect(await landmarkViolations(page)).toEqual([]);
      expect(await axe(page)).toEqual([]);
    });
  }
});
