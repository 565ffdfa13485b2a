import { apiOrder, expect, payWithTestCard, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

test.describe('QA console: the sandbox controls', () => {
  test('sunset mode: the widget shows its 410 message and the merchant panel its 410 answers', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=BR&card=visa&isolation=inline');
    await qa.newOrder();
    const uuid = await qa.chargeUuid();
    try {
      await qa.setVersionMode('Sunset');
      await expect(page.locator('#mode-hint')).toContainText('410 Gone');
      const gone: string[] = [];
      page.on('response', (r) => {
        if (r.status() === 410) gone.push(new URL(r.url()).pathname);
      });
      await payWithTestCard(page, qa);
      const alert = page.locator('tucan-card [part="alert"]');
      await expect(alert).toBeVisible({ timeout: 15_000 });
      await expect(alert).toContainText('a version of the payment service that is no longer available');
      await expect(page.locator('#events')).toContainText(
        `tucan-error {"chargeUuid":"${uuid}","code":"version_gone"`,
      );
      expect(gone).toContain(`/api/v1/bank/public/charge/${uuid}/pay`);
      // The merchant backend is cut off too: its list and its new orders answer 410.
      await page.locator('#charges-refresh').click();
      await expect(page.locator('#charges-state')).toContainText(
        'The charges could not be listed: API v1 is switched off (sunset mode) (HTTP 410 · API_VERSION_SUNSET',
      );
      await page.locator('#new-order').click();
      await expect(page.locator('#order-result')).toContainText('HTTP 410 · API_VERSION_SUNSET');
      expect(await axe(page, '#checkout-panel')).toEqual([]);
      expect(await axe(page, '#sandbox')).toEqual([]);
    } finally {
      await qa.setVersionMode('Current');
    }
  });

  test('sunset mode: a New order that fails takes the previous order off the checkout panel', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=BR&card=visa');
    await qa.newOrder();
    const uuid = await qa.chargeUuid();
    const reference = await qa.orderReference();
    await expect(page.locator('#order-summary')).toContainText(uuid.slice(0, 8));
    try {
      await qa.setVersionMode('Sunset');
      await page.locator('#new-order').click();
      await expect(page.locator('#order-result')).toContainText(
        'The order could not be created: API v1 is switched off (sunset mode) (HTTP 410 · API_VERSION_SUNSET',
      );
      // Nothing of the previous order is left to pass for the one that failed: no charge, no widget, no status.
      await expect(page.locator('#order-summary')).toBeHidden();
      await expect(page.locator('#checkout-panel')).not.toContainText(uuid.slice(0, 8));
      await expect(page.locator('#checkout-panel')).not.toContainText(reference);
      await expect(page.locator('#checkout > *')).toHaveCount(0);
      await expect(page.locator('#verified')).toBeHidden();
      await expect(page.locator('#events')).toBeHidden();
      await expect(page.locator('#checkout-empty')).toBeVisible();
      expect(await axe(page, '#checkout-panel')).toEqual([]);
    } finally {
      await qa.setVersionMode('Current');
    }
    // Back to Current: the next order goes through and shows as the order.
    await qa.newOrder();
    await expect(page.locator('#order-result')).toHaveText('');
    expect(await qa.chargeUuid()).not.toBe(uuid);
  });

  test('Reset the sandbox asks first: Keep everything and Escape delete nothing, Delete everything empties the lists and the checkout', async ({
    qa,
    page,
    request,
    cspViolations,
  }) => {
    await qa.open('?lang=en');
    await qa.newOrder();
    const kept = await apiOrder(request, 12.34);
    await page.locator('#charges-refresh').click();
    await expect(qa.chargeRow(kept.reference_external_id)).toBeVisible();
    const reset = qa.sandbox.getByRole('button', { name: 'Reset the sandbox' });
    const dialog = page.getByRole('dialog', { name: 'Reset the sandbox?' });
    const resets: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/sandbox/reset') resets.push(r.method());
    });

    // By keyboard: the dialog opens with the safe choice focused; Enter on it keeps everything.
    await reset.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      'Every charge and webhook of this sandbox is deleted, and the clock goes back to real time. This cannot be undone.',
    );
    await expect(dialog.getByRole('button', { name: 'Keep everything' })).toBeFocused();
    expect(await axe(page, '#reset-dialog')).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(reset).toBeFocused();
    // Escape keeps everything too.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(reset).toBeFocused();
    await page.locator('#charges-refresh').click();
    await expect(qa.chargeRow(kept.reference_external_id)).toBeVisible();
    expect(resets).toEqual([]);
    await expect(page.locator('#order-summary')).toBeVisible();

    // Tab to "Delete everything" and press it: the sandbox is reset, once.
    await reset.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete everything' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#sandbox-result')).toHaveText('Reset the sandbox: done.');
    await expect(page.locator('#charges-state')).toHaveText('No charge matches.');
    expect(resets).toEqual(['POST']);
    // The order's charge is gone: so are its summary and its widget.
    await expect(page.locator('#order-summary')).toBeHidden();
    await expect(page.locator('#checkout > *')).toHaveCount(0);

    // In the console's language.
    await qa.setLanguage('pt-BR');
    await qa.sandbox.locator('#sandbox-reset').click();
    const zerar = page.getByRole('dialog', { name: 'Zerar o sandbox?' });
    await expect(zerar).toBeVisible();
    await expect(zerar.getByRole('button', { name: 'Manter tudo' })).toBeFocused();
    await expect(zerar.getByRole('button', { name: 'Apagar tudo' })).toBeVisible();
    await zerar.getByRole('button', { name: 'Manter tudo' }).click();
    await qa.setLanguage('es-MX');
    await qa.sandbox.locator('#sandbox-reset').click();
    const reiniciar = page.getByRole('dialog', { name: '¿Reiniciar el sandbox?' });
    await expect(reiniciar.getByRole('button', { name: 'Conservar todo' })).toBeFocused();
    await expect(reiniciar.getByRole('button', { name: 'Borrar todo' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(reiniciar).toBeHidden();
    expect(resets).toEqual(['POST']);
    expect(cspViolations).toEqual([]);
  });

  test('deprecated mode: the widget still pays, and every v1 answer carries the deprecation headers', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=MX&card=mastercard&isolation=inline');
    await qa.newOrder();
    try {
      await qa.setVersionMode('Deprecated');
      const pay = page.waitForResponse((r) => /\/pay$/.test(new URL(r.url()).pathname));
      await payWithTestCard(page, qa);
      const headers = (await pay).headers();
      expect(headers.deprecation).toBe('true');
      expect(headers.sunset).toBeTruthy();
      await expect(page.locator('#verified')).toContainText(
        'paid (fetched from the service after a webhook)',
        {
          timeout: 15_000,
        },
      );
    } finally {
      await qa.setVersionMode('Current');
    }
  });

  test('the clock moves forward, the backend keeps working with a fresh token, and reset puts everything back', async ({
    qa,
    page,
  }) => {
    await qa.open();
    await expect(page.locator('#sandbox-clock')).toContainText('(real time)');
    await qa.sandbox.getByRole('button', { name: '+1 hour' }).click();
    await expect(page.locator('#sandbox-clock')).toContainText('1 h 0 min ahead of real time');
    await qa.sandbox.getByRole('button', { name: '+1 day' }).click();
    await expect(page.locator('#sandbox-clock')).toContainText('25 h 0 min ahead of real time');
    // The backend's cached token expired on the sandbox clock: it takes a new one and the order goes through.
    await qa.newOrder();
    const reference = await qa.orderReference();
    await expect(qa.chargeRow(reference)).toContainText('issued');
    await qa.resetSandbox();
    await expect(page.locator('#sandbox-clock')).toContainText('(real time)');
    await expect(page.locator('#charges-state')).toHaveText('No charge matches.');
    expect(await axe(page, '#sandbox')).toEqual([]);
  });

  test('advancing the sandbox clock past a pix code’s expiry ends it, and the widget says so', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=BR&method=pix&fields=none&lang=en');
    await qa.newOrder();
    const uuid = await qa.chargeUuid();
    const pix = page.locator('tucan-pix');
    await expect(pix.getByRole('img', { name: /Pix QR code/ })).toBeVisible({ timeout: 15_000 });
    try {
      await qa.sandbox.getByRole('button', { name: '+1 hour' }).click();
      // The service cancels the expired code: its webhook, verified by GET, reaches the widget through status-url.
      await expect(qa.receipt(uuid, 'canceled')).toContainText('verified by GET: canceled', {
        timeout: 20_000,
      });
      await expect(pix.locator('.alert-title', { hasText: 'This code has expired' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(pix.getByRole('img', { name: /Pix QR code/ })).toHaveCount(0);
      // Its own words, not the card's ("… or the bank confirmation was not completed").
      await expect(pix).not.toContainText('bank confirmation');
      expect(await axe(page, '#checkout-panel')).toEqual([]);
    } finally {
      await qa.resetSandbox();
    }
  });
  test('a pix code that expires in the drop-in offers a new code: pressing it shows a new code for a new charge of the same order, every method back, in pt-BR', async ({
    dropin,
    qa,
    page,
  }) => {
    const { uuid, pix, code } = await qa.pixCodeInDropIn(dropin);
    const checkout = dropin.root;
    const firstCode = await code.textContent();
    await expect(checkout.getByRole('radio', { name: 'Cartão' })).toBeVisible();
    try {
      // The console speaks the shopper's language too: its controls in Portuguese.
      await qa.sandbox.getByRole('button', { name: '+1 hora' }).click();
      // The service cancels the expired code; its webhook, verified by GET, reaches the widget through status-url.
      await expect(qa.receipts(uuid).filter({ hasText: 'verificado por GET: cancelada' })).toHaveCount(1, {
        timeout: 20_000,
      });
      // The console gives the drop-in its `newCharge`: the pix says its code expired and offers a new one, and the
      // other methods stay offered (choosing one would ask for the new charge, K17); the checkout does not end.
      await expect(pix.locator('.alert-title')).toHaveText('Este código expirou', { timeout: 20_000 });
      const again = pix.getByRole('button', { name: 'Gerar novo código' });
      await expect(again).toBeVisible();
      await expect(checkout.getByRole('radio', { name: 'Cartão' })).toBeVisible();
      await expect(checkout.getByRole('radio', { name: 'Boleto' })).toBeVisible();
      await expect(checkout.locator('.ended')).toHaveCount(0);
      await expect(checkout).not.toContainText('A loja cancelou');
      await expect(page.locator('#events')).toContainText(
        `tucan-error {"chargeUuid":"${uuid}","code":"expired"`,
      );
      expect(await axe(page, '#checkout-panel')).toEqual([]);

      await again.click();
      await expect(code).toBeVisible({ timeout: 15_000 });
      await expect(code).not.toHaveText(firstCode ?? '');
      const second = await checkout.evaluate((e) => (e as HTMLElement & { chargeUuid: string }).chargeUuid);
      expect(second).toMatch(/^[0-9a-f-]{36}$/);
      expect(second).not.toBe(uuid);
      // The order shows the new charge; the code and the other methods are for it.
      await expect(page.locator('#order-summary code').first()).toHaveAttribute('title', second);
      await expect(page.locator('#events')).toContainText(
        `tucan-status {"chargeUuid":"${second}","status":"issued","method":"pix"}`,
      );
      await expect(checkout.getByRole('radio', { name: 'Cartão' })).toBeVisible();
      expect(await qa.chargeStatus(uuid)).toBe('canceled');
      expect(await qa.chargeStatus(second)).toBe('issued');
    } finally {
      await qa.resetSandbox('pt-BR');
    }
  });
});
