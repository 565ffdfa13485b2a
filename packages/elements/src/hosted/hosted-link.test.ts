import { describe, expect, it } from 'vitest';
import { type HostedLink, hostedLinkState, parseHostedLink } from './hosted-link.ts';

const LINK: HostedLink = {
  version: 1,
  payment_link_uuid: '9a1c0000-0000-4000-8000-000000000001',
  charge_uuid: '9a1c0000-0000-4000-8000-000000000002',
  is_checkout: true,
  amount: 150.75,
  currency: 'BRL',
  country: 'BR',
  allowed_methods: ['credit_card', 'pix'],
  description: 'Curso </script>',
  merchant_name: null,
  expires_at: '2026-03-31',
  status: 'issued',
  now: '2026-03-31T23:59:59.000Z',
  return_url: null,
  base_url: 'https://api.example',
  status_url: 'https://api.example/links/1/status',
  lang: 'pt-BR',
};

describe('the hosted page’s data island', () => {
  it('reads a link the server wrote, escaped for <script>', () => {
    const escaped = JSON.stringify(LINK).replace(/</g, '\\u003c');
    expect(parseHostedLink(escaped)).toEqual(LINK);
  });

  it('refuses anything else without throwing: missing, not JSON, another version, a field of the wrong type', () => {
    for (const text of [undefined, null, '', '{', '[]', 'null', '"link"']) {
      expect(parseHostedLink(text), String(text)).toBeUndefined();
    }
    const bad: Array<Partial<Record<keyof HostedLink, unknown>>> = [
      { version: 2 },
      { charge_uuid: '' },
      { amount: '150.75' },
      { amount: 0 },
      { allowed_methods: [] },
      { allowed_methods: ['pix', 3] },
      { description: 42 },
      { expires_at: '31/03/2026' },
      { now: 'yesterday' },
      { return_url: {} },
      { base_url: undefined },
    ];
    for (const change of bad) {
      expect(parseHostedLink(JSON.stringify({ ...LINK, ...change })), JSON.stringify(change)).toBeUndefined();
    }
  });

  it('tells a payable link from a paid, closed or expired one, on the service’s clock', () => {
    expect(hostedLinkState(LINK)).toBe('payable');
    expect(hostedLinkState({ ...LINK, status: 'error' })).toBe('payable');
    expect(hostedLinkState({ ...LINK, expires_at: null, now: '2099-01-01T00:00:00Z' })).toBe('payable');
    for (const status of ['confirmed', 'paid', 'refunded', 'chargeback_requested']) {
      expect(hostedLinkState({ ...LINK, status }), status).toBe('paid');
    }
    expect(hostedLinkState({ ...LINK, status: 'canceled' })).toBe('closed');
    expect(hostedLinkState({ ...LINK, now: '2026-04-01T00:00:00.000Z' })).toBe('expired');
    // Paid wins over expired: a link paid on its last day stays paid.
    expect(hostedLinkState({ ...LINK, status: 'paid', now: '2026-05-01T00:00:00Z' })).toBe('paid');
  });
});
