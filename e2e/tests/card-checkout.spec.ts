import { axe, expect, test } from '../fixtures/demo.ts';

test.describe('QA demo: card checkout against the sandbox', () => {
  test('a Visa card pays frictionless, the backend verifies "paid" after the webhook, and no card data leaks', async ({
    card,
    demo,
    page,
    cspViolations,
  }) => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') sent.push(`${r.url()} ${r.postData() ?? ''}`);
    });
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await demo.open('?isolation=inline');
    await demo.createCharge('BR', '150.75');
    await expect(card.root.getByLabel('Card number')).toBeVisible();
    expect(await axe(page, 'tucan-card')).toEqual([]);
    await card.fill({
      number: '4111 1111 1111 1111',
      email: 'maria@example.com',
      document: '529.982.247-25',
    });
    await (await card.payButton()).click();
    await expect(card.result.title).toContainText(/Payment (approved|received)/, {
      timeout: 15_000,
    });
    await card.expectVerified('paid (fetched from the service after a webhook)');
    await expect(page.locator('#events')).toContainText('tucan-complete');
    // The card number appears only in the pay call, never in events, logs or other requests.
    const withPan = sent.filter((s) => s.includes('4111111111111111'));
    expect(withPan).toHaveLength(1);
    expect(withPan[0]).toMatch(/\/api\/v1\/bank\/public\/charge\/[^/]+\/pay /);
    await expect(page.locator('#events')).not.toContainText('4111');
    expect(logs.join('\n')).not.toContain('4111111111111111');
    expect(cspViolations).toEqual([]);
  });

  test('a 3DS challenge opens in a dialog, the one-time password approves it, and the backend verifies it', async ({
    card,
    demo,
    page,
    cspViolations,
  }) => {
    await demo.open('?isolation=inline');
    await demo.createCharge('BR', '99.90');
    await card.fill({
      number: '4000 0000 0000 3220',
      email: 'maria@example.com',
      document: '529.982.247-25',
    });
    await (await card.payButton()).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    expect(await axe(page)).toEqual([]);
    const acs = card.challenge;
    await acs.getByLabel(/one-time|código|OTP/i).fill('123456');
    await acs.getByRole('button', { name: /submit|confirmar/i }).click();
    await expect(card.result.title).toContainText(/Payment (approved|received)/, {
      timeout: 15_000,
    });
    await card.expectVerified('paid');
    await expect(dialog).toBeHidden();
    expect(await axe(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('a declined card shows the reason, and the shopper pays again with another card', async ({
    card,
    demo,
    page,
  }) => {
    await demo.open('?isolation=inline');
    await demo.createCharge('MX', '250');
    await card.fill({ number: '4000 0000 0000 9995', email: 'juan@example.com' });
    await (await card.payButton()).click();
    await expect(card.root.locator('[part="alert"]')).toContainText(/insufficient funds/i, {
      timeout: 15_000,
    });
    expect(await axe(page)).toEqual([]);
    // The merchant's panel: the attempt did not complete (`error`), the charge is still payable, and its history says
    // what happened: the card was declined.
    await card.expectVerified(
      'not completed (error) (fetched from the service after a webhook). The charge can still be paid: the shopper can try again.',
    );
    await expect(page.locator('#history')).toContainText('issued → not completed card declined');
    await card.fill({ number: '5555 5555 5555 4444', email: 'juan@example.com' });
    await (await card.payButton()).click();
    await expect(card.result.title).toContainText(/Payment (approved|received)/, {
      timeout: 15_000,
    });
    await card.expectVerified('paid');
  });

  test('an empty Pay shows every field error, axe-clean, and a keyboard-only shopper pays in Spanish', async ({
    card,
    demo,
    page,
  }) => {
    await demo.open('?isolation=inline');
    await demo.setLanguage('es-MX');
    await demo.createCharge('MX', '499');
    const number = card.root.getByLabel('Número de tarjeta');
    await expect(number).toBeVisible();
    await card.root.getByRole('button', { name: /^Pagar/ }).click();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(await axe(page)).toEqual([]);
    await number.focus();
    await page.keyboard.type('5555555555554444');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1234');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Juan Pérez');
    await page.keyboard.press('Tab');
    await page.keyboard.type('juan@example.com');
    await card.root.getByRole('button', { name: /^Pagar/ }).focus();
    await page.keyboard.press('Enter');
    await expect(card.result.title).toContainText(/Pago (aprobado|recibido)/, {
      timeout: 15_000,
    });
    await card.expectVerified('paid');
  });
});
