import { createClient } from '@tucan/client';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../pix/pix.ts';
import '../oxxo/oxxo.ts';
import '../boleto/boleto.ts';
import { recordingClient, until } from '../../test/support/index.ts';
import { type CodeEl, mountCode, q, waitForCode } from './codes.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe('code elements: the code is asked for before the element first renders', () => {
  for (const [tag, country, value] of [
    ['tucan-pix', 'BR', 150.75],
    ['tucan-oxxo', 'MX', 899],
  ] as const) {
    it(`${tag} sends its one pay call before it has rendered anything, and shows the code that call returns`, async () => {
      /** What the element had rendered when each pay call left. */
      const seen: Array<{ updated: boolean; panel: boolean }> = [];
      let host: CodeEl | undefined;
      const client = createClient({
        baseUrl: inject('sandboxUrl'),
        retry: { attempts: 1 },
        fetch: (input, init) => {
          if (String(input).endsWith('/pay'))
            seen.push({ updated: !!host?.hasUpdated, panel: !!host && q(host, '.panel') !== null });
          return fetch(input, init);
        },
      });
      const { el } = await mountCode(tag, {
        country,
        value,
        before: (e) => {
          host = e;
          e.client = client;
        },
      });
      await waitForCode(el);
      expect(seen).toEqual([{ updated: false, panel: false }]);
      expect(q(el, '.voucher')).not.toBeNull();
    });
  }

  it('keeps the early call’s Idempotency-Key for the attempt: “Check payment” after its lost answer asks again under the same key', async () => {
    const rec = recordingClient(inject('sandboxUrl'), (call) =>
      call.path.endsWith('/pay') && call.key && rec.pays().length === 1 ? 'lose' : undefined,
    );
    const { el } = await mountCode('tucan-pix', { before: (e) => (e.client = rec.client) });
    const check = () => q<HTMLButtonElement>(el, '.alert .actions button');
    await until(() => check()?.textContent?.trim() === 'Check payment');
    await userEvent.click(check() as HTMLButtonElement);
    await waitForCode(el);
    const keys = rec.pays().map((c) => c.key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('asks nothing before the shopper when the method needs the payer first (boleto): no pay call until Continue', async () => {
    const { el, rec } = await mountCode('tucan-boleto');
    await until(() => q(el, '#name') !== null);
    expect(rec.pays()).toEqual([]);
  });
});
