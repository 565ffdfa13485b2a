import { afterEach, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import { until } from '../../test/support/index.ts';
import { mountChargeCard } from './card-frame.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/** The element's `tucan-error` details. */
const errors = (events: Array<{ type: string; detail: Record<string, unknown> }>) =>
  events.filter((e) => e.type === 'tucan-error').map((e) => e.detail);

describe('tucan-card isolation="frame": a frame that loads an error page', () => {
  it('a 404 for the frame page is known at once: the error-page reason (not the timeout), the generic alert and Retry', async () => {
    // The frame page is not at this base: the service answers 404 (an error page, on the service's origin).
    const missing = `${inject('sandboxUrl').replace(/\/$/, '')}/missing`;
    const { el, events } = await mountChargeCard('BR', 150.75, {
      isolation: 'frame',
      lang: 'pt-BR',
      'base-url': missing,
    });
    await until(() => errors(events).length > 0, 20_000);
    const [error] = errors(events);
    expect(error).toMatchObject({
      code: 'frame_unavailable',
      reason:
        'isolation="frame": the frame loaded an error page, not the card frame (HTTP error or network failure)',
    });
    const root = el.shadowRoot as ShadowRoot;
    // The alert's view is a chunk of its own, loaded when the frame fails.
    await until(() => root.querySelector('.failed-box [role="alert"]') !== null);
    const alert = root.querySelector('.failed-box [role="alert"]');
    expect(alert?.querySelector('.alert-title')?.textContent).toBe('O formulário do cartão não carregou');
    expect(alert?.querySelector('.alert-body')?.textContent).toBe(
      'Não foi possível abrir o formulário seguro do cartão nesta página. Tente de novo ou escolha outra forma de pagamento.',
    );
    expect(alert?.textContent).not.toMatch(/conexão/);
    expect(alert?.querySelector('svg')).not.toBeNull();
    // In the design's alert style (docs/design.md), although a frame card's page has no inline form to bring it.
    expect(getComputedStyle(alert as Element).borderInlineStartWidth).toBe('4px');
    expect(getComputedStyle(alert as Element).display).toBe('flex');
    // Its icon is the decline alert's size (18 px), not the bare SVG's.
    expect(alert?.querySelector('svg')?.getBoundingClientRect().width).toBe(18);
    expect(root.querySelector('button.retry')?.textContent?.trim()).toBe('Tentar de novo');
    expect(root.querySelector('.loading-line')).toBeNull();
    expect(await axeViolations(el)).toEqual([]);
  });
});
