import { apiOrder, expect, type QaConsole, test } from '../fixtures/console.ts';
import { axe } from '../fixtures/demo.ts';

/** A pix order in the console's language, its code marked paid from the merchant panel (sandbox action). */
/** The merchant list's and the detail's status chip: the status's name, as the status filter says it. */
const CHIP: Record<string, { issued: string; paid: string }> = {
  'pt-BR': { issued: 'emitida', paid: 'paga' },
  'es-AR': { issued: 'emitido', paid: 'pagado' },
};

async function paidPix(qa: QaConsole, lang: string) {
  const { page } = qa;
  await qa.open(`?country=BR&method=pix&fields=none&lang=${lang}`);
  await qa.newOrder();
  const uuid = await qa.chargeUuid();
  await expect(page.locator('tucan-pix').getByText(/^000201/)).toBeVisible({ timeout: 15_000 });
  await expect(qa.detail.locator('h3 .badge')).toHaveText(CHIP[lang]?.issued ?? 'issued');
  await qa.detail.locator('[data-action="mark-paid"]').click();
  await expect(qa.receipt(uuid, 'paid')).toContainText('(paid)', { timeout: 15_000 });
  await expect(qa.detail.locator('h3 .badge')).toHaveText(CHIP[lang]?.paid ?? 'paid');
  return uuid;
}

test.describe('QA console: the service’s words in the console’s language', () => {
  test('pt-BR after a paid pix: statuses by name with the code, history and errors in Portuguese, only the allowed actions', async ({
    qa,
    page,
    cspViolations,
  }) => {
    const uuid = await paidPix(qa, 'pt-BR');
    const result = page.locator('#action-result');
    await expect(result).toHaveText('Marcar o código como pago: a cobrança agora está paga (paid).');
    await expect(page.locator('#verified')).toContainText(
      'paga (paid) (buscado no serviço após um webhook)',
      {
        timeout: 15_000,
      },
    );
    await expect(page.locator('#order-summary')).toContainText('Status no widgetpaga (paid)');
    await expect(page.locator('#history')).toContainText(
      'emitida → paga código pix pago (controle do sandbox)',
    );
    await expect(page.locator('#history')).not.toContainText('code paid');
    await expect(qa.receipt(uuid, 'paid')).toContainText('verificado por GET: paga (paid)');

    // A paid pix can be refunded, in full or in part; not captured, not canceled: those say why, and do nothing.
    const cancel = qa.detail.locator('[data-action="cancel"]');
    await expect(qa.detail.locator('[data-action="refund-full"]')).not.toHaveAttribute('aria-disabled');
    await expect(qa.detail.locator('[data-action="refund-part"]')).not.toHaveAttribute('aria-disabled');
    await expect(qa.detail.locator('[data-action="capture"]')).toHaveAttribute('aria-disabled', 'true');
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('#actions-hint')).toHaveText(
      'O serviço aceita: Estornar tudo, Estornar parte. Capturar exige uma cobrança confirmada (autorizada, não capturada). Cancelar exige uma cobrança ainda não paga (emitida, pendente ou confirmada).',
    );
    await expect(cancel).toHaveAccessibleDescription(/Cancelar exige uma cobrança ainda não paga/);
    // Still focusable (aria-disabled): Enter on it does nothing.
    await cancel.focus();
    await page.keyboard.press('Enter');
    await expect(cancel).toBeFocused();
    await expect(result).toHaveText('Marcar o código como pago: a cobrança agora está paga (paid).');

    // Forced, the service's refusal reads as a Portuguese sentence, its own words kept as detail.
    await page.locator('#actions-force').check();
    await expect(cancel).not.toHaveAttribute('aria-disabled');
    await cancel.click();
    await expect(result).toContainText(
      'Cancelar recusado: o serviço não permite isso no status atual da cobrança (HTTP 409 · INVALID_STATE: ',
    );
    await expect(result.locator('.problem-detail code')).toHaveText(/^HTTP 409 · INVALID_STATE: .+/);

    expect(await axe(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('es-AR after a paid pix: the widget’s words ("cobro"), Spanish statuses and history', async ({
    qa,
    page,
  }) => {
    const uuid = await paidPix(qa, 'es-AR');
    await expect(page.locator('#action-result')).toHaveText(
      'Marcar el código como pagado: el cobro ahora está pagado (paid).',
    );
    await expect(page.locator('#verified')).toContainText('pagado (paid) (consultado', { timeout: 15_000 });
    await expect(page.locator('#order-summary')).toContainText('Cobro');
    await expect(page.locator('#order-summary')).toContainText('Estado en el widgetpagado (paid)');
    await expect(page.locator('#history')).toContainText('código pix pagado (control del sandbox)');
    await expect(qa.receipt(uuid, 'paid')).toContainText('verificado por GET: pagado (paid)');
    await expect(page.locator('#detail-title')).toContainText('Cobro');
    for (const panel of ['#checkout-panel', '#merchant', '#webhooks', '#sandbox', '#scenario'])
      expect(await page.locator(panel).evaluate((el) => el.textContent)).not.toMatch(/\bcargos?\b/i);
    expect(await axe(page)).toEqual([]);
  });

  test('the status gallery names each status in the console’s language, and says which one the service does not have', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=AR&lang=es-AR');
    await expect(qa.galleryItem('paid').locator('.gallery-name')).toHaveText('pagado (paid)');
    const unknown = qa.galleryItem('awaiting_new_status');
    await expect(unknown.locator('.gallery-name')).toHaveText(
      'awaiting_new_status · no es (todavía) un estado del servicio',
    );
    await expect(unknown.getByRole('region')).toContainText(
      'No pudimos leer el estado de este pago (awaiting_new_status).',
    );
    await expect(unknown.getByRole('region')).not.toContainText('status:');
    // The screens of a row start level (a two-line name beside one-line names moves none of them) and are as
    // tall as each other.
    await page.setViewportSize({ width: 1280, height: 800 });
    const boxes = await page.locator('#gallery > li').evaluateAll((items) =>
      items.map((li) => {
        const r = li.getBoundingClientRect();
        const screen = (li.querySelector('tucan-status') as HTMLElement).getBoundingClientRect();
        return { top: Math.round(r.top), screen: `${Math.round(screen.top)}/${Math.round(screen.height)}` };
      }),
    );
    const rows = new Map<number, Set<string>>();
    for (const b of boxes) rows.set(b.top, (rows.get(b.top) ?? new Set()).add(b.screen));
    expect(rows.size).toBeGreaterThan(1);
    for (const screens of rows.values()) expect([...screens]).toHaveLength(1);
  });

  test('fault 7003 says why the widget still pays while the backend already says paid', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=MX&lang=es-MX&amount=7003');
    await expect(page.locator('#fault-note')).toBeHidden();
    await qa.newOrder();
    await expect(page.locator('#fault-note')).toContainText(
      'Esperado con 7003: el servicio aceptó el pago y envió su webhook al momento, pero retiene la respuesta del widget 3 segundos.',
    );
    await page.locator('#amount').fill('150.75');
    await qa.newOrder();
    await expect(page.locator('#fault-note')).toBeHidden();
  });
});

test.describe('QA console: wording that follows the choice', () => {
  test('the amount is shown and read in the locale’s format; a wrong one gets a localized message', async ({
    qa,
    page,
  }) => {
    await qa.open('?country=BR&lang=pt-BR&amount=150.75');
    const amount = page.locator('#amount');
    await expect(amount).toHaveValue('150,75');
    await expect(page.locator('#amount-hint')).toContainText('R$ 150,75');
    await amount.fill('200,5');
    await expect(page.locator('#amount-hint')).toContainText('R$ 200,50');
    expect(new URL(page.url()).searchParams.get('amount')).toBe('200.5');
    await amount.fill('1.234,56');
    await amount.blur();
    await expect(amount).toHaveValue('1234,56');
    await expect(page.locator('#amount-hint')).toContainText('R$ 1.234,56');
    await amount.fill('12.3.4');
    await amount.blur();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#amount-error')).toHaveText('Informe um valor maior que 0, como 150,75.');
    // The same scenario in Mexican Spanish writes a point; a comma typed there is read as well.
    await qa.open('?country=MX&lang=es-MX&amount=150.75');
    await expect(amount).toHaveValue('150.75');
    await amount.fill('99,9');
    await amount.blur();
    await expect(amount).toHaveValue('99.90');
    await expect(page.locator('#amount-hint')).toContainText('$99.90');
  });

  test('the capture hint describes the capture chosen', async ({ qa, page }) => {
    await qa.open('?country=BR&lang=en&capture=auto');
    await expect(page.locator('#capture-hint')).toHaveText(
      'At once: an approved card payment is captured and becomes paid right away.',
    );
    await page.locator('#capture').selectOption('manual');
    await expect(page.locator('#capture-hint')).toHaveText(
      'Later: an approved card payment stays confirmed until you capture it in the merchant panel.',
    );
  });
});

test.describe('QA console: layout', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px no select is narrower than its longest option, in any language; the clock buttons never leave one alone`, async ({
      qa,
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const [country, lang] of [
        ['BR', 'pt-BR'],
        ['MX', 'es-MX'],
        ['AR', 'es-AR'],
        ['BR', 'en'],
      ] as const) {
        await qa.open(`?country=${country}&lang=${lang}&method=checkout`);
        const cut = await page.evaluate(() => {
          const ctx = document.createElement('canvas').getContext('2d');
          if (!ctx) return ['no canvas'];
          const out: string[] = [];
          for (const s of document.querySelectorAll('select')) {
            if (!s.checkVisibility()) continue;
            const cs = getComputedStyle(s);
            ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
            const room =
              s.clientWidth - Number.parseFloat(cs.paddingLeft) - Number.parseFloat(cs.paddingRight);
            for (const o of s.options) {
              const text = o.textContent ?? '';
              if (ctx.measureText(text).width > room) out.push(`#${s.id}: "${text}"`);
            }
          }
          return out;
        });
        expect(cut, `${lang} at ${width} px`).toEqual([]);
        const tops = await page
          .locator('#sandbox .clock-group button')
          .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
        const perRow = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
        expect(perRow.length === 1 || perRow.every((n) => n === 2), `${lang}: ${perRow}`).toBe(true);
      }
    });
  }
});

test.describe('QA console: the webhook log with many webhooks', () => {
  test('newest first, the 5 newest then 20 more at a time with "Show more", filtered by charge and by event', async ({
    qa,
    page,
    request,
  }) => {
    await qa.open('?lang=en');
    await qa.resetSandbox();
    const uuids: string[] = [];
    for (let i = 1; i <= 45; i++) {
      const order = await apiOrder(request, i);
      uuids.push(order.charge_uuid);
      // Five are marked paid in the sandbox; the others canceled by the merchant: one webhook each.
      const res =
        i % 9 === 0
          ? await request.post(`/api/sandbox/charges/${order.charge_uuid}/status`, {
              data: { status: 'paid' },
            })
          : await request.post(`/api/merchant/charges/${order.charge_uuid}/cancel`, {
              data: { attempt: crypto.randomUUID() },
            });
      expect(res.ok()).toBe(true);
    }
    const items = page.locator('#webhook-log > li.receipt');
    const count = page.locator('#webhooks-count');
    await expect(count).toHaveText('Showing 5 of 45 webhooks, newest first.', { timeout: 20_000 });
    await expect(items).toHaveCount(5);
    // Newest first: the last charge's webhook on top.
    await expect(items.first()).toHaveAttribute('data-charge', uuids[44] ?? '');
    const more = page.locator('#webhooks-more');
    await expect(more).toHaveText('Show 20 more');
    await more.click();
    await expect(items).toHaveCount(25);
    await expect(more).toHaveText('Show 20 more');
    await more.click();
    await expect(items).toHaveCount(45);
    await expect(more).toBeHidden();

    await page.locator('#log-event').selectOption('paid');
    await expect(items).toHaveCount(5);
    await expect(count).toHaveText('Showing 5 of 5 webhooks, newest first.');
    await page.locator('#log-event').selectOption('');
    await page.locator('#log-charge').selectOption(uuids[3] ?? '');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toHaveAttribute('data-charge', uuids[3] ?? '');
    await expect(items.first().locator('.receipt-status')).toHaveText('canceled');
    expect(await axe(page, '#webhooks')).toEqual([]);
  });
});
