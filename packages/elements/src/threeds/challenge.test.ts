import { afterEach, describe, expect, inject, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
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

const dialogOf = (el: HTMLElement) => el.shadowRoot?.querySelector('dialog') as HTMLDialogElement;
const frameOf = (el: HTMLElement) => el.shadowRoot?.querySelector('iframe') as HTMLIFrameElement;
const focused = (el: HTMLElement) => el.shadowRoot?.activeElement?.className ?? '';

/** Opens the "stop verification?" confirm with the Close button, as the shopper does. */
async function askToStop(el: HTMLElement & { updateComplete: Promise<boolean> }) {
  el.shadowRoot?.querySelector<HTMLButtonElement>('.close')?.click();
  await el.updateComplete;
  await new Promise((done) => requestAnimationFrame(done));
}

describe('3DS challenge dialog: asking before stopping', () => {
  it('makes the bank page inert and keeps Tab on the confirm’s two buttons while asking', async () => {
    const { el } = await openChallenge('03');
    await askToStop(el);
    const frame = frameOf(el);
    expect(frame.inert).toBe(true);
    expect(focused(el)).toContain('keep');
    await userEvent.tab();
    expect(focused(el)).toContain('abandon');
    await userEvent.tab();
    expect(focused(el)).toContain('keep');
    await userEvent.tab({ shift: true });
    expect(focused(el)).toContain('abandon');
    await userEvent.tab({ shift: true });
    expect(focused(el)).toContain('keep');

    // Back to the challenge: the bank page is usable again.
    await userEvent.click(el.shadowRoot?.querySelector('.keep') as HTMLButtonElement);
    await el.updateComplete;
    expect(frame.inert).toBe(false);
  });

  it('keeps the dialog’s size when the confirm appears', async () => {
    await page.viewport(1280, 800);
    for (const size of ['01', '02', '03', '04'] as const) {
      const { el } = await openChallenge(size);
      const before = dialogOf(el).getBoundingClientRect();
      await askToStop(el);
      const after = dialogOf(el).getBoundingClientRect();
      expect(Math.round(after.width), `size ${size}`).toBe(Math.round(before.width));
      el.remove();
    }
  });
});

describe('3DS challenge dialog on a phone', () => {
  it('fits a 375 px wide screen at every challenge window size, confirm included', async () => {
    await page.viewport(375, 700);
    const sizes: ChallengeWindowSize[] = ['01', '02', '03', '04', '05'];
    for (const size of sizes) {
      const { el } = await openChallenge(size);
      for (const moment of ['challenge', 'confirm']) {
        if (moment === 'confirm') await askToStop(el);
        const r = dialogOf(el).getBoundingClientRect();
        const frame = frameOf(el).getBoundingClientRect();
        const where = `size ${size}, ${moment}: ${JSON.stringify(r)}`;
        expect(r.left, where).toBeGreaterThanOrEqual(0);
        expect(r.top, where).toBeGreaterThanOrEqual(0);
        expect(r.right, where).toBeLessThanOrEqual(375);
        expect(r.bottom, where).toBeLessThanOrEqual(700);
        expect(frame.left, where).toBeGreaterThanOrEqual(0);
        expect(frame.right, where).toBeLessThanOrEqual(375);
      }
      el.remove();
    }
  });
});
