import { expect, test } from '../fixtures/console.ts';

/** QA console labels that must not break: the auto-pay hint's code and the reference filter's label. */

for (const width of [1280, 375]) {
  test(`at ${width} px the auto-pay hint names metadata.sandbox_auto_pay_seconds as code, never broken inside a word`, async ({
    qa,
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await qa.open('?country=BR&method=pix&lang=pt-BR');
    const code = page.locator('#autopay-hint code');
    await expect(code).toHaveText('metadata.sandbox_auto_pay_seconds');
    expect(await code.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/mono/i);
    // Each part (before and after the dot) on one line: a break, if any, only at the dot.
    const lines = await code.evaluate((el) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => {
          const range = document.createRange();
          range.selectNodeContents(n);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }),
    );
    expect(lines).toEqual([1, 1]);
  });
}

test('at 1280 px the reference filter label is on one line, its input level with the status filter', async ({
  qa,
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const lang of ['pt-BR', 'es-MX']) {
    await qa.open(`?country=BR&method=card&lang=${lang}`);
    const label = page.locator('label[for="filter-reference"]');
    // One line: the label is shorter than two of its lines, whatever font the machine has.
    const lineHeight = await label.evaluate((el) => {
      const style = getComputedStyle(el);
      return style.lineHeight === 'normal'
        ? Number.parseFloat(style.fontSize) * 1.2
        : Number.parseFloat(style.lineHeight);
    });
    const status = await page.locator('label[for="filter-status"]').boundingBox();
    const reference = await label.boundingBox();
    expect(reference?.height ?? 0, lang).toBeLessThan(lineHeight * 1.5);
    // Level: the same top within a pixel (sub-pixel layout differs between fonts and machines).
    expect(Math.abs((reference?.y ?? 0) - (status?.y ?? 0)), lang).toBeLessThanOrEqual(1);
    const select = await page.locator('#filter-status').boundingBox();
    const input = await page.locator('#filter-reference').boundingBox();
    expect(Math.abs((input?.y ?? 0) - (select?.y ?? 0)), lang).toBeLessThanOrEqual(1);
  }
});
