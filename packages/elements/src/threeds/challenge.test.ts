import { afterEach, describe, expect, inject, it } from 'vitest';
import { page } from 'vitest/browser';
import './challenge.ts';
import type { ChallengeWindowSize } from './challenge-window.ts';

const baseUrl = inject('sandboxUrl');
const start = { width: window.innerWidth, height: window.innerHeight };

afterEach(async () => {
  document.body.replaceChildren();
  await page.viewport(start.width, start.height);
});

async function openChallenge(size: ChallengeWindowSize, url = `${baseUrl}/sandbox/acs/challenge`) {
  const el = document.createElement('tucan-3ds-challenge');
  document.body.append(el);
  await el.updateComplete;
  const outcome = el.open({ url, creq: 'e30', size, timeoutMs: 60_000 });
  await el.updateComplete;
  return { el, outcome };
}

/** Close is on screen: inside the viewport and not hidden. */
function closeIsVisible(el: HTMLElement): boolean {
  const close = el.shadowRoot?.querySelector<HTMLButtonElement>('.close');
  if (!close?.checkVisibility()) return false;
  const r = close.getBoundingClientRect();
  const hit = el.shadowRoot?.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth
    ? hit === close || close.contains(hit ?? null)
    : false;
}

describe('3DS challenge dialog', () => {
  const sizes: ChallengeWindowSize[] = ['01', '02', '03', '04', '05'];
  for (const [w, h] of [
    [1024, 768],
    [360, 520],
  ] as const) {
    it(`keeps Close visible at every challenge window size (01–05) in a ${w}×${h} viewport`, async () => {
      await page.viewport(w, h);
      for (const size of sizes) {
        const { el } = await openChallenge(size);
        expect(closeIsVisible(el), `size ${size}`).toBe(true);
        // Scrolled to the bottom (a small viewport), Close is still in view.
        const dialog = el.shadowRoot?.querySelector('dialog') as HTMLDialogElement;
        dialog.scrollTop = dialog.scrollHeight;
        expect(closeIsVisible(el), `size ${size}, scrolled`).toBe(true);
        el.remove();
      }
    });
  }

  it('never posts the challenge to a javascript: URL', async () => {
    const { el, outcome } = await openChallenge('02', 'javascript:alert(1)');
    expect(await outcome).toEqual({ kind: 'abandoned' });
    expect(el.shadowRoot?.querySelector('dialog')?.open).toBe(false);
    expect(el.shadowRoot?.querySelector('form, iframe')).toBeNull();
  });
});
