import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import '../pix/pix.ts';
import { announced, mountCode, q, waitForCode } from './codes.testing.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

const clock = (el: Element) => q(el, '[role="timer"]')?.textContent?.trim() ?? '';
const expiredTitle = (el: Element) => q(el, '.alert .alert-title')?.textContent?.trim();
const regenerateButton = (el: Element) => q<HTMLButtonElement>(el, '.alert .actions button');

/** The first code expires `ms` from now; later ones keep the sandbox's hour. */
function firstCodeExpiresIn(ms: number) {
  let n = 0;
  return () => (n++ === 0 ? ms : undefined);
}

describe('code elements: the countdown', () => {
  it.each([
    ['three hours ahead', 3 * 3_600_000],
    ['five hours behind', -5 * 3_600_000],
    ['a day ahead', 24 * 3_600_000],
  ])('shows the hour a new pix code has, with the shopper clock %s', async (_name, skew) => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + skew);
    const { el } = await mountCode('tucan-pix');
    await waitForCode(el);
    await until(() => clock(el) !== '');
    expect(clock(el)).toMatch(/^(1:00:00|59:5\d)$/);
    expect(q(el, '.alert')).toBeNull();
  });

  it('counts days, hours and minutes for a long code (SPEI, 72 hours)', async () => {
    await import('../spei/spei.ts');
    const { el } = await mountCode('tucan-spei', { country: 'MX', value: 99 });
    await waitForCode(el);
    await until(() => clock(el) !== '');
    expect(clock(el)).toMatch(/^(3 d 0 h 00 min|2 d 23 h 59 min)$/);
  });
});

describe('code elements: expiry and a new code', () => {
  it('expires at zero, asks nothing by itself, and makes one new attempt on a new charge when asked', async () => {
    const created: string[] = [];
    const { el, rec, charge, events } = await mountCode('tucan-pix', {
      expireInMs: firstCodeExpiresIn(2_500),
      before: (e) => {
        e.newCharge = async () => {
          const next = await commands.createCharge({ country: 'BR', value: 150.75 });
          created.push(next.charge_uuid);
          return next.charge_uuid;
        };
      },
    });
    await waitForCode(el);
    const firstCode = q(el, '[data-copy="payload"] .value')?.textContent;
    await until(() => expiredTitle(el) === 'This code has expired');
    await until(() => announced(el) === 'This code has expired');
    // Besides `no_status_source` (this element has no status-url: code.no-source.test.ts), one error: the expiry.
    const errors = events.filter((e) => e.type === 'tucan-error' && e.detail.code !== 'no_status_source');
    expect(errors).toEqual([
      {
        type: 'tucan-error',
        detail: {
          chargeUuid: charge.charge_uuid,
          code: 'expired',
          message: 'The payment code expired before it was paid.',
        },
      },
    ]);
    expect(q(el, '.voucher')).toBeNull();
    // Expired and waiting: nothing is requested until the shopper asks.
    await el.updateComplete;
    expect(rec.pays()).toHaveLength(1);
    expect(created).toEqual([]);

    const button = regenerateButton(el) as HTMLButtonElement;
    expect(button.textContent?.trim()).toBe('Generate a new code');
    await userEvent.click(button);
    await waitForCode(el);
    expect(created).toHaveLength(1);
    const pays = rec.pays();
    expect(pays).toHaveLength(2);
    expect(pays[1]?.path).toBe(`/api/v1/bank/public/charge/${created[0]}/pay`);
    expect(pays[1]?.key).not.toBe(pays[0]?.key);
    expect(el.chargeUuid).toBe(created[0]);
    expect(q(el, '[data-copy="payload"] .value')?.textContent).not.toBe(firstCode);
    await until(() => /^(1:00:00|59:5\d)$/.test(clock(el)));
  });

  it('without a new charge, asks the same charge again with a new Idempotency-Key', async () => {
    const { el, rec, charge } = await mountCode('tucan-pix', { expireInMs: firstCodeExpiresIn(1_500) });
    await until(() => expiredTitle(el) === 'This code has expired');
    await userEvent.click(regenerateButton(el) as HTMLButtonElement);
    await waitForCode(el);
    const pays = rec.pays();
    expect(pays.map((p) => p.path)).toEqual([
      `/api/v1/bank/public/charge/${charge.charge_uuid}/pay`,
      `/api/v1/bank/public/charge/${charge.charge_uuid}/pay`,
    ]);
    expect(new Set(pays.map((p) => p.key)).size).toBe(2);
  });

  it('lets the merchant turn regeneration off', async () => {
    const { el, rec } = await mountCode('tucan-pix', {
      expireInMs: firstCodeExpiresIn(1_500),
      attrs: { 'no-regenerate': '' },
    });
    await until(() => expiredTitle(el) === 'This code has expired');
    expect(regenerateButton(el)).toBeNull();
    expect(q(el, '.alert-body')?.textContent).toBe(
      'It can no longer be paid. Go back to the shop to try again.',
    );
    expect(rec.pays()).toHaveLength(1);
  });

  it('counts a payment made in the last seconds: one last status check at expiry', async () => {
    let expiresAt = Number.POSITIVE_INFINITY;
    const { el, events } = await mountCode('tucan-pix', {
      expireInMs: () => {
        expiresAt = Date.now() + 1_500;
        return 1_500;
      },
      before: (e) => {
        e.getStatus = () => (Date.now() >= expiresAt ? 'paid' : 'issued');
      },
    });
    await until(
      () =>
        q(el, 'tucan-status')?.shadowRoot?.querySelector('[part="title"]')?.textContent ===
        'Payment received',
    );
    expect(events.map((e) => e.type)).toEqual(['tucan-status', 'tucan-status', 'tucan-complete']);
  });
});

describe('code elements: what expired is named as the method names it', () => {
  it.each([
    [
      'tucan-spei',
      'es-MX',
      'Estos datos para transferir vencieron',
      'Ya no se pueden usar. Pide datos nuevos para pagar.',
      'Pedir datos nuevos',
    ],
    [
      'tucan-spei',
      'en',
      'These transfer details have expired',
      'They can no longer be used. Get new transfer details to pay.',
      'Get new transfer details',
    ],
    [
      'tucan-oxxo',
      'es-MX',
      'Esta ficha venció',
      'Ya no se puede pagar. Genera una nueva para pagar.',
      'Generar una ficha nueva',
    ],
  ] as const)(
    '%s in %s: its expired screen speaks of what the shopper holds, never a “code”',
    async (tag, lang, title, body, again) => {
      await import(tag === 'tucan-spei' ? '../spei/spei.ts' : '../oxxo/oxxo.ts');
      const { el, events } = await mountCode(tag, {
        country: 'MX',
        value: 99,
        attrs: { lang },
        expireInMs: firstCodeExpiresIn(1_500),
      });
      await until(() => expiredTitle(el) === title, 15_000);
      expect(q(el, '.alert-body')?.textContent?.trim()).toBe(body);
      expect(regenerateButton(el)?.textContent?.trim()).toBe(again);
      await until(() => announced(el) === title);
      const error = events.find((e) => e.type === 'tucan-error' && e.detail.code === 'expired');
      expect(error).toBeDefined();
      expect(`${q(el, '.panel')?.textContent} ${error?.detail.message}`).not.toMatch(
        /c[oó]digo(?! de barras)|\bcode\b/i,
      );
    },
  );
});
