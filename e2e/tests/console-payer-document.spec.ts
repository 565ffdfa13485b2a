import { expect, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

/** The QA console's payer document: offered per method, prefilled through the elements' `payer` property. */

test.describe('QA console: the payer document', () => {
  test('pt-BR boleto: the console’s CNPJ is already typed into the boleto form; pix offers CPF and CNPJ only', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=BR&method=boleto&lang=pt-BR&doc=cnpj');
    await expect(page.locator('#doc-value')).toHaveText('11.222.333/0001-81');
    await qa.newOrder();
    const boleto = page.locator('tucan-boleto');
    await expect(boleto.locator('#document')).toHaveValue('11.222.333/0001-81');
    await expect(boleto.locator('#document-type')).toHaveValue('CNPJ');
    // The test payer's name too: nothing is left to type.
    await expect(boleto.locator('#name')).toHaveValue('Maria Silva');
    await boleto.getByRole('button', { name: 'Gerar boleto' }).click();
    await expect(boleto.getByText('Linha digitável', { exact: true })).toBeVisible({ timeout: 15_000 });

    // Pix with a document: CPF and CNPJ only (no passport), and the CPF typed in.
    await page.locator('#method').selectOption('pix');
    await page.locator('#fields').selectOption('email-document');
    const offered = await page
      .locator('#doc option')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((id) => id.startsWith('cpf') || id.startsWith('cnpj'))).toBe(true);
    await page.locator('#doc').selectOption('cpf');
    await qa.newOrder();
    await expect(page.locator('tucan-pix #document')).toHaveValue('529.982.247-25');
  });

  test('pt-BR drop-in: the console’s name and document are prefilled in its pix and boleto, through its payer property', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=BR&method=checkout&lang=pt-BR&fields=email-document&doc=cpf');
    await qa.newOrder();
    const checkout = page.locator('tucan-checkout');
    await checkout.getByRole('radio', { name: 'Pix', exact: true }).check();
    const pix = checkout.locator('tucan-pix');
    await expect(pix.locator('#document')).toHaveValue('529.982.247-25');
    await expect(pix.locator('#document-type')).toHaveValue('CPF');
    await checkout.getByRole('radio', { name: 'Boleto', exact: true }).check();
    const boleto = checkout.locator('tucan-boleto');
    await expect(boleto.locator('#name')).toHaveValue('Maria Silva');
    await expect(boleto.locator('#document')).toHaveValue('529.982.247-25');
    await boleto.getByRole('button', { name: 'Gerar boleto' }).click();
    await expect(boleto.getByText('Linha digitável', { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(await axe(page, '#checkout')).toEqual([]);
  });

  test('pt-BR drop-in and stand-alone card: the console’s document is prefilled in the card frame, not the name on the card', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=BR&method=checkout&lang=pt-BR&fields=email-document&doc=cpf');
    await qa.newOrder();
    // Pix comes first in Brazil: the shopper opens the card.
    await page.locator('tucan-checkout').getByRole('radio', { name: 'Cartão', exact: true }).check();
    const dropin = page.locator('tucan-checkout tucan-card iframe').contentFrame();
    await expect(dropin.locator('#document')).toHaveValue('529.982.247-25', { timeout: 15_000 });
    await expect(dropin.locator('#document-type')).toHaveValue('CPF');
    await expect(dropin.locator('#name')).toHaveValue('');
    await qa.open('?country=BR&method=card&lang=pt-BR&fields=email-document&doc=cpf');
    await qa.newOrder();
    const card = page.locator('tucan-card iframe').contentFrame();
    await expect(card.locator('#document')).toHaveValue('529.982.247-25', { timeout: 15_000 });
  });

  test('es-AR: the DNI is said to be unused when the payer fields ask no document', async ({ qa, page }) => {
    await qa.open('?country=AR&method=card&lang=es-AR&fields=email');
    await expect(page.locator('#doc-hint')).toHaveText(
      'No se usa: Tarjeta solo pide documento con los campos del pagador “Correo + documento”.',
    );
    await page.locator('#method').selectOption('qra');
    await expect(page.locator('#doc-hint')).toHaveText(
      'No se usa: QR Argentina no pide documento del pagador.',
    );
    await page.locator('#method').selectOption('card');
    await page.locator('#fields').selectOption('email-document');
    await expect(page.locator('#doc-hint')).toHaveText('Un DNI válido.');
  });
});
