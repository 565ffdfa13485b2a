import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/demo.ts';
import { createLink, paidLink } from '../fixtures/links.ts';

/**
 * The hosted checkout printed from a device in dark mode: paper is white and printers drop backgrounds, so every
 * word on the printed page (the page's own, the checkout's) must be dark on white, as in light. Checked on the
 * computed colours under `emulateMedia({ media: 'print', colorScheme: 'dark' })`: the text's contrast against white
 * paper, and against the background the page paints behind it when backgrounds are printed.
 */

/** WCAG's contrast of the text of `locator` against white paper and against what the page paints behind it. */
function printedContrast(locator: Locator) {
  return locator.evaluate((el) => {
    const rgb = (css: string) => {
      const m = css.match(/rgba?\(([^)]+)\)/);
      const [r = 0, g = 0, b = 0, a = 1] = (m?.[1] ?? '0,0,0,0')
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return { r, g, b, a: m ? a : 0 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (x: number, y: number) => (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    // The first opaque background up the tree, across shadow roots; the paper (white) when none is painted.
    let painted = { r: 255, g: 255, b: 255, a: 1 };
    for (let node: Element | null = el; node; ) {
      const bg = rgb(getComputedStyle(node).backgroundColor);
      if (bg.a > 0.5) {
        painted = bg;
        break;
      }
      const parent: Node | null = node.parentNode;
      node = parent instanceof ShadowRoot ? parent.host : (parent as Element | null);
      if (node === document.documentElement) {
        const root = rgb(getComputedStyle(node).backgroundColor);
        if (root.a > 0.5) painted = root;
        break;
      }
    }
    const text = luminance(rgb(getComputedStyle(el).color));
    return {
      onPaper: Math.round(contrast(text, 1) * 10) / 10,
      onPainted: Math.round(contrast(text, luminance(painted)) * 10) / 10,
    };
  });
}

/** Each named text reads at 4.5:1 at least on white paper and on what is painted behind it. */
async function expectDarkOnWhite(page: Page, texts: Record<string, Locator>) {
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  const seen: Record<string, { onPaper: number; onPainted: number }> = {};
  for (const [name, locator] of Object.entries(texts)) {
    await expect(locator).toBeVisible();
    seen[name] = await printedContrast(locator);
  }
  for (const [name, c] of Object.entries(seen)) {
    expect.soft(c.onPaper, `${name} on white paper`).toBeGreaterThanOrEqual(4.5);
    expect.soft(c.onPainted, `${name} on the page's background`).toBeGreaterThanOrEqual(4.5);
  }
  // On screen the same page is dark (the check is the print's, not a page that is light everywhere).
  await page.emulateMedia({ media: 'screen', colorScheme: 'dark' });
  expect((await printedContrast(texts.title as Locator)).onPaper).toBeLessThan(4.5);
}

test('a payable hosted page printed from a dark device: its title and the checkout’s words print dark on white', async ({
  page,
  request,
  baseURL,
}) => {
  const { link } = await createLink(request, baseURL ?? '', 'payment-link', {
    allowed_methods: ['boleto', 'credit_card'],
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(link.url);
  const checkout = page.locator('tucan-checkout');
  await expect(checkout.getByRole('radio', { name: /boleto/i })).toBeVisible({ timeout: 15_000 });
  await expectDarkOnWhite(page, {
    title: page.getByRole('heading', { level: 1, name: 'Curso de fotografia' }),
    merchant: page.locator('.merchant'),
    total: checkout.locator('[part="summary"]'),
    legend: checkout.locator('legend').first(),
  });
});

test('a paid hosted page printed from a dark device: the payment’s reference to keep prints dark on white', async ({
  page,
  request,
  baseURL,
}) => {
  const { link } = await paidLink(request, baseURL ?? '');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(link.url);
  await expect(page.locator('.reference code')).toHaveText(link.charge_uuid);
  await expectDarkOnWhite(page, {
    title: page.getByRole('heading', { level: 1 }),
    reference: page.locator('.reference'),
    close: page.locator('.close'),
  });
});
