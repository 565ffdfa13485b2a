import { axe, expect, test } from '../fixtures/demo.ts';

/**
 * The hosted checkout: a payment link's `url` opened in a browser is the provider's page with `<tucan-checkout>`
 * (the static `dist/hosted` build, which the demo's embedded sandbox fills with the link's data island). Paying there pays the link's charge;
 * the charge and its webhook carry `payment_link_uuid`, and the demo's merchant backend verifies it by GET.
 */

test.describe('hosted checkout (a payment link’s url)', () => {
  test('a card payment on the hosted page pays the link’s charge, then gives its reference; charge and webhook carry payment_link_uuid', async ({
    dropin,
    page,
    request,
    cspViolations,
    links,
  }) => {
    const { link, charge } = await links.open('checkout');
    const checkout = dropin.root;
    await expect(page.getByRole('heading', { name: 'Curso de fotografia' })).toBeVisible();
    // Brazil: Portuguese, pix first; the total is the link's value.
    await expect(checkout.locator('[part="summary"]')).toContainText('R$ 150,75');
    const methods = checkout.getByRole('radio');
    await expect(methods).toHaveCount(2);
    await expect(methods.first()).toHaveAccessibleName('Pix');
    await expect(methods.first()).toBeChecked();
    expect(await axe(page)).toEqual([]);

    await checkout.getByRole('radio', { name: 'Cartão', exact: true }).check();
    const card = dropin.card.root;
    await dropin.card.fillInPortuguese('4111111111111111', 'Maria Silva');
    expect(await axe(page)).toEqual([]);
    await card.getByRole('button', { name: /^Pagar\b/ }).click();
    await expect(card.getByText('Pagamento recebido').first()).toBeVisible({ timeout: 20_000 });
    expect(await axe(page)).toEqual([]);
    // No dead end: the payment's reference, and (the sandbox's links have no return URL) that the page may be closed.
    await expect(page.getByText(`Referência do pagamento: ${link.charge_uuid}`)).toBeVisible();
    await expect(
      page.getByText('Você já pode fechar esta página. Guarde a referência do pagamento caso a loja a peça.'),
    ).toBeVisible();

    const paid = await charge();
    expect(paid).toMatchObject({ status: 'paid', payment_link_uuid: link.payment_link_uuid });
    // The webhook reached the merchant backend with the link's UUID, and the backend verified it by GET.
    await expect
      .poll(
        async () => {
          const log = (await (await request.get('/api/webhooks')).json()) as Array<{
            payload: { charge_uuid?: string; status?: string; payment_link_uuid?: string } | null;
            verification?: { state?: string; status?: string };
          }>;
          return log.find((r) => r.payload?.charge_uuid === link.charge_uuid && r.payload.status === 'paid');
        },
        { timeout: 15_000 },
      )
      .toMatchObject({
        payload: { payment_link_uuid: link.payment_link_uuid },
        verification: { state: 'verified', status: 'paid' },
      });
    expect(cspViolations).toEqual([]);
  });

  test('a plain payment link opens the same page; its pix code paid at the bank ends in the success screen', async ({
    dropin,
    page,
    request,
    cspViolations,
    links,
  }) => {
    const { link, charge, config } = await links.open('payment-link');
    const pix = dropin.code('tucan-pix').root;
    // Inside the checkout a code is the shopper's deliberate press, never issued by showing the method.
    await pix.getByRole('button', { name: 'Gerar código Pix' }).click();
    await expect(pix.getByText(/^000201/)).toBeVisible({ timeout: 15_000 });
    expect((await request.post(`${config.base_url}/sandbox/charges/${link.charge_uuid}/pay`)).status()).toBe(
      200,
    );
    // The page learns it from its own status URL ({url}/status).
    await expect(pix.getByText('Pagamento recebido').first()).toBeVisible({ timeout: 20_000 });
    expect(await charge()).toMatchObject({ status: 'paid', type_charge: 'pix' });
    expect(await axe(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('the merchant’s description stays text: it cannot end the data island or run, under the strict CSP', async ({
    dropin,
    page,
    cspViolations,
    links,
  }) => {
    const description = 'Aula </script><img src=x onerror="window.pwned=1"> & <b>mais</b>';
    const { link } = await links.create('checkout', { description });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(link.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(description);
    await expect(page).toHaveTitle(`${description} · Sandbox wallet BR`);
    await expect(dropin.summary).toContainText('R$ 150,75');
    expect(await page.evaluate(() => document.querySelectorAll('img, b').length)).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('a paid link whose status screen cannot load still says it is paid, with the amount, announced', async ({
    status,
    page,
    cspViolations,
    links,
  }) => {
    const { link } = await links.paid();
    await page.route(/\/status-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(link.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Curso de fotografia');
    await expect(page.getByRole('status')).toHaveText('Pagamento recebido. Valor: R$ 150,75');
    await expect(status.root).toHaveCount(0);
    expect(await axe(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('a paid link’s url says it is paid, with the amount and the payment reference, and offers no checkout', async ({
    dropin,
    page,
    cspViolations,
    links,
  }) => {
    const { link } = await links.paid();
    await page.goto(link.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Curso de fotografia');
    await expect(page.getByText('Pagamento recebido')).toBeVisible();
    await expect(page.getByText('Valor: R$ 150,75')).toBeVisible();
    await expect(dropin.root).toHaveCount(0);
    await expect(page.getByText(`Referência do pagamento: ${link.charge_uuid}`)).toBeVisible();
    await expect(page.getByText('Você já pode fechar esta página.', { exact: false })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
