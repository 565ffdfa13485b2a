import { METHODS } from '../../demo/console/methods.ts';
import { expect, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

/** The attributes of the mounted widget, but its charge (each order is a new charge). */
async function widgetState(page: import('@playwright/test').Page) {
  const widget = page.locator('#checkout > *');
  await expect(widget).toBeVisible();
  return widget.evaluate((el) => ({
    tag: el.localName,
    attributes: Object.fromEntries(
      [...el.attributes].filter((a) => a.name !== 'charge-uuid').map((a) => [a.name, a.value]),
    ),
  }));
}

test.describe('QA console: the scenario lives in the URL', () => {
  test('a scenario chosen by URL reproduces the same widget state, and a changed scenario is shared by its link', async ({
    qa,
    page,
    browser,
    cspViolations,
  }) => {
    await qa.open(
      '?country=MX&method=card&cards=credit&capture=auto&amount=7003&card=3ds-challenge&doc=rfc&fields=email&lang=es-MX&theme=dark&integration=npm&isolation=inline',
    );
    // The picker shows the link's choices, in the link's language and theme.
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('#country')).toHaveValue('MX');
    await expect(page.locator('#cards')).toHaveValue('credit');
    await expect(page.locator('#amount')).toHaveValue('7003');
    await expect(page.locator('#amount-hint')).toContainText('3 segundos');
    await expect(page.locator('#card-number')).toHaveText('4000 0000 0000 3220');
    await expect(page.locator('#card-hint')).toContainText('123456');
    await expect(page.locator('#doc-value')).toHaveText('GODE561231GR8');
    await expect(page.getByRole('radio', { name: 'Oscuro' })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Escenario' })).toBeVisible();

    await page.getByRole('button', { name: 'Nuevo pedido' }).click();
    const card = page.locator('tucan-card');
    await expect(card.getByLabel('Número de tarjeta')).toBeVisible();
    expect(await widgetState(page)).toEqual({
      tag: 'tucan-card',
      attributes: {
        'base-url': expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
        amount: '7003',
        currency: 'MXN',
        country: 'MX',
        fields: 'email',
        isolation: 'inline',
        lang: 'es-MX',
        theme: 'dark',
        name: 'charge',
        methods: 'credit_card',
      },
    });
    // What the shopper sees follows: Spanish, credit only (no debit choice), the amount in pesos, no document.
    await expect(card.getByRole('button', { name: /^Pagar .*7,003\.00/ })).toBeVisible();
    await expect(card.getByRole('radio', { name: 'Débito' })).toHaveCount(0);
    await expect(card.getByLabel(/^Número de (documento|RFC|CURP|INE)/)).toHaveCount(0);

    // Change the scenario through the picker: the URL follows at once.
    await page.locator('#country').selectOption('BR');
    await page.locator('#lang').selectOption('pt-BR');
    await page.getByRole('radio', { name: 'Claro' }).check();
    await page.locator('#cards').selectOption('both');
    await page.getByRole('button', { name: /^7001/ }).click();
    await page.locator('#card').selectOption('elo');
    await expect(page).toHaveURL(
      /country=BR&.*amount=7001&card=elo&doc=cpf&fields=email-document&lang=pt-BR&theme=light/,
    );
    await page.getByRole('button', { name: 'Novo pedido' }).click();
    await expect(card.getByLabel('Número do cartão')).toBeVisible();
    const here = await widgetState(page);
    expect(here.attributes).toMatchObject({ currency: 'BRL', lang: 'pt-BR', theme: 'light', amount: '7001' });

    // A colleague opens the link: same picker, same widget.
    const link = page.url();
    const other = await browser.newPage();
    await other.goto(link);
    await expect(other.locator('body[data-ready="true"]')).toBeAttached();
    await expect(other.locator('#card-number')).toHaveText('5090 4800 0000 0004');
    await expect(other.locator('#doc-value')).toHaveText('529.982.247-25');
    await other.getByRole('button', { name: 'Novo pedido' }).click();
    await expect(other.locator('tucan-card').getByLabel('Número do cartão')).toBeVisible();
    expect(await widgetState(other)).toEqual(here);
    await expect(other.locator('tucan-card').getByRole('radio', { name: 'Débito' })).toBeVisible();
    await expect(other.locator('tucan-card').getByLabel('Número do CPF')).toBeVisible();
    await other.close();
    expect(cspViolations).toEqual([]);
  });

  test("every widget locale can be chosen: Argentina's card speaks es-AR (cuotas, vos) inside the console's Spanish", async ({
    qa,
    page,
  }) => {
    await qa.open('?country=AR&method=card&lang=es-AR&fields=email&isolation=inline');
    await expect(page.locator('#scenario-notice')).toBeHidden();
    await expect(page.locator('#lang')).toHaveValue('es-AR');
    await expect(page.getByRole('heading', { name: 'Escenario' })).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo pedido' }).click();
    const card = page.locator('tucan-card');
    await expect(card).toHaveAttribute('lang', 'es-AR');
    await expect(card.getByLabel('Cuotas')).toBeVisible({ timeout: 15_000 });
    await expect(card.getByLabel('Cuotas')).not.toContainText('meses');
  });

  test('a link asking for what this page cannot offer says so and uses the defaults', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=US&method=bitcoin&amount=-5&lang=fr&card=4111111111111111');
    const notice = page.locator('#scenario-notice');
    await expect(notice).toBeVisible();
    for (const asked of ['country=US', 'method=bitcoin', 'amount=-5', 'lang=fr', 'card=4111111111111111']) {
      await expect(notice).toContainText(asked);
    }
    await expect(page.locator('#country')).toHaveValue('BR');
    await expect(page.locator('#amount')).toHaveValue('150.75');
    // The defaults are written back: the link now says what the page shows, and never a card number.
    await expect(page).toHaveURL(/country=BR&method=card&.*card=visa/);
    // Typed the way a locale writes it, kept in the link one way: `12,50` is amount=12.5.
    await page.locator('#amount').fill('12,50');
    await expect(page).toHaveURL(/amount=12\.5&/);
    await page.locator('#amount').fill('abc');
    await page.locator('#amount').blur();
    await expect(page.locator('#amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#amount-error')).toHaveText('Enter an amount greater than 0, like 150.75.');
    await page.locator('#new-order').click();
    await expect(page.locator('#amount')).toBeFocused();
    await expect(page.locator('#checkout > *')).toHaveCount(0);
  });

  test('the method list offers exactly the registered elements that fit the wallet', async ({ qa, page }) => {
    await qa.open();
    for (const country of ['BR', 'MX', 'AR']) {
      await page.locator('#country').selectOption(country);
      const allowed = await page.evaluate(
        async (c) =>
          (
            (await (await fetch('/api/config')).json()) as {
              wallets: Array<{ country: string; allowed_methods: string[] }>;
            }
          ).wallets.find((w) => w.country === c)?.allowed_methods ?? [],
        country,
      );
      const registered = await page.evaluate(
        (tags) => tags.filter((tag) => customElements.get(tag) !== undefined),
        METHODS.map((m) => m.tag),
      );
      const expected = METHODS.filter(
        (m) =>
          registered.includes(m.tag) &&
          (!m.countries || m.countries.includes(country)) &&
          (m.typeCharges.length === 0 || m.typeCharges.some((t) => allowed.includes(t))),
      ).map((m) => m.id);
      expect(expected).toContain('card');
      await expect(page.locator('#method option')).toHaveCount(expected.length);
      expect(
        await page
          .locator('#method option')
          .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
      ).toEqual(expected);
    }
  });

  test('an element registered later appears in the method list by itself and is mounted by tag name, a code method with status-url', async ({
    qa,
    page,
  }) => {
    // Stand-ins for elements still being built, registered before the console loads (as a new
    // @tucan/elements release would): the console has one registry line each and no other code for them.
    await page.addInitScript(() => {
      for (const tag of ['tucan-pix', 'tucan-google-pay']) {
        customElements.define(tag, class extends HTMLElement {});
      }
    });
    await qa.open('?country=BR&method=pix&lang=pt-BR&theme=dark');
    await expect(page.locator('#method')).toHaveValue('pix');
    const brazil = await page.locator('#method option').allTextContents();
    expect(brazil[0]).toBe('Cartão');
    expect(brazil).toContain('Pix');
    expect(brazil).toContain('Google Pay');
    // Card-only choices step aside for a code method; the payer document stays (boleto and pix need it).
    await expect(page.locator('#card')).toBeHidden();
    await expect(page.locator('#doc')).toBeVisible();
    await page.getByRole('button', { name: 'Novo pedido' }).click();
    const pix = page.locator('#checkout > tucan-pix');
    await expect(pix).toBeAttached();
    const uuid = (await pix.getAttribute('charge-uuid')) ?? '';
    const statusUrl = (await pix.getAttribute('status-url')) ?? '';
    expect(statusUrl).toBe(new URL(`/api/charges/${uuid}`, page.url()).href);
    expect(await pix.evaluate((el) => el.getAttribute('methods'))).toBeNull();
    await expect(pix).toHaveAttribute('lang', 'pt-BR');
    await expect(pix).toHaveAttribute('theme', 'dark');
    await expect(pix).toHaveAttribute('fields', 'email document');
    // The status the element would poll: what the merchant backend trusts, with `status` among its fields.
    const answer = await page.evaluate(async (url) => (await fetch(url)).json(), statusUrl);
    expect(answer).toMatchObject({ charge_uuid: uuid, status: 'issued', source: 'poll' });
    // Mexico has no pix: the list falls back to what fits the wallet.
    await page.locator('#country').selectOption('MX');
    await expect(page.locator('#method')).toHaveValue('card');
    const mexico = await page.locator('#method option').allTextContents();
    expect(mexico[0]).toBe('Cartão');
    expect(mexico).toContain('Google Pay');
    expect(mexico).not.toContain('Pix');
  });

  test('the script-tag integration loads the shell, tucan.js, and its card pays like the npm one', async ({
    qa,
    card,
    page,
    scripts,
    cspViolations,
  }) => {
    await qa.open('?country=BR&card=mastercard&integration=npm&isolation=inline');
    await page.getByRole('radio', { name: 'Script tag' }).check();
    await expect(page).toHaveURL(/integration=script/);
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    await expect(page.locator('#integration-pill')).toHaveText('elements from the script tag');
    expect(scripts).toContain('/tucan.js');
    // The scenario survived the reload.
    await expect(page.locator('#card-number')).toHaveText('5555 5555 5555 4444');
    await qa.newOrder();
    await card.fill({
      number: '5555 5555 5555 4444',
      name: 'Ana Souza',
      email: 'ana@example.com',
      document: '529.982.247-25',
    });
    await (await card.payButton()).click();
    await card.expectVerified('paid (fetched from the service after a webhook)');
    expect(cspViolations).toEqual([]);
  });

  test('at 375 px nothing is cut off, every panel is axe-clean in light and dark, and the theme follows the choice', async ({
    qa,
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const theme of ['light', 'dark'] as const) {
      await qa.open(`?theme=${theme}`);
      await qa.newOrder();
      await expect(page.locator('tucan-card')).toHaveAttribute('theme', theme);
      const background = await page.evaluate(
        () => getComputedStyle(document.querySelector('.panel')!).backgroundColor,
      );
      expect(background).toBe(theme === 'dark' ? 'rgb(22, 26, 34)' : 'rgb(255, 255, 255)');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      for (const select of await page.locator('select:visible').all()) {
        const box = await select.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      }
      for (const panel of [
        '#scenario',
        '#checkout-panel',
        '#sandbox',
        '#merchant',
        '#webhooks',
        '#status-screens',
      ]) {
        expect(await axe(page, panel), `${panel} in ${theme}`).toEqual([]);
      }
    }
  });
});
