import { apiOrder, expect, test } from '../fixtures/console.ts';

/** The merchant list's amounts carry their ISO currency code. */

test('es-AR merchant list: every amount with its ISO currency code, never a bare "$"', async ({
  qa,
  page,
  request,
}) => {
  await apiOrder(request, 150.75);
  await qa.open('?country=AR&method=card&lang=es-AR&amount=150.75');
  await qa.newOrder();
  const amounts = page.locator('#charges .charge-row .amount');
  await expect(amounts.filter({ hasText: /^ARS\s150,75$/ }).first()).toBeVisible({ timeout: 10_000 });
  await expect(amounts.filter({ hasText: /^BRL\s150,75$/ }).first()).toBeVisible();
  for (const text of await amounts.allTextContents()) expect(text).toMatch(/^[A-Z]{3}\s[\d.,]+$/);
  await expect(page.locator('#charge-detail dl.facts')).toContainText(/ARS\s150,75/);
});
