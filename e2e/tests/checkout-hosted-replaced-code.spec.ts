import { axe, expect, test } from '../fixtures/demo.ts';

test.use({ locale: 'es-MX' });

/**
 * The hosted checkout and the charge's one live code (K14): an OXXO voucher, then SPEI's transfer details, then OXXO
 * again. The voucher SPEI voided is never shown as payable: OXXO says it was replaced and a new one is a new pay
 * call, which the sandbox's charge then holds.
 */
test('OXXO, then SPEI, then OXXO on the hosted page: the voided voucher is never shown as payable, a new one replaces SPEI’s details', async ({
  dropin,
  page,
  request,
  cspViolations,
  links,
}) => {
  const config = (await (await request.get('/api/config')).json()) as {
    wallets: Array<{ uuid: string; country: string }>;
  };
  const mx = config.wallets.find((w) => w.country === 'MX');
  const { link, charge } = await links.create('payment-link', {
    wallet_uuid: mx?.uuid,
    value: 375,
    description: 'Clase de cocina',
    allowed_methods: ['oxxo', 'spei'],
  });
  /** The code the merchant's GET of the charge says it holds now. */
  const held = async () => (await charge()).payment_payload;
  const pays: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/charge/${link.charge_uuid}/pay`))
      pays.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.goto(link.url);

  const oxxo = dropin.code('tucan-oxxo').root;
  const spei = dropin.code('tucan-spei').root;
  await dropin.method(/OXXO/).check();
  await oxxo.getByRole('button', { name: 'Generar ficha OXXO' }).click();
  const reference = oxxo.locator('[data-copy="reference"] .value');
  await expect(reference).toBeVisible({ timeout: 15_000 });
  const first = (await reference.textContent())?.trim() ?? '';

  await dropin.method(/SPEI/).check();
  const get = spei.getByRole('button', { name: 'Ver datos para transferir' });
  // The step says, before the call, which code stops working (the button's description too).
  await expect(get).toHaveAccessibleDescription(
    'Tu ficha OXXO deja de funcionar cuando obtengas estos datos.',
  );
  await get.click();
  await expect(spei.locator('[data-copy="clabe"] .value')).toBeVisible({ timeout: 15_000 });
  expect((await held())?.clabe).toBeTruthy();

  await dropin.method(/OXXO/).check();
  await expect(oxxo.locator('.alert-title')).toHaveText('Esta ficha se reemplazó y ya no funciona');
  await expect(oxxo.getByRole('status')).toHaveText('Esta ficha se reemplazó y ya no funciona');
  await expect(oxxo.getByText(first)).toHaveCount(0);
  await expect(oxxo.getByText('Esperando tu pago')).toHaveCount(0);
  await expect(oxxo.getByRole('button', { name: 'Imprimir' })).toHaveCount(0);
  expect(pays).toHaveLength(2);
  expect(await axe(page)).toEqual([]);

  await oxxo.getByRole('button', { name: 'Generar una ficha nueva' }).click();
  await expect(reference).toBeVisible({ timeout: 15_000 });
  const second = (await reference.textContent())?.trim() ?? '';
  expect(second).not.toBe(first);
  expect(pays).toHaveLength(3);
  expect(new Set(pays).size).toBe(3);
  expect((await held())?.reference).toBe(second);
  await expect(oxxo.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  expect(cspViolations).toEqual([]);
});
