import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserCommand } from 'vitest/node';

/**
 * Browser-test commands for `<tucan-card isolation="frame">`. The card frame is on the sandbox's origin, so the
 * test page cannot reach into it: these drive it from Playwright, as a shopper (keyboard, autofill) would, and
 * record the page's network requests.
 */
export interface PwFrame {
  url(): string;
  locator(selector: string): {
    fill(value: string): Promise<void>;
    focus(): Promise<void>;
    click(): Promise<void>;
    textContent(): Promise<string | null>;
    allTextContents(): Promise<string[]>;
    selectOption(value: string): Promise<string[]>;
    count(): Promise<number>;
  };
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  evaluate<R>(expression: string): Promise<R>;
  isDetached(): boolean;
  frameElement(): Promise<{ evaluate<R>(fn: (el: Element) => R): Promise<R> }>;
}
interface PwRequest {
  method(): string;
  url(): string;
  headers(): Record<string, string>;
}
interface PwPage {
  frames(): PwFrame[];
  keyboard: {
    type(text: string): Promise<void>;
    press(key: string): Promise<void>;
    insertText(text: string): Promise<void>;
  };
  on(event: 'request', fn: (r: PwRequest) => void): void;
  route(
    url: string,
    handler: (route: { fulfill(r: { status: number; body: string }): Promise<void> }) => Promise<void>,
    options?: { times?: number },
  ): Promise<void>;
  off(event: 'request', fn: (r: PwRequest) => void): void;
}
const pageOf = (ctx: unknown) => (ctx as { page: PwPage }).page;

/** A card frame document's URL: `card.html` (English) or a locale's `card.<locale>.html`. */
export const CARD_FRAME_URL = /\/elements\/frame\/card(\.[\w-]+)?\.html/;

/**
 * The newest card frame of the page whose iframe is on the page, waited for (up to 10 s): the page may hear the
 * frame's `ready` before Playwright has heard of the frame's navigation (its frame tree follows the browser's
 * events), and a frame the last test removed may not have been reported gone yet.
 */
export async function cardFrame(ctx: unknown): Promise<PwFrame> {
  const until = Date.now() + 10_000;
  for (;;) {
    const frames = pageOf(ctx)
      .frames()
      .filter((f) => CARD_FRAME_URL.test(f.url()) && !f.isDetached())
      .reverse();
    for (const frame of frames) {
      const onPage = await frame.frameElement().then(
        (iframe) => iframe.evaluate((el) => el.isConnected),
        () => false,
      );
      if (onPage) return frame;
    }
    if (Date.now() > until) throw new Error('no card frame on the page');
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** Types into a field of the card frame with the real keyboard (focused first; `replace` selects all first). */
export const frameType: BrowserCommand<[string, string, boolean?]> = async (ctx, selector, text, replace) => {
  await (await cardFrame(ctx)).locator(selector).focus();
  if (replace) {
    await pageOf(ctx).keyboard.press('ControlOrMeta+A');
    await pageOf(ctx).keyboard.press('Backspace');
  }
  await pageOf(ctx).keyboard.type(text);
};

/**
 * Enters each value into its field of the card frame at once, as a paste or autofill does (the field focused, then
 * one trusted `input` event: Playwright's `keyboard.insertText`), all in one command. For tests not about typing;
 * `frameType` types key by key.
 */
export const frameFill: BrowserCommand<[Array<[string, string]>]> = async (ctx, entries) => {
  for (const [selector, text] of entries) {
    await (await cardFrame(ctx)).locator(selector).focus();
    await pageOf(ctx).keyboard.insertText(text);
  }
};

/** Presses a key (e.g. `Tab`, `Enter`) with the real keyboard. */
export const pressKey: BrowserCommand<[string]> = async (ctx, key) => {
  await pageOf(ctx).keyboard.press(key);
};

/**
 * Activates a button of the card frame as a keyboard user does (focus, then Enter). Not a mouse click: the test
 * page's own frame is scaled by the runner, which throws off pointer coordinates inside a nested frame.
 */
export const framePress: BrowserCommand<[string]> = async (ctx, selector) => {
  await (await cardFrame(ctx)).locator(selector).focus();
  await pageOf(ctx).keyboard.press('Enter');
};

/** The text of an element of the card frame ('' when there is none). */
export const frameText: BrowserCommand<[string]> = async (ctx, selector) => {
  const loc = (await cardFrame(ctx)).locator(selector);
  return (await loc.count()) ? ((await loc.textContent()) ?? '').trim() : '';
};

/** The texts of every element of the card frame that matches a selector (e.g. a select's options), trimmed. */
export const frameTexts: BrowserCommand<[string]> = async (ctx, selector) =>
  (await (await cardFrame(ctx)).locator(selector).allTextContents()).map((t) => t.trim());

/** Picks an option of a select of the card frame by its value, as a shopper does (`input` and `change` follow). */
export const frameSelect: BrowserCommand<[string, string]> = async (ctx, selector, value) => {
  await (await cardFrame(ctx)).locator(selector).selectOption(value);
};

/** The value of an input or select of the card's shadow root in the card frame ('' when there is none). */
export const frameValue: BrowserCommand<[string]> = async (ctx, selector) =>
  (await cardFrame(ctx)).evaluate(
    (sel: string) =>
      document.querySelector('tucan-card')?.shadowRoot?.querySelector<HTMLInputElement>(sel)?.value ?? '',
    selector,
  );

/** How many elements of the card frame match a selector. */
export const frameCount: BrowserCommand<[string]> = async (ctx, selector) =>
  (await cardFrame(ctx)).locator(selector).count();

/**
 * Fills several card fields in one task, as browser autofill does: every value is set first, then each field
 * gets its `input` event (no `inputType`, no keystrokes).
 */
export const frameAutofill: BrowserCommand<[Record<string, string>]> = async (ctx, values) => {
  await (await cardFrame(ctx)).evaluate((v: Record<string, string>) => {
    const root = document.querySelector('tucan-card')?.shadowRoot;
    const inputs = Object.entries(v).map(([id, value]) => {
      const input = root?.querySelector<HTMLInputElement>(`#${id}`);
      if (!input) throw new Error(`no #${id} in the frame`);
      input.value = value;
      return input;
    });
    for (const input of inputs) input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    for (const input of inputs) input.dispatchEvent(new Event('change', { bubbles: true }));
  }, values);
};

/** The id (or tag) of the focused element inside the card frame, through shadow roots; '' when none. */
export const frameFocused: BrowserCommand<[]> = async (ctx) =>
  (await cardFrame(ctx)).evaluate(() => {
    if (!document.hasFocus()) return '';
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a && a !== document.body ? a.id || a.tagName.toLowerCase() : '';
  }, undefined);

/** The box (in the frame's CSS pixels) and text colour of an element of the card's shadow root in the card frame. */
export const frameBox: BrowserCommand<[string]> = async (ctx, selector) =>
  (await cardFrame(ctx)).evaluate((sel: string) => {
    const found = document.querySelector('tucan-card')?.shadowRoot?.querySelector(sel);
    if (!found) throw new Error(`no ${sel} in the frame's card`);
    const r = found.getBoundingClientRect();
    return {
      left: r.left,
      top: r.top,
      width: r.width,
      height: r.height,
      color: getComputedStyle(found).color,
      outline: getComputedStyle(found).outlineStyle,
      focused: found.matches(':focus'),
    };
  }, selector);

/** A computed style property of an element in the newest frame (any origin) whose URL contains `urlPart`. */
export const frameStyle: BrowserCommand<[string, string, string]> = async (
  ctx,
  urlPart,
  selector,
  property,
) => {
  const frame = pageOf(ctx)
    .frames()
    .filter((f) => f.url().includes(urlPart))
    .at(-1);
  if (!frame) throw new Error(`no frame at ${urlPart}`);
  return frame.evaluate(
    ([sel, prop]: [string, string]) => {
      const found = document.querySelector(sel);
      return found ? getComputedStyle(found).getPropertyValue(prop) : '';
    },
    [selector, property] as [string, string],
  );
};

/**
 * Whether the newest frame (any origin) whose URL contains `urlPart` has the focus, as its own document knows it
 * (false without such a frame). A frame learns that the page took the focus back from the browser process, after
 * the page's `focus()`: until then a key still goes to the frame.
 */
export const frameHasFocus: BrowserCommand<[string]> = async (ctx, urlPart) => {
  const frame = pageOf(ctx)
    .frames()
    .filter((f) => f.url().includes(urlPart))
    .at(-1);
  return frame ? frame.evaluate(() => document.hasFocus(), undefined) : false;
};

/**
 * How a page in the newest frame whose URL contains `urlPart` fills its frame: the frame's viewport, the page's
 * scroll height, the `lang` of its root, and the bottom of the lowest element matching `selector`.
 */
export const frameLayout: BrowserCommand<[string, string]> = async (ctx, urlPart, selector) => {
  const frame = pageOf(ctx)
    .frames()
    .filter((f) => f.url().includes(urlPart))
    .at(-1);
  if (!frame) throw new Error(`no frame at ${urlPart}`);
  return frame.evaluate((sel: string) => {
    const bottoms = [...document.querySelectorAll(sel)].map((e) => e.getBoundingClientRect().bottom);
    return {
      width: window.innerWidth,
      height: window.innerHeight,
      scrollHeight: document.documentElement.scrollHeight,
      contentBottom: bottoms.length ? Math.max(...bottoms) : 0,
      lang: document.documentElement.lang,
      windowSize: document.querySelector('[data-window-size]')?.getAttribute('data-window-size') ?? '',
    };
  }, selector);
};

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe (WCAG 2.2 A/AA) inside the card frame; returns the violations as `id: targets`. */
export const frameAxe: BrowserCommand<[]> = async (ctx) => {
  const frame = await cardFrame(ctx);
  await frame.evaluate(axeSource);
  return frame.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, undefined);
};

export interface RecordedRequest {
  method: string;
  path: string;
  /** The Idempotency-Key header, if any. */
  key: string | null;
}
/**
 * Each test page's recording. Test files run in parallel, each on its own page (one per Vitest session): one file's
 * `recordRequests` must neither clear nor read another's.
 */
const recordings = new WeakMap<PwPage, { recorded: RecordedRequest[]; listener: (r: PwRequest) => void }>();

/** Starts recording every request of the page and its frames whose URL starts with `prefix`. */
export const recordRequests: BrowserCommand<[string]> = async (ctx, prefix) => {
  const page = pageOf(ctx);
  const previous = recordings.get(page);
  if (previous) page.off('request', previous.listener);
  const recorded: RecordedRequest[] = [];
  const listener = (r: PwRequest) => {
    if (!r.url().startsWith(prefix)) return;
    const key = r.headers()['idempotency-key'] ?? null;
    recorded.push({ method: r.method(), path: new URL(r.url()).pathname, key });
  };
  recordings.set(page, { recorded, listener });
  page.on('request', listener);
};

/** The requests recorded on this test's page since `recordRequests`. */
export const recordedRequests: BrowserCommand<[]> = async (ctx) => [
  ...(recordings.get(pageOf(ctx))?.recorded ?? []),
];

/** The next load of the card frame fails (the service answers 503), as on a flaky network; later loads work. */
export const failNextCardFrame: BrowserCommand<[]> = async (ctx) => {
  await pageOf(ctx).route(
    '**/elements/frame/card*.html*',
    (route) => route.fulfill({ status: 503, body: '' }),
    {
      times: 1,
    },
  );
};

export const frameCommands = {
  failNextCardFrame,
  frameType,
  frameFill,
  pressKey,
  framePress,
  frameText,
  frameTexts,
  frameSelect,
  frameValue,
  frameCount,
  frameAutofill,
  frameFocused,
  frameHasFocus,
  frameBox,
  frameStyle,
  frameLayout,
  frameAxe,
  recordRequests,
  recordedRequests,
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    frameType(selector: string, text: string, replace?: boolean): Promise<void>;
    frameFill(entries: Array<[string, string]>): Promise<void>;
    failNextCardFrame(): Promise<void>;
    pressKey(key: string): Promise<void>;
    framePress(selector: string): Promise<void>;
    frameText(selector: string): Promise<string>;
    frameTexts(selector: string): Promise<string[]>;
    frameSelect(selector: string, value: string): Promise<void>;
    frameValue(selector: string): Promise<string>;
    frameCount(selector: string): Promise<number>;
    frameAutofill(values: Record<string, string>): Promise<void>;
    frameFocused(): Promise<string>;
    frameHasFocus(urlPart: string): Promise<boolean>;
    frameBox(selector: string): Promise<{
      left: number;
      top: number;
      width: number;
      height: number;
      color: string;
      outline: string;
      focused: boolean;
    }>;
    frameStyle(urlPart: string, selector: string, property: string): Promise<string>;
    frameLayout(
      urlPart: string,
      selector: string,
    ): Promise<{
      width: number;
      height: number;
      scrollHeight: number;
      contentBottom: number;
      lang: string;
      windowSize: string;
    }>;
    frameAxe(): Promise<string[]>;
    recordRequests(prefix: string): Promise<void>;
    recordedRequests(): Promise<RecordedRequest[]>;
  }
}
