import { readFile } from 'node:fs/promises';
import { contentSecurityPolicy, walletPageSecurityPolicy } from '../../demo/csp.ts';
import { expect, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

/**
 * The wallets through the QA console's "simulate wallet" control: the page runs the faithful Apple Pay and Google
 * Pay fakes (no real wallet runs here), the shopper's sheet is a console panel, and the test card chosen in the
 * picker is the card in the wallet. Every payment ends in a status the merchant backend verified after the webhook.
 */
test.describe('QA console: wallets, simulated', () => {
  test('Google Pay: the sheet opens from the button, pays with the test card, and the backend verifies "paid"', async ({
    wallets,
    qa,
    page,
    cspViolations,
  }) => {
    await qa.open('?country=BR&method=googlepay&card=visa&lang=en&simulate=on');
    await expect(page.locator('#simulate')).toHaveValue('on');
    await qa.newOrder();
    const uuid = await qa.chargeUuid();
    const gpay = wallets('tucan-google-pay').root;
    await gpay.getByRole('button', { name: /GPay/ }).click();
    const sheet = page.getByRole('region', { name: 'Simulated Google Pay sheet' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('4111 1111 1111 1111');
    // What the sheet asks the shopper to approve: the charge's value, to the store by its name.
    await expect(sheet).toContainText('approve R$150.75 to Tucan Demo Store');
    expect(await axe(page, '#wallet-sheet')).toEqual([]);
    await sheet.getByRole('button', { name: 'Pay with the test card' }).click();
    await expect(sheet).toBeHidden();
    await expect(wallets('tucan-google-pay').result.title).toContainText(/Payment (approved|received)/, {
      timeout: 15_000,
    });
    await expect(page.locator('#verified')).toContainText('paid (fetched from the service after a webhook)', {
      timeout: 15_000,
    });
    await expect(qa.receipt(uuid, 'paid')).toContainText('verified by GET: paid');
    await expect(page.locator('#events')).toContainText(
      `tucan-complete {"chargeUuid":"${uuid}","status":"paid"}`,
    );
    expect(await axe(page, '#checkout-panel')).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test("Google Pay with a challenge card runs the card's 3DS dialog, and the one-time password pays it", async ({
    wallets,
    qa,
    page,
  }) => {
    await qa.open('?country=BR&method=googlepay&card=3ds-challenge&lang=en&simulate=on');
    await qa.newOrder();
    const gpay = wallets('tucan-google-pay').root;
    await gpay.getByRole('button', { name: /GPay/ }).click();
    await page.getByRole('button', { name: 'Pay with the test card' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    const acs = wallets('tucan-google-pay').challenge;
    await acs.getByLabel(/one-time|código|OTP/i).fill('123456');
    await acs.getByRole('button', { name: /submit|confirmar/i }).click();
    await expect(page.locator('#verified')).toContainText('paid (fetched from the service after a webhook)', {
      timeout: 20_000,
    });
    await expect(dialog).toBeHidden();
  });

  test('Apple Pay: closing the sheet creates no payment attempt; a declined card says so; a good card pays', async ({
    wallets,
    qa,
    page,
  }) => {
    await qa.open('?country=BR&method=applepay&card=declined&lang=en&simulate=on');
    await qa.newOrder();
    const uuid = await qa.chargeUuid();
    const apple = wallets('tucan-apple-pay').root;
    const button = apple.getByRole('button', { name: /Apple Pay/ });
    const sheet = page.getByRole('region', { name: 'Simulated Apple Pay sheet' });

    // Closed: quiet, and the charge is still waiting for its first attempt.
    await button.click();
    await expect(sheet).toContainText('approve R$150.75 to Tucan Demo Store');
    await sheet.getByRole('button', { name: 'Close the sheet' }).click();
    const afterCancel = await (await page.request.get(`/api/merchant/charges/${uuid}`)).json();
    expect(afterCancel.charge.body.status).toBe('issued');

    // Declined: the wallet element says why; the shopper can try again.
    await button.click();
    await sheet.getByRole('button', { name: 'Pay with the test card' }).click();
    await expect(apple.locator('[part="alert"]')).toContainText('The card was declined.', {
      timeout: 15_000,
    });

    // Another card in the wallet: approved, and verified by the backend.
    await page.locator('#card').selectOption('visa');
    await button.click();
    await sheet.getByRole('button', { name: 'Pay with the test card' }).click();
    await expect(page.locator('#verified')).toContainText('paid (fetched from the service after a webhook)', {
      timeout: 20_000,
    });
  });

  test('with the simulation off, Google Pay asks for pay.js under the README’s policy, says why it is not offered, and stays hidden', async ({
    wallets,
    qa,
    page,
    cspViolations,
  }) => {
    // No internet here: pay.js cannot load. The request is made (the page's policy allows it) and fails.
    const asked: string[] = [];
    await page.route('https://pay.google.com/**', (route) => {
      asked.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    const response = await page.goto('/?country=MX&method=googlepay&lang=es-MX&simulate=off');
    // The console offers the real wallets: the strict policy plus exactly what the elements README adds for them.
    const csp = (await response?.headerValue('content-security-policy')) ?? '';
    expect(csp).toContain("require-trusted-types-for 'script'; trusted-types lit-html tucan-google-pay");
    expect(csp).toContain("script-src 'self' https://pay.google.com;");
    expect(csp).toContain('frame-src http://127.0.0.1:');
    expect(csp).toContain('https://pay.google.com https://google.com/pay');
    expect(csp).toContain("img-src 'self' data: https://www.gstatic.com");
    expect(csp).toMatch(/style-src 'self' 'nonce-[\w+/=]{16,}'/);
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    await expect(page.locator('[data-field="simulate"]')).toBeVisible();
    await qa.newOrder();
    // The element has the page's nonce for the styles pay.js would inject.
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(
      await wallets('tucan-google-pay').root.evaluate((el) => (el as { cspNonce?: string }).cspNonce),
    ).toBe(nonce);
    await expect(page.locator('#events')).toContainText(
      'tucan-unavailable {"method":"googlepay","reason":"load_failed"}',
      { timeout: 15_000 },
    );
    expect(asked).toEqual(['https://pay.google.com/gp/p/js/pay.js']);
    await expect(wallets('tucan-google-pay').root.getByRole('button')).toHaveCount(0);
    // For QA, in the console's language: why the wallet is not offered, and how to try it here.
    await expect(page.locator('#wallet-note')).toHaveText(
      'Google Pay no se le ofrece al cliente aquí (load_failed): no se pudo cargar el pay.js de Google (esta máquina no tiene internet, o la CSP de la página lo rechazó). Para pagar con él aquí, elige Simuladas en “Billeteras en esta página”.',
    );
    await qa.setLanguage('en');
    await expect(page.locator('#wallet-note')).toContainText(
      "Google Pay is not offered to the shopper here (load_failed): Google's pay.js could not be loaded",
    );
    expect(cspViolations).toEqual([]);
    // Simulated again: the button, and no sentence.
    await page.locator('#simulate').selectOption('on');
    await qa.newOrder();
    await expect(wallets('tucan-google-pay').root.getByRole('button', { name: /GPay/ })).toBeVisible();
    await expect(page.locator('#wallet-note')).toBeHidden();
  });

  test('the pages that offer no wallet keep the strict policy', async ({ page }) => {
    for (const path of ['/script-tag.html', '/api/config']) {
      const csp = (await (await page.request.get(path)).headersArray()).find(
        (h) => h.name.toLowerCase() === 'content-security-policy',
      )?.value;
      expect(csp, path).toContain('trusted-types lit-html');
      expect(csp, path).not.toContain('tucan-google-pay');
      expect(csp, path).not.toContain('pay.google.com');
    }
  });

  test('the elements README gives the two policies the demo serves, word for word', async () => {
    const readme = await readFile(new URL('../../packages/elements/README.md', import.meta.url), 'utf8');
    const block = (after: string) => {
      const start = readme.indexOf('```\n', readme.indexOf(after)) + 4;
      return readme.slice(start, readme.indexOf('```', start)).replace(/\s+/g, ' ').trim();
    };
    expect(block('a page that offers Google Pay reads')).toBe(
      walletPageSecurityPolicy('SERVICE_ORIGIN', 'NONCE'),
    );
    expect(block('The demo serves its pages under this policy')).toBe(
      contentSecurityPolicy('SERVICE_ORIGIN'),
    );
  });
});
