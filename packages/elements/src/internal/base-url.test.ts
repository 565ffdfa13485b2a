/**
 * A `base-url` that is not a service URL (`serviceUrl` of `@tucan/client`: https, or http on a loopback host, no
 * credentials) never becomes the card frame, a script or a request, on every element that takes it, however it
 * is given (attribute, property, `mount`, which is `Tucan.mount`): the shopper reads why in their language and the
 * page gets `tucan-error` `invalid_base_url`.
 */

import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { recordEvents, until } from '../../test/support/index.ts';
import type { TucanCardElement } from '../card/card.element.ts';
import { mount } from '../checkout/mount.ts';
import { LOCALES } from '../controllers/localize.ts';
import { frameReady, iframeOf } from '../frame/card-frame.testing.ts';
import '../index.ts';
import { CATALOGUES } from '../locales/catalogues.testing.ts';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

/** Each one would run script in the page, replace the card frame or send calls elsewhere, were it used. */
const HOSTILE: ReadonlyArray<readonly [string, string]> = [
  ['javascript:', 'javascript:parent.__pwned=1//x'],
  ['data:', 'data:text/html,<script>parent.__pwned=1</script>'],
  ['blob:', 'blob:https://evil.example/5b9f4a3e-2c1d-4e8f-9a7b-6c5d4e3f2a1b'],
  ['protocol-relative //host', '//evil.example/service'],
  ['http to a host that is not loopback', 'http://evil.example'],
  ['https with user:password@', 'https://user:pass@evil.example'],
];

/** Where a hostile URL would send requests: its origin, else its scheme. */
const destination = (url: string) => {
  const parsed = new URL(url, location.href);
  return /^https?:$/.test(parsed.protocol) ? `${parsed.protocol}//${parsed.host}` : parsed.protocol;
};

/** Every element that takes `base-url`, with the attributes it needs to start working. */
const ELEMENTS: ReadonlyArray<readonly [string, string, Record<string, string>]> = [
  ['card (frame)', 'tucan-card', { isolation: 'frame', country: 'BR', currency: 'BRL' }],
  ['card (inline)', 'tucan-card', { isolation: 'inline', country: 'BR', currency: 'BRL' }],
  ['pix', 'tucan-pix', { country: 'BR', currency: 'BRL' }],
  ['spei', 'tucan-spei', { country: 'MX', currency: 'MXN' }],
  ['oxxo', 'tucan-oxxo', { country: 'MX', currency: 'MXN' }],
  ['qra', 'tucan-qra', { country: 'AR', currency: 'ARS' }],
  ['boleto', 'tucan-boleto', { country: 'BR', currency: 'BRL' }],
  ['pfc', 'tucan-pfc', { country: 'AR', currency: 'ARS' }],
  ['apple-pay', 'tucan-apple-pay', { country: 'BR', currency: 'BRL', methods: 'apple_pay' }],
  ['google-pay', 'tucan-google-pay', { country: 'BR', currency: 'BRL', methods: 'google_pay' }],
  ['checkout', 'tucan-checkout', { country: 'BR', currency: 'BRL', methods: 'credit_card pix' }],
];

/** Every iframe in the document, shadow roots included. */
function iframes(root: Document | ShadowRoot = document): HTMLIFrameElement[] {
  const found = [...root.querySelectorAll('iframe')];
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) found.push(...iframes(el.shadowRoot));
  return found;
}

/** The message of the element's alert ('' when there is none). */
const alertOf = (el: Element) =>
  el.shadowRoot?.querySelector('[role="alert"] .alert-body')?.textContent?.trim() ?? '';
/** The title of the element's alert ('' when there is none). */
const titleOf = (el: Element) =>
  el.shadowRoot?.querySelector('[role="alert"] .alert-title')?.textContent?.trim() ?? '';

afterEach(() => {
  document.body.replaceChildren();
  delete window.__pwned;
  vi.restoreAllMocks();
});

/**
 * Mounts `tag` for a charge with `hostile` given `how`, in `locale`, and checks the refusal: no script ran, no
 * iframe, no request to where the URL points, the localized message, one `tucan-error` `invalid_base_url`.
 */
async function expectRefused(
  tag: string,
  attrs: Record<string, string>,
  hostile: string,
  how: 'attribute' | 'property' | 'mount',
  locale: (typeof LOCALES)[number],
) {
  const chargeUuid = crypto.randomUUID();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await commands.recordRequests(destination(hostile));
  const host = document.createElement('div');
  host.lang = locale;
  document.body.append(host);
  let el: HTMLElement;
  let events: ReturnType<typeof recordEvents>;
  if (how === 'mount') {
    const handle = mount(host, {
      chargeUuid,
      amount: 150.75,
      currency: attrs.currency,
      country: attrs.country,
      methods: attrs.methods,
      baseUrl: hostile,
    });
    el = handle.element;
    events = recordEvents(el);
  } else {
    el = document.createElement(tag);
    for (const [k, v] of Object.entries({ 'charge-uuid': chargeUuid, amount: '150.75', ...attrs }))
      el.setAttribute(k, v);
    if (how === 'attribute') el.setAttribute('base-url', hostile);
    else (el as HTMLElement & { baseUrl: string }).baseUrl = hostile;
    events = recordEvents(el);
    host.append(el);
  }
  const message = CATALOGUES[locale].frame.base_url;
  await until(() => alertOf(el) === message);
  await until(() => events.some((e) => e.type === 'tucan-error'));
  await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  expect(window.__pwned).toBeUndefined();
  // The design's titled alert (its icon drawn by the alert styles), not plain text.
  expect(titleOf(el)).toBe(CATALOGUES[locale].frame['base_url.title']);
  const alert = el.shadowRoot?.querySelector('[role="alert"]') as HTMLElement;
  expect(alert.classList).toContain('failure');
  expect(getComputedStyle(alert).borderInlineStartWidth).toBe('4px');
  // The developer is told once what a base-url may be, without the refused value.
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]?.[0])).toMatch(
    /refused: base-url must be an https URL, or http on a loopback host/,
  );
  expect(String(warn.mock.calls[0]?.[0])).not.toContain(hostile);
  expect(await commands.recordedRequests()).toEqual([]);
  expect(await commands.sandboxRequests(chargeUuid)).toEqual([]);
  expect(events).toEqual([
    {
      type: 'tucan-error',
      detail: expect.objectContaining({ chargeUuid, code: 'invalid_base_url', message }),
    },
  ]);
}

describe('a base-url that is not https (or http on loopback) is refused by every element', () => {
  it('the probe works: the javascript: URL, as a frame would use it, sets the flag the tests look for', async () => {
    const iframe = document.createElement('iframe');
    iframe.src = `${HOSTILE[0]?.[1]}/elements/frame/card.html#origin=x`;
    document.body.append(iframe);
    await until(() => window.__pwned === 1);
  });

  for (const [name, tag, attrs] of ELEMENTS) {
    for (const how of ['attribute', 'property'] as const) {
      describe(`${name}, as ${how}`, () => {
        HOSTILE.forEach(([label, url], i) => {
          const locale = LOCALES[i % LOCALES.length] ?? 'en';
          it(`${label}: no script, frame or request; the shopper reads why (${locale}) and the page gets invalid_base_url`, async () => {
            await expectRefused(tag, attrs, url, how, locale);
          });
        });
      });
    }
  }

  describe('Tucan.mount({ baseUrl })', () => {
    HOSTILE.forEach(([label, url], i) => {
      const locale = LOCALES[(i + 1) % LOCALES.length] ?? 'en';
      it(`${label}: no script, frame or request; the shopper reads why (${locale}) and the page gets invalid_base_url`, async () => {
        await expectRefused('tucan-checkout', ELEMENTS[10]?.[2] ?? {}, url, 'mount', locale);
      });
    });
  });
});

describe('a base-url changed on a mounted card', () => {
  for (const isolation of ['frame', 'inline'] as const) {
    it(`${isolation}: the form goes when the base-url turns hostile, and comes back with the service's`, async () => {
      const sandbox = inject('sandboxUrl');
      const charge = await commands.createCharge({ value: 10, reference_external_id: crypto.randomUUID() });
      const el = document.createElement('tucan-card') as TucanCardElement;
      for (const [k, v] of Object.entries({
        'charge-uuid': charge.charge_uuid,
        'base-url': sandbox,
        isolation,
        lang: 'pt-BR',
        amount: '10',
        currency: 'BRL',
      }))
        el.setAttribute(k, v);
      const events = recordEvents(el);
      document.body.append(el);
      const formShown = () =>
        isolation === 'frame' ? frameReady(el) : !!el.shadowRoot?.querySelector('#number');
      await until(formShown);
      el.baseUrl = 'javascript:parent.__pwned=1//x';
      await until(() => alertOf(el) === CATALOGUES['pt-BR'].frame.base_url);
      expect(titleOf(el)).toBe(CATALOGUES['pt-BR'].frame['base_url.title']);
      expect(iframeOf(el)).toBeNull();
      expect(el.shadowRoot?.querySelector('input')).toBeNull();
      expect(await axeViolations(el)).toEqual([]);
      expect(events.filter((e) => e.type === 'tucan-error').map((e) => e.detail.code)).toEqual([
        'invalid_base_url',
      ]);
      el.baseUrl = sandbox;
      await until(formShown);
      expect(window.__pwned).toBeUndefined();
      expect(alertOf(el)).toBe('');
    });
  }
});

describe("an environment that is not one of the service's", () => {
  for (const environment of ['toString', 'constructor', 'staging'] as const) {
    it(`environment="${environment}": no frame, no request; the titled alert, invalid_base_url and one console warning`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = document.createElement('tucan-card') as TucanCardElement;
      for (const [k, v] of Object.entries({
        'charge-uuid': crypto.randomUUID(),
        environment,
        lang: 'en',
        amount: '10',
        currency: 'BRL',
      }))
        el.setAttribute(k, v);
      const events = recordEvents(el);
      document.body.append(el);
      await until(() => alertOf(el) === CATALOGUES.en.frame.base_url);
      expect(titleOf(el)).toBe('Payment form unavailable');
      expect(iframes()).toEqual([]);
      expect(events.map((e) => [e.type, e.detail.code])).toEqual([['tucan-error', 'invalid_base_url']]);
      el.lang = 'pt-BR';
      await el.updateComplete;
      expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
        '<tucan-card>: the service URL was refused: environment must be "sandbox" or "production" (or set base-url).',
      ]);
    });
  }
});
