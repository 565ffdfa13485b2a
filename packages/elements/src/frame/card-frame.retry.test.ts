import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { until } from '../../test/support/index.ts';
import {
  fillFrameCard,
  frameFocusUntil,
  framePay,
  frameReady,
  mountChargeCard,
} from './card-frame.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe('tucan-card isolation="frame": a frame that cannot load', () => {
  it('says so with a Retry button; Retry loads a new frame and the card pays once', async () => {
    await commands.failNextCardFrame();
    const { el, charge, events } = await mountChargeCard('BR', 150.75, { isolation: 'frame', lang: 'pt-BR' });
    await until(() => el.shadowRoot?.querySelector('.failed') !== null, 20_000);
    const root = el.shadowRoot as ShadowRoot;
    // A 503 is an error page in the frame: known when it loads, not after the timeouts, and not the connection.
    expect(root.querySelector('.failed')?.textContent).toBe(
      'Não foi possível abrir o formulário seguro do cartão nesta página. Tente de novo ou escolha outra forma de pagamento.',
    );
    expect(
      events.filter((e) => e.type === 'tucan-error').map((e) => [e.detail.code, e.detail.reason]),
    ).toEqual([
      [
        'frame_unavailable',
        'isolation="frame": the frame loaded an error page, not the card frame (HTTP error or network failure)',
      ],
    ]);
    const retry = root.querySelector<HTMLButtonElement>('button.retry');
    expect(retry?.textContent?.trim()).toBe('Tentar de novo');
    expect(await axeViolations(el)).toEqual([]);

    // Keyboard: the shopper reaches Retry with Tab and presses Enter.
    retry?.focus();
    await userEvent.keyboard('{Enter}');
    await until(() => frameReady(el), 20_000);
    expect(root.querySelector('.failed')).toBeNull();
    expect(root.querySelectorAll('iframe[part="frame"]')).toHaveLength(1);
    // The focus goes on to the new form's first field.
    await frameFocusUntil('number');

    await fillFrameCard({ number: '4000000000002701' });
    await framePay();
    await until(() => events.some((e) => e.type === 'tucan-complete'), 30_000);
    expect((await commands.getCharge(charge.charge_uuid)).status).toBe('paid');
    await vi.waitFor(async () =>
      expect(
        (await commands.sandboxRequests(`/public/charge/${charge.charge_uuid}/pay`)).filter((r: string) =>
          r.startsWith('POST'),
        ),
      ).toHaveLength(1),
    );
  });
});
