/**
 * `<tucan-checkout>` and the charge's one live code (B2, K13): issuing SPEI's transfer details voids the OXXO voucher
 * issued before, so going back to OXXO never shows that voucher as payable: it says it was replaced and offers a new
 * one (a new pay call, which voids SPEI's details in turn). Before a second code is issued, the step says which one
 * stops working. A declined card voids the voucher too, and the new voucher asked for after it is the charge's,
 * payable (the service answers that attempt, not the decline: B2a). Against the sandbox, in es-MX as a Mexican
 * shopper sees it.
 */

import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { recordingClient, until } from '../../test/support/index.ts';
import { MODES } from '../card/card.modes.testing.ts';
import { cardShows } from './checkout.card-shape.testing.ts';
import './checkout.ts';
import type { TucanCheckoutElement } from './checkout.element.ts';
import { cardIn, mountCheckout, payByCard, radio, root } from './checkout.testing.ts';

const baseUrl = inject('sandboxUrl');

afterEach(() => {
  document.body.replaceChildren();
});

type CodeEl = HTMLElement & { client: unknown };
const method = (el: TucanCheckoutElement, tag: 'tucan-oxxo' | 'tucan-spei') =>
  root(el).querySelector(tag) as CodeEl | null;
const inside = (code: CodeEl | null, selector: string) =>
  code?.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;
const buttonNamed = (code: CodeEl | null, name: string) =>
  [...(code?.shadowRoot?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find(
    (b) => b.textContent?.trim() === name && b.checkVisibility(),
  );
/** What the shopper reads in a method's panel (hidden panels read as nothing). */
const visibleText = (code: CodeEl | null) =>
  code?.checkVisibility()
    ? (code.shadowRoot?.querySelector('.panel')?.textContent ?? '').replace(/\s+/g, ' ')
    : '';
const shown = (code: CodeEl | null, key: string) =>
  inside(code, `[data-copy="${key}"] .value`)?.textContent?.trim() ?? '';
async function choose(el: TucanCheckoutElement, id: string) {
  await until(() => !!radio(el, id)?.checkVisibility(), 20_000);
  await userEvent.click(radio(el, id));
}
/** The code the sandbox's charge holds now (what a cashier or a bank would accept). */
const held = async (charge: string) =>
  (await commands.getCharge(charge)).payment_payload as Record<string, unknown> | null;

async function mexicanCheckout(lang = 'es-MX', extra: Record<string, string> = {}) {
  const { el, charge } = await mountCheckout({
    country: 'MX',
    value: 375,
    attrs: { methods: 'oxxo spei', lang, ...extra },
  });
  // Both methods pay through one recording client: every pay call of the checkout, in order.
  const rec = recordingClient(baseUrl);
  return { el, charge: charge.charge_uuid, rec };
}

async function open(el: TucanCheckoutElement, id: 'oxxo' | 'spei', client: unknown) {
  await choose(el, id);
  const tag = id === 'oxxo' ? 'tucan-oxxo' : 'tucan-spei';
  await until(() => !!inside(method(el, tag), 'button'), 20_000);
  (method(el, tag) as CodeEl).client = client;
  return method(el, tag) as CodeEl;
}

describe('tucan-checkout: one live code per charge', () => {
  it('OXXO, then SPEI, then OXXO: the replaced voucher is never shown as payable, and a new one is the charge’s', async () => {
    const { el, charge, rec } = await mexicanCheckout();
    const oxxo = await open(el, 'oxxo', rec.client);
    // No other code yet: nothing warns.
    expect(inside(oxxo, '.live-warning')).toBeNull();
    await userEvent.click(buttonNamed(oxxo, 'Generar ficha OXXO') as HTMLButtonElement);
    await until(() => shown(oxxo, 'reference') !== '', 20_000);
    const first = shown(oxxo, 'reference');
    expect((await held(charge))?.reference).toBe(first);

    // SPEI's step says, before anything is issued, that the voucher stops working.
    const spei = await open(el, 'spei', rec.client);
    const get = buttonNamed(spei, 'Ver datos para transferir') as HTMLButtonElement;
    expect(inside(spei, '.live-warning')?.textContent?.trim()).toBe(
      'Tu ficha OXXO deja de funcionar cuando obtengas estos datos.',
    );
    expect(get.getAttribute('aria-describedby')).toBe('live-warning');
    expect(await axeViolations(el)).toEqual([]);
    await userEvent.click(get);
    await until(() => shown(spei, 'clabe') !== '', 20_000);
    expect((await held(charge))?.clabe).toBeTruthy();
    expect(inside(spei, '.live-warning')).toBeNull();

    // Back to OXXO: no reference, no barcode, no "waiting", no Print; the replaced words; nothing requested.
    await choose(el, 'oxxo');
    await until(() => visibleText(oxxo).includes('Esta ficha se reemplazó'));
    const text = visibleText(oxxo);
    expect(text).not.toContain(first);
    expect(text).not.toContain('Esperando tu pago');
    expect(inside(oxxo, '.voucher')).toBeNull();
    expect(inside(oxxo, '[part~="barcode"]')).toBeNull();
    expect(buttonNamed(oxxo, 'Imprimir')).toBeUndefined();
    expect(inside(oxxo, '.alert-title')?.textContent?.trim()).toBe(
      'Esta ficha se reemplazó y ya no funciona',
    );
    expect(inside(oxxo, '.alert-body')?.textContent?.trim()).toBe(
      'Se reemplazó al pedir otra forma de pago: un pago hecho con esto no se acreditaría. Usa el botón de abajo para pagar de esta forma.',
    );
    expect(inside(oxxo, '.live-warning')?.textContent?.trim()).toBe(
      'Tus datos para transferir por SPEI dejan de funcionar cuando generes esta ficha.',
    );
    expect(rec.pays()).toHaveLength(2);
    expect(await axeViolations(el)).toEqual([]);

    // A new voucher on the press: a new pay call with a new key; the sandbox's charge holds it.
    const again = buttonNamed(oxxo, 'Generar una ficha nueva') as HTMLButtonElement;
    again.focus();
    await userEvent.keyboard('{Enter}');
    await until(() => shown(oxxo, 'reference') !== '', 20_000);
    const second = shown(oxxo, 'reference');
    expect(second).not.toBe(first);
    const pays = rec.pays();
    expect(pays.map((p) => p.body?.type_charge)).toEqual(['oxxo', 'spei', 'oxxo']);
    expect(new Set(pays.map((p) => p.key)).size).toBe(3);
    expect((await held(charge))?.reference).toBe(second);
    // The focus stays in the voucher (its first control), and the live region says it is ready.
    expect(root(el).activeElement).toBe(oxxo);
    expect(oxxo.shadowRoot?.activeElement?.closest('[data-copy]')).not.toBeNull();
    await until(() =>
      (inside(oxxo, '[role="status"]')?.textContent ?? '').includes('Tu ficha OXXO está lista'),
    );
    expect(buttonNamed(oxxo, 'Imprimir')).toBeDefined();

    // SPEI's details were voided in turn: its panel says so, with no CLABE.
    await choose(el, 'spei');
    await until(() => visibleText(spei).includes('se reemplazaron'));
    expect(inside(spei, '.alert-title')?.textContent?.trim()).toBe(
      'Estos datos para transferir se reemplazaron y ya no funcionan',
    );
    expect(inside(spei, '[data-copy="clabe"]')).toBeNull();
    expect(inside(spei, '.live-warning')?.textContent?.trim()).toBe(
      'Tu ficha OXXO deja de funcionar cuando obtengas estos datos.',
    );
    expect(rec.pays()).toHaveLength(3);
  });

  it('says the replacement and the warning in English too', async () => {
    const { el, rec } = await mexicanCheckout('en');
    const oxxo = await open(el, 'oxxo', rec.client);
    await userEvent.click(buttonNamed(oxxo, 'Generate OXXO voucher') as HTMLButtonElement);
    await until(() => shown(oxxo, 'reference') !== '', 20_000);
    const spei = await open(el, 'spei', rec.client);
    expect(inside(spei, '.live-warning')?.textContent?.trim()).toBe(
      'Your OXXO voucher stops working when you get these details.',
    );
    await userEvent.click(buttonNamed(spei, 'Get the transfer details') as HTMLButtonElement);
    await until(() => shown(spei, 'clabe') !== '', 20_000);
    await choose(el, 'oxxo');
    await until(() => visibleText(oxxo).includes('replaced'));
    expect(inside(oxxo, '.alert-title')?.textContent?.trim()).toBe(
      'This voucher was replaced and no longer works',
    );
    expect(buttonNamed(oxxo, 'Generate a new voucher')).toBeDefined();
    expect(inside(oxxo, '.live-warning')?.textContent?.trim()).toBe(
      'Your SPEI transfer details stop working when you generate this voucher.',
    );
  });
});

describe.each(MODES)('tucan-checkout isolation="%s": a card attempt voids the code too', (mode) => {
  it('OXXO, then a declined card, then OXXO: the voucher the decline voided says it was replaced, and a new one is payable', async () => {
    const { el, charge, rec } = await mexicanCheckout('es-MX', {
      methods: 'oxxo credit_card',
      isolation: mode,
    });
    const statuses: Array<{ method?: string; status: string }> = [];
    el.addEventListener('tucan-status', (e) => statuses.push({ ...e.detail }));
    // The card comes first, open, with OXXO's row under it, which stays put while the card loads (the card's form
    // has its settled layout from the first paint: checkout.card-steady.test.ts).
    const oxxo = await open(el, 'oxxo', rec.client);
    await userEvent.click(buttonNamed(oxxo, 'Generar ficha OXXO') as HTMLButtonElement);
    await until(() => shown(oxxo, 'reference') !== '', 20_000);
    const first = shown(oxxo, 'reference');

    await choose(el, 'card');
    await payByCard(await cardIn(el, mode), mode, '4000000000000002');
    // The service took the card's attempt (a decline): the charge holds no code any more.
    await until(() => statuses.some((s) => s.method === 'card' && s.status === 'error'), 20_000);
    expect(await held(charge)).toBeNull();

    // The switch is locked until the card's attempt has ended, and OXXO's row moves as the decline's alert shows.
    await until(() => !el.locked, 20_000);
    await cardShows(el, '#payment-alert:not([hidden])');
    await choose(el, 'oxxo');
    await until(() => visibleText(oxxo).includes('Esta ficha se reemplazó'), 20_000);
    expect(visibleText(oxxo)).not.toContain(first);
    expect(buttonNamed(oxxo, 'Imprimir')).toBeUndefined();
    // A card holds no code: nothing to warn about.
    expect(inside(oxxo, '.live-warning')).toBeNull();
    expect(rec.pays()).toHaveLength(1);

    // A new voucher on the press: the service answers it as the charge's payable voucher, not with the decline.
    await userEvent.click(buttonNamed(oxxo, 'Generar una ficha nueva') as HTMLButtonElement);
    await until(() => shown(oxxo, 'reference') !== '', 20_000);
    const second = shown(oxxo, 'reference');
    expect(second).not.toBe(first);
    expect(visibleText(oxxo)).toContain('Esperando tu pago');
    expect(visibleText(oxxo)).not.toContain('Esta ficha se reemplazó');
    expect(inside(oxxo, '.alert-title')).toBeNull();
    expect(buttonNamed(oxxo, 'Imprimir')).toBeDefined();
    await until(() =>
      (inside(oxxo, '[role="status"]')?.textContent ?? '').includes('Tu ficha OXXO está lista'),
    );
    expect(rec.pays().map((p) => p.body?.type_charge)).toEqual(['oxxo', 'oxxo']);
    // The charge awaits that voucher's payment, with no decline left on it (B2a).
    expect(await commands.getCharge(charge)).toMatchObject({
      status: 'issued',
      error: null,
      payment_payload: { reference: second },
    });
  });
});
