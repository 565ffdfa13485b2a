import { expect, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

const PAN = '4111111111111111';

/**
 * `<tucan-card isolation="frame">` through the QA console: the demo page (port E2E_DEMO_PORT) and the service
 * (the sandbox, E2E_SANDBOX_PORT) are different origins, the page runs under a strict CSP with Trusted Types, and
 * the card fields live in the service's frame.
 */
test.describe('QA console: the card in the service frame (isolation="frame")', () => {
  test('a Visa card pays from the frame with one request after Pay, the backend verifies "paid", and the page never holds the card data', async ({
    card,
    qa,
    page,
    cspViolations,
  }) => {
    // No isolation in the link: the console's default is the elements' default, the frame.
    await qa.open('?country=BR&method=card&card=visa&fields=none&lang=en');
    await expect(page.locator('#isolation')).toHaveValue('frame');
    await qa.newOrder();
    const uuid = await qa.chargeUuid();
    await expect(card.root).toHaveAttribute('isolation', 'frame');
    const iframe = card.root.locator('iframe');
    await expect(iframe).toHaveAttribute('src', /\/elements\/frame\/card\.html#/);
    const frameOrigin = new URL((await iframe.getAttribute('src')) ?? '').origin;
    expect(frameOrigin).not.toBe(new URL(page.url()).origin);

    // The 3DS Method runs while the shopper types (after a pause); Pay is counted once it is over, as in the
    // browser tests: its notification may otherwise land after the click.
    const methodOver = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/sandbox/acs/method-notify',
      {
        timeout: 15_000,
      },
    );
    const form = card.frame;
    await form.getByLabel('Card number').fill('4111 1111 1111 1111');
    await form.getByLabel('Expiry date').fill('12/34');
    await form.getByLabel('Security code').fill('123');
    await form.getByLabel('Name on card').fill('Maria Silva');
    expect(await axe(page, '#checkout-panel')).toEqual([]);
    await methodOver;

    // From the Pay click to the final event: the requests the browser makes, page and frame alike.
    const requests: Array<{ method: string; url: string; body: string }> = [];
    page.on('request', (r) => requests.push({ method: r.method(), url: r.url(), body: r.postData() ?? '' }));
    await form.getByRole('button', { name: /^Pay\b/ }).click();
    await expect(page.locator('#events')).toContainText(
      `tucan-complete {"chargeUuid":"${uuid}","status":"paid"}`,
      {
        timeout: 15_000,
      },
    );
    const toService = requests.filter((r) => r.url.startsWith(frameOrigin));
    expect(toService.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      `POST /api/v1/bank/public/charge/${uuid}/pay`,
    ]);
    // The card number went only to the pay call, from the service's own origin.
    expect(requests.filter((r) => r.body.includes(PAN)).map((r) => r.url)).toEqual([toService[0]!.url]);

    await expect(page.locator('#verified')).toContainText('paid (fetched from the service after a webhook)', {
      timeout: 15_000,
    });
    // Nothing in the checkout panel holds the card number: the widget's DOM, every open shadow root, the event
    // log (the picker shows the test card for the tester to type: it is left out).
    const pageText = await page.evaluate(() => {
      const panel = document.getElementById('checkout-panel')!;
      const parts: string[] = [];
      const walk = (root: Element | ShadowRoot) => {
        for (const el of root.querySelectorAll('*')) {
          if (el instanceof HTMLInputElement) parts.push(el.value);
          if (el.shadowRoot) {
            parts.push(el.shadowRoot.innerHTML);
            walk(el.shadowRoot);
          }
        }
      };
      parts.push(panel.outerHTML);
      walk(panel);
      return parts.join('\n');
    });
    expect(pageText.replaceAll(' ', '')).not.toContain(PAN);
    expect(cspViolations).toEqual([]);
  });

  test('a declined card in the frame shows the reason, and another card pays the same charge', async ({
    card,
    qa,
    page,
  }) => {
    await qa.open('?country=BR&method=card&card=declined&fields=none&lang=en&isolation=frame');
    await qa.newOrder();
    const form = card.frame;
    const number = await qa.testCardNumber();
    await form.getByLabel('Card number').fill(number);
    await form.getByLabel('Expiry date').fill('12/34');
    await form.getByLabel('Security code').fill('123');
    await form.getByLabel('Name on card').fill('Maria Silva');
    await form.getByRole('button', { name: /^Pay\b/ }).click();
    await expect(form.getByText(/declined/i).first()).toBeVisible({ timeout: 15_000 });
    await form.getByLabel('Card number').fill('5555 5555 5555 4444');
    await form.getByRole('button', { name: /^Pay\b/ }).click();
    await expect(page.locator('#verified')).toContainText('paid (fetched from the service after a webhook)', {
      timeout: 15_000,
    });
  });
});
