import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../../test/support/index.ts';
import { mountChargeCard } from './card-frame.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe('tucan-card isolation="frame" on a page whose CSP blocks the frame', () => {
  it('says so at once: the CSP reason for the merchant in tucan-error, the generic alert (not the connection) for the shopper', async () => {
    // This file's page only: a CSP that frames its own origin only (the sandbox serving the frame is another).
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = "frame-src 'self'";
    document.head.append(meta);
    const { el, events } = await mountChargeCard('MX', 1234.5, { isolation: 'frame', lang: 'es-MX' });
    await until(() => events.some((e) => e.type === 'tucan-error'), 20_000);
    const detail = events.find((e) => e.type === 'tucan-error')?.detail as Record<string, string>;
    expect(detail.code).toBe('frame_unavailable');
    expect(detail.reason).toMatch(
      /^isolation="frame": blocked by the page's Content-Security-Policy frame-src: allow http:\/\/[^ ]+ in frame-src$/,
    );
    expect(detail.message).toBe(
      'No se pudo abrir el formulario seguro de la tarjeta en esta página. Inténtalo de nuevo o elige otro medio de pago.',
    );
    const root = el.shadowRoot as ShadowRoot;
    await until(() => root.querySelector('.failed-box [role="alert"]') !== null);
    expect(root.querySelector('.alert-title')?.textContent).toBe('No se cargó el formulario de la tarjeta');
    expect(events.filter((e) => e.type === 'tucan-error')).toHaveLength(1);
  });
});
