import { afterEach, describe, expect, it, vi } from 'vitest';
import '../pix/pix.ts';
import { type CodeEl, type MountOptions, mountCode, waitForCode } from './codes.testing.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const noSourceWarnings = (warn: { mock: { calls: unknown[][] } }) =>
  warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('status-url'));

describe('code elements: a code shown with no way to learn its status', () => {
  it('warns once in the console, naming status-url and getStatus, never the charge', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { el, charge } = await mountCode('tucan-pix');
    await waitForCode(el);
    // A later render (the countdown ticks every second) says nothing more.
    el.requestUpdate();
    await el.updateComplete;
    expect(noSourceWarnings(warn)).toEqual([
      '<tucan-pix>: the code is shown with no status-url or getStatus, so the element learns that it was paid only when the page sets its status property.',
    ]);
    expect(warn.mock.calls.flat().join(' ')).not.toContain(charge.charge_uuid);
  });

  it('says the same of a status-url it refuses to fetch (javascript:)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { el } = await mountCode('tucan-pix', { attrs: { 'status-url': 'javascript:alert(1)' } });
    await waitForCode(el);
    expect(noSourceWarnings(warn)).toHaveLength(1);
  });

  const withGetStatus = (e: CodeEl) => {
    e.getStatus = () => 'issued';
  };
  it.each<[string, MountOptions]>([
    ['a status-url', { attrs: { 'status-url': '/orders/42/status' } }],
    ['getStatus', { before: withGetStatus }],
  ])('says nothing with %s', async (_name, opts) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { el } = await mountCode('tucan-pix', opts);
    await waitForCode(el);
    await el.updateComplete;
    expect(noSourceWarnings(warn)).toEqual([]);
  });
});
