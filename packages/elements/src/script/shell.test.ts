import { CHARGE_STATUSES } from '@tucan/client';
import { describe, expect, it } from 'vitest';
import '../checkout/checkout.ts';
import { mount } from '../checkout/mount.ts';
import { TucanStatusEvent } from '../events.ts';
import { SCRIPT_ELEMENTS } from './entries.ts';
import { createTucan } from './shell.ts';

describe('window.Tucan (the script tag’s shell)', () => {
  // No tucan-* tag on this page: the shell loads nothing.
  const tucan = createTucan(location.href, SCRIPT_ELEMENTS);

  it('lists the seed’s 12 statuses, the client’s list in its order', () => {
    expect(tucan.CHARGE_STATUSES).toEqual([...CHARGE_STATUSES]);
  });

  it('gives each status its visual state, and an unknown one `info`', () => {
    expect(tucan.CHARGE_STATUSES.map(tucan.visualState)).toEqual([
      'waiting',
      'waiting',
      'success',
      'success',
      'failure',
      'failure',
      'info',
      'failure',
      'waiting',
      'info',
      'info',
      'waiting',
    ]);
    expect(tucan.visualState('awaiting_pix_confirmation')).toBe('info');
    expect(tucan.visualState('constructor')).toBe('info');
  });

  it('names the elements it can load: every payment method, the checkout and the status screen', () => {
    expect([...tucan.elements].sort()).toEqual([
      'apple-pay',
      'boleto',
      'card',
      'checkout',
      'google-pay',
      'oxxo',
      'pfc',
      'pix',
      'qra',
      'spei',
      'status',
    ]);
  });
});

describe('Tucan.mount: how a mounted checkout ends', () => {
  // Into a detached box: the checkout is created, and renders nothing (no network).
  const mounted = () => {
    const target = document.createElement('div');
    return mount(target, { chargeUuid: 'c-1', amount: 10, methods: ['pix', 'oxxo'], statusUrl: '/s' });
  };

  it('writes the options as attributes, and an update removes one set to null', () => {
    const handle = mounted();
    expect(handle.element.getAttribute('charge-uuid')).toBe('c-1');
    expect(handle.element.getAttribute('methods')).toBe('pix oxxo');
    expect(handle.element.getAttribute('status-url')).toBe('/s');
    handle.update({ statusUrl: null as unknown as string, merchantName: 'Loja' });
    expect(handle.element.hasAttribute('status-url')).toBe(false);
    expect(handle.element.getAttribute('merchant-name')).toBe('Loja');
  });

  it('resolves `canceled` when the charge is canceled, with its last status', async () => {
    const handle = mounted();
    handle.element.dispatchEvent(new TucanStatusEvent({ chargeUuid: 'c-1', status: 'canceled' }));
    expect(await handle.result).toEqual({ outcome: 'canceled', chargeUuid: 'c-1', status: 'canceled' });
  });

  it('resolves `unmounted` when removed first: no status yet, the element’s charge', async () => {
    const handle = mounted();
    expect(handle.element.parentElement).not.toBeNull();
    handle.unmount();
    expect(handle.element.parentElement).toBeNull();
    expect(await handle.result).toEqual({ outcome: 'unmounted', chargeUuid: 'c-1', status: '' });
  });
});
