import { afterEach, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import { until } from '../card/card.testing.ts';
import { mountChargeCard } from './card-frame.testing.ts';
import { failureChunk } from './host.ts';

// A file of its own: the failure view's chunk must not have loaded in this page before (a loaded module stays).
const realLoad = failureChunk.load;
afterEach(() => {
  failureChunk.load = realLoad;
  document.body.replaceChildren();
});

/** The element's `tucan-error` details. */
const errors = (events: Array<{ type: string; detail: Record<string, unknown> }>) =>
  events.filter((e) => e.type === 'tucan-error').map((e) => e.detail);

describe('tucan-card isolation="frame": a frame that fails, and its failure view cannot load', () => {
  it('the failure chunk cannot load either: the plain localized message (role="alert") and Retry, which loads a new frame', async () => {
    const missing = `${inject('sandboxUrl').replace(/\/$/, '')}/missing`;
    let asked = 0;
    failureChunk.load = () => {
      asked += 1;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    };
    const { el, events } = await mountChargeCard('MX', 99, {
      isolation: 'frame',
      lang: 'es-MX',
      'base-url': missing,
    });
    const root = el.shadowRoot as ShadowRoot;
    await until(() => root.querySelector('p.failed[role="alert"]') !== null, 20_000);
    expect(asked).toBe(1);
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(
      'No se pudo abrir el formulario seguro de la tarjeta en esta página. Inténtalo de nuevo o elige otro medio de pago.',
    );
    expect(root.querySelector('.alert')).toBeNull();
    expect(root.querySelector('.loading-line')).toBeNull();
    const retry = root.querySelector<HTMLButtonElement>('button.retry');
    expect(retry?.textContent?.trim()).toBe('Reintentar');
    expect(errors(events).map((e) => e.code)).toEqual(['frame_unavailable']);
    expect(await axeViolations(el)).toEqual([]);

    // Retry renders a new frame (this base still has none: it fails again, and the chunk is asked for again).
    retry?.click();
    await until(() => root.querySelector('iframe[part="frame"]') !== null);
    expect(root.querySelector('[role="alert"]')).toBeNull();
    await until(() => asked === 2 && root.querySelector('p.failed[role="alert"]') !== null, 20_000);
    expect(errors(events)).toHaveLength(2);
  });
});
