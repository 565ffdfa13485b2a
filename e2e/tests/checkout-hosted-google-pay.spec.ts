import { expect, test } from '../fixtures/demo.ts';

/**
 * The hosted checkout of a link that allows Google Pay: the page is served under the policy the elements README
 * gives a page offering Google Pay ("What the wallets add to the Content Security Policy"), with a fresh style nonce
 * per response that reaches the page's `<tucan-google-pay csp-nonce>` and pay.js's script. No internet here: pay.js
 * is asked for (the policy allows it), its request is held while the test looks, then fails, and Google Pay is not
 * offered, with no CSP violation.
 */

test.describe('hosted checkout (a payment link’s url) offering Google Pay', () => {
  test('each response carries the README’s Google Pay sources and a new nonce, which reaches <tucan-google-pay csp-nonce> and pay.js', async ({
    dropin,
    page,
    cspViolations,
    links,
  }) => {
    const { link } = await links.create('checkout', {
      allowed_methods: ['credit_card', 'pix', 'googlepay'],
    });
    const asked: string[] = [];
    let release = () => {};
    await page.route('https://pay.google.com/**', async (route) => {
      asked.push(route.request().url());
      await new Promise<void>((done) => {
        release = done;
      });
      await route.abort('internetdisconnected');
    });
    const nonces: string[] = [];
    for (const round of [1, 2]) {
      const response = await page.goto(link.url);
      const csp = (await response?.headerValue('content-security-policy')) ?? '';
      expect(csp).toContain("script-src 'self' https://pay.google.com;");
      expect(csp).toContain("frame-src 'self' https://pay.google.com;");
      expect(csp).toContain("connect-src 'self' https://pay.google.com https://google.com/pay;");
      expect(csp).toContain("img-src 'self' data: https://www.gstatic.com;");
      expect(csp).toContain("require-trusted-types-for 'script'; trusted-types lit-html tucan-google-pay");
      const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)';/.exec(csp)?.[1] ?? '';
      expect(nonce).not.toBe('');
      nonces.push(nonce);
      await expect(dropin.summary).toContainText('R$ 150,75');
      // Pix first (Brazil), then the card opened: every method's element is on the page.
      await dropin.method('Cartão').check();
      // While pay.js is on its way: the page's Google Pay element has the response's nonce, and so has pay.js's
      // script (the other methods have none).
      await expect.poll(() => asked.length).toBe(round);
      await expect(page.locator('tucan-google-pay')).toHaveAttribute('csp-nonce', nonce);
      await expect(page.locator('tucan-card')).not.toHaveAttribute('csp-nonce');
      await expect(page.locator('tucan-pix')).toHaveCount(1);
      await expect(page.locator('tucan-pix')).not.toHaveAttribute('csp-nonce');
      expect(
        await page.evaluate(
          () => document.querySelector<HTMLScriptElement>('script[src^="https://pay.google.com/"]')?.nonce,
        ),
      ).toBe(nonce);
      release();
      // pay.js could not load: Google Pay is not offered; the card and pix are.
      await expect(page.locator('tucan-google-pay')).toHaveCount(0);
      await expect(dropin.root.getByRole('radio')).toHaveCount(2);
    }
    expect(nonces[1]).not.toBe(nonces[0]);
    expect(asked).toEqual(['https://pay.google.com/gp/p/js/pay.js', 'https://pay.google.com/gp/p/js/pay.js']);
    expect(cspViolations).toEqual([]);
  });
});
