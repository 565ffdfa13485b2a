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

describe('what the shell asks for when it first needs an element', () => {
  it('preloads the element file’s closure and the words files of its folders in the page’s language, named by rule, with what they import', async () => {
    // A made-up build: the checkout's file imports a chunk; its folders' words are the checkout's (with an es-AR
    // module of their own, whose file imports a shared chunk) and the frame's (the shared Spanish only).
    const base = new URL('/shell-preload-test/', location.href).href;
    const graph = {
      files: ['tucan-checkout.js', 'tucan-chunk-a-1.js', 'tucan-chunk-shared-2.js'],
      closure: { checkout: [0, 1] },
      groups: { checkout: ['checkout', 'frame'] },
      words: { checkout: { en: [], 'es-AR': [2], es: [] }, frame: { en: [], es: [] } },
    };
    const lang = document.documentElement.lang;
    document.documentElement.lang = 'es-UY';
    const before = new Set(document.head.querySelectorAll('link'));
    try {
      const handle = createTucan(base, ['checkout'], graph).mount(document.createElement('div'), {
        chargeUuid: 'c-1',
      });
      // No such files here: the checkout's file does not load, and the mount says so.
      await expect(handle.result).rejects.toThrow();
      const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
        .filter((l) => !before.has(l))
        .map((l) => l.href.slice(base.length));
      expect(preloads.sort()).toEqual(
        [
          'tucan-checkout.js',
          'tucan-chunk-a-1.js',
          'tucan-words-es-AR.checkout.js',
          'tucan-chunk-shared-2.js',
          'tucan-words-es.checkout.js',
          'tucan-words-es.frame.js',
        ].sort(),
      );
    } finally {
      document.documentElement.lang = lang;
      for (const l of document.head.querySelectorAll('link')) if (!before.has(l)) l.remove();
    }
  });
});
