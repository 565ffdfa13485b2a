/**
 * `frame` is `<tucan-card>`'s default isolation (issue 14): without the attribute the card form runs in the
 * service's frame; `inline` is an explicit choice; when the frame cannot work the shopper reads why, in their
 * language, and the element never falls back to the inline form.
 */

import { createClient } from '@tucan/client';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { recordEvents, statusInSandbox, until } from '../../test/support/index.ts';
import type { TucanCardElement } from '../card/card.element.ts';
import '../checkout/checkout.ts';
import {
  fillFrameCard,
  framePay,
  frameReady,
  frameTextUntil,
  iframeOf,
  methodOver,
  mountChargeCard,
} from './card-frame.testing.ts';

const baseUrl = inject('sandboxUrl');

afterEach(() => {
  document.body.replaceChildren();
});

const pay = framePay;
const alertOf = (el: Element) => el.shadowRoot?.querySelector('[role="alert"]')?.textContent?.trim() ?? '';

describe('tucan-card: frame is the default isolation', () => {
  it('without an isolation attribute: the frame from the service origin, reflected, and a frictionless payment in one request', async () => {
    // mountChargeCard sets no isolation attribute: the element chooses.
    const { el, charge, events } = await mountChargeCard();
    await until(() => frameReady(el));
    expect(el.isolation).toBe('frame');
    expect(el.getAttribute('isolation')).toBe('frame');
    expect(new URL(iframeOf(el)?.src ?? '').origin).toBe(new URL(baseUrl).origin);
    expect(new URL(baseUrl).origin).not.toBe(location.origin);
    // No card input in the page's DOM: the form is in the frame only.
    expect(el.shadowRoot?.querySelector('input')).toBeNull();
    await commands.recordRequests(baseUrl);
    await fillFrameCard({ number: '4000000000002701' });
    // Setup and the 3DS Method run while the shopper types: wait until they are over, then count from Pay.
    await methodOver();
    await commands.recordRequests(baseUrl);
    await pay();
    await until(() => events.some((e) => e.type === 'tucan-complete'));
    await vi.waitFor(async () =>
      expect((await commands.recordedRequests()).map((r) => `${r.method} ${r.path}`)).toEqual([
        `POST /api/v1/bank/public/charge/${charge.charge_uuid}/pay`,
      ]),
    );
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
    expect(JSON.stringify(events)).not.toContain('2701');
  });

  it('a Portuguese card loads the Portuguese frame document with its words and title, never English ones', async () => {
    await commands.recordRequests(baseUrl);
    const { el } = await mountChargeCard('BR', 150.75, { lang: 'pt-BR' });
    await until(() => frameReady(el));
    expect(new URL(iframeOf(el)?.src ?? '').pathname).toBe('/elements/frame/card.pt-BR.html');
    expect(await frameTextUntil('label[for="number"]', (t) => t.length > 0)).toContain('Número do cartão');
    // The document's title is the frame's own word, in the card's language.
    expect(await frameTextUntil('title', (t) => t !== 'Card payment')).toBe(
      'Pagamento com cartão (formulário seguro)',
    );
    const paths = (await commands.recordedRequests()).map((r) => r.path);
    expect(paths.filter((p) => /^\/elements\/frame\/card-pt-BR\.card-[\w-]+\.js$/.test(p))).toHaveLength(1);
    expect(paths.filter((p) => /^\/elements\/frame\/card-en\./.test(p))).toEqual([]);
    expect(paths.filter((p) => p === '/elements/frame/card.html')).toEqual([]);
  });

  it('isolation="inline" renders the form in the element itself, with no frame', async () => {
    const { el } = await mountChargeCard('BR', 150.75, { isolation: 'inline' });
    await until(() => el.shadowRoot?.querySelector('#number') != null);
    expect(el.isolation).toBe('inline');
    expect(iframeOf(el)).toBeNull();
  });

  it('<tucan-checkout> without isolation pays its card method in the frame', async () => {
    const charge = await commands.createCharge({ value: 30, reference_external_id: crypto.randomUUID() });
    const checkout = document.createElement('tucan-checkout');
    for (const [k, v] of Object.entries({
      'charge-uuid': charge.charge_uuid,
      amount: '30',
      currency: 'BRL',
      country: 'BR',
      methods: 'credit_card',
      'base-url': baseUrl,
      lang: 'en',
    }))
      checkout.setAttribute(k, v);
    const events = recordEvents(checkout);
    document.body.append(checkout);
    const card = () => checkout.shadowRoot?.querySelector('tucan-card') as TucanCardElement | null;
    await until(() => !!card() && frameReady(card() as TucanCardElement));
    expect(card()?.getAttribute('isolation')).toBe('frame');
    expect(card()?.shadowRoot?.querySelector('#number')).toBeNull();
    await fillFrameCard({ number: '4111111111111111' });
    await pay();
    await until(() => events.some((e) => e.type === 'tucan-complete'));
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
  });
});

describe('tucan-card: when the frame cannot work (never the inline form instead)', () => {
  const WORDS: Record<string, RegExp> = {
    en: /^Card payment is not available on this page\. Choose another payment method/,
    'pt-BR': /^O pagamento com cartão não está disponível nesta página\. Escolha outra forma de pagamento/,
    'es-MX': /^El pago con tarjeta no está disponible en esta página\. Elige otro medio de pago/,
  };
  for (const [lang, words] of Object.entries(WORDS)) {
    it(`a custom client without base-url: a clear message (${lang}) and tucan-error frame_unavailable`, async () => {
      const charge = await commands.createCharge({ value: 10, reference_external_id: crypto.randomUUID() });
      const el = document.createElement('tucan-card');
      el.client = createClient({ baseUrl });
      for (const [k, v] of Object.entries({ 'charge-uuid': charge.charge_uuid, currency: 'BRL', lang }))
        el.setAttribute(k, v);
      const events = recordEvents(el);
      document.body.append(el);
      await until(() => alertOf(el) !== '');
      expect(alertOf(el)).toMatch(words);
      expect(iframeOf(el)).toBeNull();
      expect(el.shadowRoot?.querySelector('input')).toBeNull();
      expect(events).toEqual([
        {
          type: 'tucan-error',
          detail: expect.objectContaining({ chargeUuid: charge.charge_uuid, code: 'frame_unavailable' }),
        },
      ]);
      expect(await axeViolations(el)).toEqual([]);
    });
  }

  it('a frame that loads another page: "could not open" once it loaded without the frame\'s hello, and tucan-error frame_unavailable', async () => {
    // The test page's own server has no card frame: the page loads but never says hello.
    const { el, events } = await mountChargeCard('BR', 10, { 'base-url': location.origin, lang: 'pt-BR' });
    await until(() => alertOf(el) !== '', 15_000);
    expect(el.shadowRoot?.querySelector('.failed-box .alert-body')?.textContent).toBe(
      'Não foi possível abrir o formulário seguro do cartão nesta página. Tente de novo ou escolha outra forma de pagamento.',
    );
    expect(el.shadowRoot?.querySelector('.frame-box')?.getAttribute('aria-busy')).toBe('false');
    expect(el.shadowRoot?.querySelector('input')).toBeNull();
    expect(events.filter((e) => e.type === 'tucan-error').map((e) => e.detail.code)).toEqual([
      'frame_unavailable',
    ]);
  });
});
