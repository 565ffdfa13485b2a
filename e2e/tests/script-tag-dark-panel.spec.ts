import { expect, test } from '../fixtures/console.ts';

/**
 * `/script-tag.html` in dark: the card paints its dark panel around its form (a spread shadow, outside its box);
 * the page sets the card in by that much, so the panel is exactly the text column's width, never wider than the
 * heading and the text above it. In light nothing is painted and the form takes the column.
 */
for (const [width, height] of [
  [1280, 900],
  [375, 800],
] as const) {
  test(`script-tag.html at ${width} px: the dark card panel is as wide as the text column, the light form too`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/script-tag.html');
      await expect(
        page.locator('tucan-card iframe').contentFrame().getByLabel('Número do cartão'),
      ).toBeVisible({ timeout: 15_000 });
      const { panel, column } = await page.evaluate(() => {
        const card = document.querySelector('tucan-card') as HTMLElement;
        const box = card.getBoundingClientRect();
        // The painted surface: the box plus the spread of its shadow (0 in light: no shadow).
        const spread = /(?:^|\s)0px 0px 0px (\d+(?:\.\d+)?)px/.exec(getComputedStyle(card).boxShadow);
        const grow = spread ? Number(spread[1]) : 0;
        const lead = (document.getElementById('page-lead') as HTMLElement).getBoundingClientRect();
        return {
          panel: { left: box.left - grow, right: box.right + grow, painted: grow > 0 },
          column: { left: lead.left, right: lead.right },
        };
      });
      // Dark paints a panel; light none.
      expect(panel.painted, colorScheme).toBe(colorScheme === 'dark');
      expect(Math.abs(panel.left - column.left), `${colorScheme} left`).toBeLessThanOrEqual(1);
      expect(Math.abs(panel.right - column.right), `${colorScheme} right`).toBeLessThanOrEqual(1);
    }
  });
}
