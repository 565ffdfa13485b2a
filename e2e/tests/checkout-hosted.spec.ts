import type { APIRequestContext } from '@playwright/test';
import { axe, expect, test } from '../fixtures/demo.ts';

/**
 * The hosted checkout: a payment link's `url` opened in a browser is the provider's page with `<tucan-checkout>`
 * (served by the demo's embedded sandbox from the built script-tag bundle). Paying there pays the link's charge;
 * the charge and its webhook carry `payment_link_uuid`, and the demo's merchant backend verifies it by GET.
 */

/** The merchant's side, as a test process: a token and a checkout link with the demo backend's webhook URL. */
async function createLink(request: APIRequestContext, baseURL: string, path: 'checkout' | 'payment-link') {
  const config = (await (await request.get('/api/config')).json()) as {
    base_url: string;
    wallets: Array<{ uuid: string; country: string }>;
  };
  const token = await request.post(`${config.base_url}/auth/oauth2/token`, {
    form: {
      grant_type: 'client_credentials',
      client_id: 'tucan_sandbox_client',
      client_secret: 'tucan_sandbox_secret',
    },
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const wallet = config.wallets.find((w) => w.country === 'BR');
  const reference = `hosted-${crypto.randomUUID()}`;
  const res = await request.post(`${config.base_url}/api/v1/bank/wallet/${path}/`, {
    headers: { authorization: `Bearer ${access_token}`, 'idempotency-key': reference },
    data: {
      wallet_uuid: wallet?.uuid,
      value: 150.75,
      description: 'Curso de fotografia',
      allowed_methods: ['credit_card', 'debit_card', 'pix'],
      reference_external_id: reference,
      webhook_url: `${baseURL}/api/webhooks`,
    },
  });
  expect(res.status()).toBe(201);
  const link = (await res.json()) as { payment_link_uuid: string; url: string; charge_uuid: string };
  const charge = async () =>
    (await (
      await request.get(`${config.base_url}/api/v1/bank/wallet/charge/${link.charge_uuid}/`, {
        headers: { authorization: `Bearer ${access_token}` },
      })
    ).json()) as { status: string; payment_link_uuid: string | null; type_charge: string | null };
  return { link, charge };
}

test.describe('hosted checkout (a payment link’s url)', () => {
  test('a card payment on the hosted page pays the link’s charge; charge and webhook carry payment_link_uuid', async ({
    page,
    request,
    baseURL,
    cspViolations,
  }) => {
    const { link, charge } = await createLink(request, baseURL ?? '', 'checkout');
    await page.goto(link.url);
    const checkout = page.locator('tucan-checkout');
    await expect(page.getByRole('heading', { name: 'Curso de fotografia' })).toBeVisible();
    // Brazil: Portuguese, pix first; the total is the link's value.
    await expect(checkout.locator('[part="summary"]')).toContainText('R$ 150,75');
    const methods = checkout.getByRole('radio');
    await expect(methods).toHaveCount(2);
    await expect(methods.first()).toHaveAccessibleName('Pix');
    await expect(methods.first()).toBeChecked();
    expect(await axe(page)).toEqual([]);

    await checkout.getByRole('radio', { name: 'Cartão de crédito ou débito' }).check();
    const card = checkout.locator('tucan-card');
    await card.getByLabel('Número do cartão').fill('4111111111111111');
    await card.getByLabel('Validade').fill('12/34');
    await card.getByLabel('Código de segurança').fill('123');
    await card.getByLabel('Nome impresso no cartão').fill('Maria Silva');
    expect(await axe(page)).toEqual([]);
    await card.getByRole('button', { name: /^Pagar\b/ }).click();
    await expect(card.getByText('Pagamento recebido').first()).toBeVisible({ timeout: 20_000 });
    expect(await axe(page)).toEqual([]);

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
    page,
    request,
    baseURL,
    cspViolations,
  }) => {
    const { link, charge } = await createLink(request, baseURL ?? '', 'payment-link');
    await page.goto(link.url);
    const pix = page.locator('tucan-checkout tucan-pix');
    // Inside the checkout a code is the shopper's deliberate press, never issued by showing the method.
    await pix.getByRole('button', { name: 'Gerar código Pix' }).click();
    await expect(pix.getByText(/^000201/)).toBeVisible({ timeout: 15_000 });
    const config = (await (await request.get('/api/config')).json()) as { base_url: string };
    expect((await request.post(`${config.base_url}/sandbox/charges/${link.charge_uuid}/pay`)).status()).toBe(
      200,
    );
    // The page learns it from its own status URL ({url}/status).
    await expect(pix.getByText('Pagamento recebido').first()).toBeVisible({ timeout: 20_000 });
    expect(await charge()).toMatchObject({ status: 'paid', type_charge: 'pix' });
    expect(await axe(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
