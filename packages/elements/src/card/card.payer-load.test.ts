import { afterEach, describe, expect, inject, it } from 'vitest';
import { until } from '../../test/support/index.ts';
import type { TucanErrorEvent } from '../events.ts';
import { payerCode } from './card.form-state.ts';
import { field } from './card.testing.ts';

// The payer fields (`card.payer.ts`) load when a card's `fields` first asks for one. `payerCode.load` is the real
// `import()`; the test fails it (no network), then gives it back.
const realLoad = payerCode.load;

afterEach(() => {
  payerCode.load = realLoad;
  document.body.replaceChildren();
});

describe('tucan-card: the payer fields, loaded when `fields` asks for one', () => {
  it('payer fields that cannot load: no form without them, a localized message and tucan-error "network"; Try again shows them', async () => {
    payerCode.load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const errors: TucanErrorEvent[] = [];
    const el = document.createElement('tucan-card');
    for (const [k, v] of Object.entries({
      isolation: 'inline',
      lang: 'en',
      country: 'BR',
      fields: 'email document',
      'base-url': inject('sandboxUrl'),
    }))
      el.setAttribute(k, v);
    el.addEventListener('tucan-error', (e) => errors.push(e as TucanErrorEvent));
    document.body.append(el);
    await until(() => errors.length === 1);
    await el.updateComplete;
    // The card never shows its form without the payer fields it was asked for (nor those without their checks).
    expect(el.shadowRoot?.querySelector('#number')).toBeNull();
    const alert = el.shadowRoot?.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe('The card form could not load. Check your connection and try again.');
    expect(errors.map((e) => [e.detail.code, e.detail.message])).toEqual([['network', alert?.textContent]]);

    // The network is back: "Try again" shows the form with its email and document fields.
    payerCode.load = realLoad;
    [...(el.shadowRoot?.querySelectorAll('button') ?? [])]
      .find((b) => b.textContent?.trim() === 'Try again')
      ?.click();
    await until(() => el.shadowRoot?.querySelector('#document') !== null);
    expect(field(el, 'number')).not.toBeNull();
    expect(field(el, 'email').labels?.[0]?.textContent?.trim()).toBe('Email');
    expect(field(el, 'document-type').value).toBe('CPF');
    expect(errors).toHaveLength(1);
  });
});
