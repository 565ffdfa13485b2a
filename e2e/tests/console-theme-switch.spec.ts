import { expect, test } from '../fixtures/console.ts';

/** The picker's segmented controls keep their segments on one line, in every console language, phone to desktop. */
for (const width of [375, 1280]) {
  for (const lang of ['en', 'pt-BR', 'es-MX']) {
    test(`the Theme and Integration switches fit on one line at ${width} px (${lang})`, async ({
      qa,
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await qa.open(`?lang=${lang}`);
      for (const group of ['#theme-group', '#integration-group']) {
        const boxes = await page
          .locator(`${group} .segments span`)
          .evaluateAll((spans) =>
            spans.map((s) => s.getBoundingClientRect()).map((r): [number, number] => [r.top, r.height]),
          );
        expect(boxes.length, group).toBeGreaterThanOrEqual(2);
        const [firstTop, firstHeight] = boxes[0] as [number, number];
        for (const [top, height] of boxes) {
          expect(Math.abs(top - firstTop), `${group} ${lang}`).toBeLessThanOrEqual(1);
          expect(Math.abs(height - firstHeight), `${group} ${lang}: one line`).toBeLessThanOrEqual(1);
        }
        // No segment overflows its box (white-space keeps each word on its line; the box must hold it).
        const cut = await page
          .locator(`${group} .segments span`)
          .evaluateAll((spans) => spans.filter((s) => s.scrollWidth > s.clientWidth).length);
        expect(cut, group).toBe(0);
        const control = await page.locator(`${group} .segments`).boundingBox();
        const panel = await page.locator('#scenario').boundingBox();
        expect(control && panel && control.x + control.width <= panel.x + panel.width).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
