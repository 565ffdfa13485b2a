import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import './challenge.ts';
import type { ChallengeOutcome } from './challenge.element.ts';
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
  const outcome = el.open({ url, creq: 'e30', size, timeoutMs: 60_000, notificationOrigin: baseUrl });
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

  it('opens with the focus on its heading, which names it, not on Close; Tab reaches Close, Shift+Tab the bank’s page', async () => {
    await page.viewport(1280, 800);
    const { el } = await openChallenge('03');
    const root = el.shadowRoot as ShadowRoot;
    const heading = root.querySelector('h2') as HTMLElement;
    await expect.poll(() => root.activeElement).toBe(heading);
    // The focused heading is the dialog's name, and the dialog is described by the line under it.
    const dialog = root.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(heading.textContent?.trim()).toBe('Confirm with your bank');
    expect(root.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent?.trim()).not.toBe(
      '',
    );
    await userEvent.tab();
    await expect.poll(() => root.activeElement).toBe(root.querySelector('.close'));
    // Focus stays in the dialog: before Close, it wraps round to the bank's page (the last thing in it).
    await userEvent.tab({ shift: true });
    await expect.poll(() => root.activeElement).toBe(root.querySelector('iframe'));
    expect(await axeViolations(el)).toEqual([]);
  });

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

describe('3DS challenge dialog: sized to the window it asked for', () => {
  const windows = { '01': [250, 400], '02': [390, 400], '03': [500, 600], '04': [600, 400] } as const;
  for (const [size, [w, h]] of Object.entries(windows)) {
    it(`shows the bank page at exactly ${w}×${h} for window ${size}, with no empty area around it`, async () => {
      await page.viewport(1280, 900);
      const { el } = await openChallenge(size as ChallengeWindowSize);
      const frame = frameOf(el).getBoundingClientRect();
      expect(Math.round(frame.width)).toBe(w);
      expect(Math.round(frame.height)).toBe(h);
      // The dialog wraps the frame and its title bar: no more than its padding and border below and beside it.
      const dialog = dialogOf(el).getBoundingClientRect();
      const header = el.shadowRoot?.querySelector('header')?.getBoundingClientRect() as DOMRect;
      expect(dialog.bottom - frame.bottom).toBeLessThanOrEqual(16);
      expect(dialog.width - frame.width).toBeLessThanOrEqual(32);
      expect(frame.top - header.bottom).toBeLessThanOrEqual(12);
    });
  }

  for (const lang of ['en', 'pt-BR', 'es-MX']) {
    it(`fills a 375×667 phone for window 05 with a one-line title (${lang})`, async () => {
      await page.viewport(375, 667);
      document.documentElement.lang = lang;
      try {
        const { el } = await openChallenge('05');
        const title = el.shadowRoot?.querySelector('h2') as HTMLElement;
        const lineHeight = Number.parseFloat(getComputedStyle(title).lineHeight);
        expect(title.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight + 1);
        expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth); // not cut either
        const frame = frameOf(el).getBoundingClientRect();
        expect(Math.round(frame.width)).toBeGreaterThanOrEqual(375 - 32);
        expect(frame.bottom).toBeGreaterThan(667 - 32);
      } finally {
        document.documentElement.lang = '';
      }
    });
  }

  it('shows a loading state over the frame until the bank page answers', async () => {
    const { el } = await openChallenge('02');
    const loading = el.shadowRoot?.querySelector('.loading') as HTMLElement;
    expect(loading.checkVisibility()).toBe(true);
    expect(loading.textContent?.trim()).toBe('Opening your bank’s page…');
    await vi.waitFor(() => expect(loading.checkVisibility()).toBe(false), { timeout: 10_000 });
    expect(el.shadowRoot?.querySelector('.stage')?.getAttribute('aria-busy')).toBe('false');
  });
});

describe('3DS challenge dialog: whose page it shows', () => {
  const SOURCE: Array<[string, string]> = [
    ['en', 'Below: your bank’s own page (it may use your browser’s language).'],
    ['pt-BR', 'Abaixo: a página do seu próprio banco (pode estar no idioma do seu navegador).'],
    ['es-MX', 'Abajo: la página de tu propio banco (puede estar en el idioma de tu navegador).'],
    ['es-AR', 'Abajo: la página de tu propio banco (puede estar en el idioma de tu navegador).'],
    ['es-CO', 'Abajo: la página de tu propio banco (puede estar en el idioma de tu navegador).'],
    ['es-CL', 'Abajo: la página de tu propio banco (puede estar en el idioma de tu navegador).'],
  ];
  for (const [lang, words] of SOURCE) {
    it(`says in the page's language (${lang}) that the frame below is the shopper's bank's own page`, async () => {
      const el = document.createElement('tucan-3ds-challenge');
      el.setAttribute('lang', lang);
      document.body.append(el);
      await el.updateComplete;
      void el.open({
        url: `${baseUrl}/sandbox/acs/challenge`,
        creq: 'e30',
        size: '02',
        timeoutMs: 60_000,
        notificationOrigin: baseUrl,
      });
      await vi.waitFor(() => expect(el.shadowRoot?.querySelector('.source')?.textContent).toBe(words));
      const source = el.shadowRoot?.querySelector('.source') as HTMLElement;
      expect(dialogOf(el).getAttribute('aria-describedby')).toBe(source.id);
      expect(source.checkVisibility()).toBe(true);
      // Between the title and the bank's page.
      const title = el.shadowRoot?.querySelector('h2') as HTMLElement;
      expect(source.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        title.getBoundingClientRect().bottom - 1,
      );
      expect(source.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        frameOf(el).getBoundingClientRect().top + 1,
      );
    });
  }
});

/** JSON as base64url, the encoding of EMV 3DS's CRes. */
const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Posts `fields` into the browsing context named `target` (the dialog's frame), as a page navigating it would. */
function postInto(target: string, action: string, fields: Record<string, string>): void {
  const form = Object.assign(document.createElement('form'), { method: 'post', action, target });
  for (const [name, value] of Object.entries(fields))
    form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
  document.body.append(form);
  form.submit();
  form.remove();
}

describe('3DS challenge dialog: whose CRes it takes', () => {
  it("takes the CRes only from the service's notification page: the same page on another origin in the frame is ignored", async () => {
    const service = new URL(baseUrl);
    // The same sandbox under the other loopback name: another origin than the service's.
    const other = new URL(baseUrl);
    other.hostname = service.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    const el = document.createElement('tucan-3ds-challenge');
    document.body.append(el);
    await el.updateComplete;
    let outcome: ChallengeOutcome | undefined;
    void el
      .open({
        url: `${baseUrl}/sandbox/acs/challenge`,
        creq: 'e30',
        size: '02',
        timeoutMs: 60_000,
        notificationOrigin: baseUrl,
      })
      .then((o) => {
        outcome = o;
      });
    await el.updateComplete;
    const frame = frameOf(el);
    const heard: string[] = [];
    const listen = (e: MessageEvent) => {
      if (e.source === frame.contentWindow) heard.push(e.origin);
    };
    window.addEventListener('message', listen);
    try {
      // A page on another origin (the ACS's own, or wherever the frame was sent) hands the page a forged CRes.
      const forged = base64url({ messageType: 'CRes', acsTransID: 'forged', transStatus: 'Y' });
      postInto(frame.name, `${other.origin}/sandbox/acs/challenge-notify`, { cres: forged });
      await vi.waitFor(() => expect(heard).toEqual([other.origin]));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(outcome).toBeUndefined();
      expect(el.isOpen).toBe(true);
      expect(dialogOf(el).open).toBe(true);

      // The service's own notification page: its CRes is taken and the dialog closes.
      const cres = base64url({ messageType: 'CRes', acsTransID: 'genuine', transStatus: 'Y' });
      postInto(frame.name, `${service.origin}/sandbox/acs/challenge-notify`, { cres });
      await vi.waitFor(() => expect(outcome).toEqual({ kind: 'cres', cres }));
      expect(dialogOf(el).open).toBe(false);
    } finally {
      window.removeEventListener('message', listen);
    }
  });

  it('without a service origin to hear the CRes from, the challenge is not opened', async () => {
    const el = document.createElement('tucan-3ds-challenge');
    document.body.append(el);
    await el.updateComplete;
    const outcome = await el.open({
      url: `${baseUrl}/sandbox/acs/challenge`,
      creq: 'e30',
      size: '02',
      timeoutMs: 60_000,
      notificationOrigin: 'javascript:alert(1)',
    });
    expect(outcome).toEqual({ kind: 'abandoned' });
    expect(dialogOf(el).open).toBe(false);
    expect(el.shadowRoot?.querySelector('iframe')).toBeNull();
  });
});
