import { expect, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

/**
 * The merchant panel's reference filter is named by its words alone ("Order reference"), in the console's
 * language; the service's field name it searches (`reference_external_id`) is its description, shown under the
 * input.
 */
for (const [lang, name, hint] of [
  ['en', 'Order reference', 'Service field: reference_external_id'],
  ['pt-BR', 'Referência do pedido', 'Campo do serviço: reference_external_id'],
  ['es-MX', 'Referencia del pedido', 'Campo del servicio: reference_external_id'],
] as const) {
  test(`the reference filter is labelled “${name}”, the field name its description (${lang})`, async ({
    qa,
    page,
  }) => {
    await qa.open(`?country=BR&method=card&lang=${lang}`);
    const input = page.getByRole('textbox', { name, exact: true });
    await expect(input).toHaveAttribute('id', 'filter-reference');
    await expect(page.locator('label[for="filter-reference"]')).toHaveText(name);
    await expect(input).toHaveAccessibleDescription(hint);
    await expect(page.locator('#filter-reference-hint code')).toHaveText('reference_external_id');
    // The description sits under the input, never over it, at a desktop's width and a phone's.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const field = await input.boundingBox();
      const described = await page.locator('#filter-reference-hint').boundingBox();
      expect(described?.y ?? 0, `${width} px`).toBeGreaterThanOrEqual((field?.y ?? 0) + (field?.height ?? 0));
    }
    expect(await axe(page, '#merchant')).toEqual([]);
  });
}
