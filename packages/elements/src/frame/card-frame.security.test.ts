import axe from 'axe-core';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import { frameFocusUntil, framePay, iframeOf, mountFrameCard, typeFrameCard } from './card-frame.testing.ts';
import { frameUrl, parseFrameMessage } from './protocol.host.ts';
import { CONNECT, envelope, FRAME_PROTOCOL } from './protocol.ts';

const baseUrl = inject('sandboxUrl');
const PAN = '4000000000002701';
const CVV = '739';

afterEach(() => {
  document.body.replaceChildren();
});

const completed = (events: Array<{ type: string }>) => events.some((e) => e.type === 'tucan-complete');

/** Everything a hostile script on the page can read: every node's text and attributes, every value, shadow roots included. */
function readEverything(root: Document | ShadowRoot | Element, out: string[] = []): string[] {
  for (const node of root.querySelectorAll('*')) {
    for (const a of node.getAttributeNames()) out.push(node.getAttribute(a) ?? '');
    if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) out.push(node.value);
    if (node.shadowRoot) readEverything(node.shadowRoot, out);
    if (node instanceof HTMLIFrameElement) {
      // Cross-origin: the frame's document is out of reach.
      out.push(String(node.contentDocument?.documentElement?.textContent ?? ''));
    }
  }
  if ('textContent' in root) out.push(root.textContent ?? '');
  return out;
}

describe('tucan-card isolation="frame": what the merchant page can see', () => {
  it('a hostile script (capture listeners, a MutationObserver, shadow roots, form data) never sees the card number or security code, while the payment succeeds', async () => {
    const seen: string[] = [];
    const types = [
      'beforeinput',
      'input',
      'change',
      'keydown',
      'keypress',
      'keyup',
      'paste',
      'copy',
      'cut',
      'compositionstart',
      'compositionupdate',
      'compositionend',
      'textInput',
    ];
    const spy = (e: Event) => {
      const x = e as Event & { data?: unknown; key?: unknown; clipboardData?: DataTransfer | null };
      const target = e.composedPath()[0] as { value?: unknown } | undefined;
      seen.push(
        `${e.type}|${x.data ?? ''}|${x.key ?? ''}|${x.clipboardData?.getData('text') ?? ''}|${target?.value ?? ''}`,
      );
    };
    for (const type of types) {
      window.addEventListener(type, spy, true);
      document.addEventListener(type, spy, true);
    }
    const mutations: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records)
        mutations.push(`${r.target.textContent ?? ''}|${r.attributeName ?? ''}|${r.oldValue ?? ''}`);
    });
    const observe = (root: Node) =>
      observer.observe(root, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
        attributeOldValue: true,
        characterDataOldValue: true,
      });
    observe(document);
    const form = document.createElement('form');
    document.body.append(form);
    const { el, charge, events } = await mountFrameCard('BR', 42, { name: 'charge' }, form);
    if (el.shadowRoot) observe(el.shadowRoot);
    expect(iframeOf(el)?.contentDocument).toBeNull();

    await typeFrameCard({ number: PAN, cvc: CVV });
    const whileTyping = readEverything(document);
    await framePay();
    await until(() => completed(events));
    observer.disconnect();

    const formData = [...new FormData(form).entries()].map(([k, v]) => `${k}=${v}`);
    expect(formData).toEqual([`charge=${charge.charge_uuid}`]);
    const dump = [
      ...seen,
      ...mutations,
      ...whileTyping,
      ...readEverything(document),
      ...formData,
      JSON.stringify(events),
    ];
    const all = dump.join('\n');
    expect(all).not.toContain(PAN);
    expect(all).not.toContain('4000 0000 0000 2701');
    // The listeners did run (the host's plain `input` events), but not one keystroke, character or value reached
    // the page: the security code's digits cannot have leaked one by one either.
    expect(seen).toContain('input||||');
    expect(seen.every((s) => s === 'input||||' || s === 'change||||')).toBe(true);
    expect(whileTyping.some((v) => v === CVV)).toBe(false);
  });
});

describe('tucan-card isolation="frame": the channel', () => {
  /** A bare card frame (no element), as a rogue page would embed it, plus a port to talk to it. */
  async function bareFrame(declaredOrigin = location.origin) {
    const channel = crypto.randomUUID();
    const iframe = document.createElement('iframe');
    iframe.title = 'card frame';
    const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
    iframe.src = frameUrl(baseUrl, declaredOrigin, channel);
    document.body.append(iframe);
    await loaded;
    const received: Array<{ type: string }> = [];
    const connect = (data: unknown) => {
      const { port1, port2 } = new MessageChannel();
      port1.onmessage = (e) => received.push(e.data);
      iframe.contentWindow?.postMessage(data, new URL(baseUrl).origin, [port2]);
      return port1;
    };
    return { iframe, channel, received, connect };
  }

  const options = (chargeUuid: string, lang = 'en') => ({
    type: 'options',
    options: {
      chargeUuid,
      currency: 'BRL',
      country: 'BR',
      methods: 'credit_card',
      fields: '',
      methodTimeout: 10_000,
      challengeTimeout: 600_000,
      payTimeout: 30_000,
      lang,
      theme: 'auto',
      disabled: false,
      vars: {},
      viewport: { width: 800, height: 600 },
    },
  });

  it('the frame takes one handshake only, from its parent, with its channel: a wrong channel, another window (opaque origin) and a second connect get nothing', async () => {
    const { channel, received, connect } = await bareFrame();
    // Another window (a sandboxed frame: opaque origin, neither the parent nor its origin) tries first, with the
    // right channel id and a complete handshake, and reports whatever its port receives.
    const rogue = document.createElement('iframe');
    rogue.setAttribute('sandbox', 'allow-scripts');
    rogue.title = 'rogue';
    rogue.srcdoc = `<script>addEventListener('message', (e) => {
      const ch = new MessageChannel();
      ch.port1.onmessage = (m) => parent.postMessage({ rogueGot: m.data }, '*');
      parent.frames[0].postMessage(e.data.connect, '*', [ch.port2]);
      ch.port1.postMessage(e.data.options);
      parent.postMessage({ rogueSent: true }, '*');
    });</script>`;
    const rogueLoaded = new Promise((resolve) => rogue.addEventListener('load', resolve, { once: true }));
    document.body.append(rogue);
    await rogueLoaded;
    const rogueReceived: unknown[] = [];
    let rogueSent = false;
    window.addEventListener('message', (e) => {
      if (e.source !== rogue.contentWindow) return;
      if (e.data?.rogueSent) rogueSent = true;
      else rogueReceived.push(e.data);
    });
    rogue.contentWindow?.postMessage(
      { connect: envelope({ type: CONNECT }, channel), options: envelope(options('r'), channel) },
      '*',
    );
    await until(() => rogueSent);
    const wrongChannel = connect(envelope({ type: CONNECT }, 'not-the-channel-id'));
    wrongChannel.postMessage(envelope(options('x'), 'not-the-channel-id'));
    const wrongVersion = connect({ type: CONNECT, v: FRAME_PROTOCOL + 1, channel });
    wrongVersion.postMessage({ ...options('x'), v: FRAME_PROTOCOL + 1, channel });
    const real = connect(envelope({ type: CONNECT }, channel));
    real.postMessage(envelope(options(crypto.randomUUID()), channel));
    await until(() => received.some((m) => m.type === 'ready'));
    // The frame takes only one handshake: had it taken any earlier one, the real one would never be ready.
    const second = connect(envelope({ type: CONNECT }, channel));
    second.postMessage(envelope(options('y'), channel));
    // On the real port, messages of another channel or version are ignored: the Pay button stays English.
    real.postMessage({ ...options('z', 'pt-BR'), v: 1, channel: 'other' });
    real.postMessage({ ...options('z', 'pt-BR'), v: 2, channel });
    real.postMessage(
      envelope({ ...options('z'), options: { ...options('z').options, fields: 'email' } }, channel),
    );
    // The last options of the real channel came through (the email field shows), in English.
    await vi.waitFor(async () => expect(await commands.frameCount('#email')).toBe(1), { timeout: 10_000 });
    expect(await commands.frameText('button[type="submit"]')).toBe('Pay');
    expect(rogueReceived).toEqual([]);
    expect(received.filter((m) => m.type === 'ready')).toHaveLength(1);
  });

  it('a frame declared for another origin than its parent never answers, and the element says the form could not load', async () => {
    const { received, connect, channel } = await bareFrame('https://merchant.example');
    const port = connect(envelope({ type: CONNECT }, channel));
    port.postMessage(envelope(options('x'), channel));
    const el = document.createElement('tucan-card');
    // The element's own frame, for the real origin, loads fine meanwhile: the check is per frame.
    el.setAttribute('isolation', 'frame');
    el.setAttribute('base-url', 'http://127.0.0.1:9/');
    el.setAttribute('lang', 'en');
    document.body.append(el);
    await until(() => el.shadowRoot?.querySelector('.failed') !== null, 20_000);
    expect(el.shadowRoot?.querySelector('.failed')?.textContent).toMatch(/could not open/);
    expect(received).toEqual([]);
  });

  it('the host takes each event with its own fields only, of the right types: anything else a frame adds stays behind', () => {
    const parse = (name: string, detail: unknown) =>
      parseFrameMessage(envelope({ type: 'event', name, detail }, 'ch'), 'ch');
    const chargeUuid = 'c-1';
    const pan = '4111111111111111';
    expect(parse('tucan-busy', { chargeUuid, busy: true, number: pan, status: 'paid' })).toEqual({
      type: 'event',
      name: 'tucan-busy',
      detail: { chargeUuid, busy: true },
    });
    expect(
      parse('tucan-total', { chargeUuid, total: 161.4, currency: 'BRL', installments: 6, cvc: '123' }),
    ).toEqual({
      type: 'event',
      name: 'tucan-total',
      detail: { chargeUuid, total: 161.4, currency: 'BRL', installments: 6 },
    });
    expect(
      parse('tucan-error', { chargeUuid, code: 'amount_mismatch', message: 'm', reason: 'r', busy: true }),
    ).toEqual({
      type: 'event',
      name: 'tucan-error',
      detail: { chargeUuid, code: 'amount_mismatch', message: 'm', reason: 'r' },
    });
    // A status event carries no busy flag or total; a busy or total event without its fields is not one.
    expect(parse('tucan-status', { chargeUuid, status: 'paid', total: 1 })).toEqual({
      type: 'event',
      name: 'tucan-status',
      detail: { chargeUuid, status: 'paid' },
    });
    for (const [name, detail] of [
      ['tucan-busy', { chargeUuid, busy: 'yes' }],
      ['tucan-busy', { chargeUuid }],
      ['tucan-total', { chargeUuid, total: '161.40', currency: 'BRL', installments: 6 }],
      ['tucan-total', { chargeUuid, total: -1, currency: 'BRL', installments: 6 }],
      ['tucan-total', { chargeUuid, total: 1, currency: '<b>', installments: 6 }],
      ['tucan-total', { chargeUuid, total: 1, currency: 'BRL', installments: 1.5 }],
      ['tucan-total', { total: 1, currency: 'BRL', installments: 1 }],
      ['tucan-input', { chargeUuid }],
    ] as const)
      expect(parse(name, detail), `${name} ${JSON.stringify(detail)}`).toBeUndefined();
  });

  it('the host ignores messages that do not come through its channel', async () => {
    const { el, charge, events } = await mountFrameCard();
    const forged = envelope(
      { type: 'event', name: 'tucan-complete', detail: { chargeUuid: charge.charge_uuid, status: 'paid' } },
      new URLSearchParams(new URL(iframeOf(el)?.src ?? '').hash.slice(1)).get('channel') ?? '',
    );
    window.postMessage(forged, '*');
    window.postMessage({ ...forged, type: 'size', height: 5 }, '*');
    // A message the frame really sends (`input`), after the forged ones: once it is here, they were delivered too.
    const inputs: Event[] = [];
    el.addEventListener('input', (e) => inputs.push(e));
    await commands.frameType('#number', '4');
    await until(() => inputs.length > 0);
    expect(events).toEqual([]);
    expect(el.payment.done).toBe(false);
    expect(Number(iframeOf(el)?.getAttribute('height'))).toBeGreaterThan(100);
  });
});

describe('tucan-card isolation="frame": shopper experience', () => {
  it('autofill fills every card field at once and the payment goes through', async () => {
    const { charge, events } = await mountFrameCard();
    await commands.frameAutofill({
      number: '4111 1111 1111 1111',
      expiry: '12/30',
      cvc: '123',
      name: 'Ana Souza',
    });
    await framePay();
    await until(() => completed(events));
    expect((await commands.getCharge(charge.charge_uuid)).status).toMatch(/^(paid|confirmed)$/);
  });

  it("focus() moves to the frame's first field, from the page and from another control inside the frame", async () => {
    const after = document.createElement('button');
    after.textContent = 'After';
    const { el } = await mountFrameCard();
    document.body.append(after);
    // From inside (Pay, reached by Shift+Tab from the page), several times: focusing the iframe element again
    // raced the frame's own move and could leave the focus nowhere.
    for (let round = 0; round < 10; round++) {
      after.focus();
      // The key goes to the frame Chromium's browser process believes focused. `after.focus()` runs in the page's
      // process and reaches the browser process a moment later; until then Shift+Tab would go to the frame (the
      // focus was on its first field), leave it backwards and end before the card, nowhere. The frame learns it
      // lost the focus from the browser process: once it has, the key goes to the page.
      await frameFocusUntil('');
      await commands.pressKey('Shift+Tab');
      await frameFocusUntil('button');
      el.focus();
      await frameFocusUntil('number');
      // From the page.
      after.focus();
      await frameFocusUntil('');
      el.focus();
      await frameFocusUntil('number');
    }
  });

  it('tab order runs page → frame fields → page, both ways; axe finds nothing inside or outside the frame', async () => {
    const before = document.createElement('button');
    before.textContent = 'Before';
    document.body.append(before);
    const holder = document.createElement('div');
    document.body.append(holder);
    const after = document.createElement('button');
    after.textContent = 'After';
    document.body.append(after);
    const { el } = await mountFrameCard('BR', 150.75, {}, holder);
    // The installment plans arrive after the frame is ready (the service's simulation): wait for their select.
    await vi.waitFor(async () => expect(await commands.frameCount('#installments')).toBe(1), {
      timeout: 10_000,
    });
    const focused = async () => (document.activeElement === after ? 'after' : await commands.frameFocused());
    before.focus();
    const stops: string[] = [];
    let at = 'before';
    for (let i = 0; i < 8 && at !== 'after'; i++) {
      await commands.pressKey('Tab');
      // Focus crosses into and out of the frame's process a moment after the key: wait until it has moved.
      const from = at;
      at = await vi.waitFor(
        async () => {
          const now = await focused();
          if (now === '' || now === from) throw new Error(`focus still on "${now || 'nothing'}" after Tab`);
          return now;
        },
        { timeout: 10_000, interval: 50 },
      );
      stops.push(at);
    }
    expect(stops).toEqual(['number', 'expiry', 'cvc', 'name', 'installments', 'button', 'after']);
    await commands.pressKey('Shift+Tab');
    await frameFocusUntil('button');
    el.focus();
    await frameFocusUntil('number');

    expect(await commands.frameAxe()).toEqual([]);
    const outside = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
      iframes: false,
    });
    expect(outside.violations.map((v) => v.id)).toEqual([]);
  });
});
