import type { BrowserCommand } from 'vitest/node';
import { cardFrame, type PwFrame } from './frame-commands.ts';
import { type SeenElement, seenIn } from './seen.ts';

/**
 * Browser-test commands that read what the shopper sees in the card frame (`card.modes.testing.ts`, which reads
 * an inline card the same way): each match of a selector in the frame card's shadow root, and picking an option.
 */

export type { SeenElement };

/** Every element matching `selector` in the frame card's shadow root, as `SeenElement`s. */
export const frameSeen: BrowserCommand<[string]> = async (ctx, selector) =>
  (await cardFrame(ctx)).evaluate(seenIn, selector);

/** Picks an option of a select of the card frame, as the shopper does. */
export const frameSelect: BrowserCommand<[string, string]> = async (ctx, selector, value) => {
  await (await cardFrame(ctx)).locator(selector).selectOption(value);
};

interface PwRoute {
  request(): { method(): string };
  continue(): Promise<void>;
  fetch(): Promise<unknown>;
  abort(errorCode?: string): Promise<void>;
  fulfill(r: { status: number; headers: Record<string, string>; body: string }): Promise<void>;
}

/**
 * The next pay call of the page or its frames gets `status` from "the service" (e.g. 410: this API version is
 * sunset), in the service's error shape; its CORS preflight goes through. Later calls reach the sandbox.
 */
export const answerNextPay: BrowserCommand<[number, string]> = async (ctx, status, code) => {
  type Routing = {
    route(url: string, h: (r: PwRoute) => Promise<void>): Promise<unknown>;
    unroute(url: string, h: (r: PwRoute) => Promise<void>): Promise<void>;
  };
  const page = (ctx as unknown as { page: Routing }).page;
  const url = '**/api/v1/bank/public/charge/*/pay';
  // Gone once it has answered: a route left on the page would change how later tests' requests go (preflights).
  let answered = false;
  const handler = async (route: PwRoute) => {
    if (answered || route.request().method() !== 'POST') return route.continue();
    answered = true;
    await route.fulfill({
      status,
      headers: {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      },
      body: JSON.stringify({ message: [{ code, source: 'header', description: code }] }),
    });
    // Not awaited: unroute waits for the handlers running, this one included.
    void page.unroute(url, handler);
  };
  await page.route(url, handler);
};

/** The top and bottom of each element matching `selector` in the newest frame whose URL contains `urlPart`. */
export const frameEdges: BrowserCommand<[string, string]> = async (ctx, urlPart, selector) => {
  const frame = (ctx as { page: { frames(): PwFrame[] } }).page
    .frames()
    .filter((f) => f.url().includes(urlPart))
    .at(-1);
  if (!frame) throw new Error(`no frame at ${urlPart}`);
  return frame.evaluate(
    (sel: string) =>
      [...document.querySelectorAll(sel)].map((e) => {
        const r = e.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom };
      }),
    selector,
  );
};

type Routing = {
  route(url: string, h: (r: PwRoute) => Promise<void>): Promise<unknown>;
  unroute(url: string, h?: (r: PwRoute) => Promise<void>): Promise<void>;
};
const PAY_URL = '**/api/v1/bank/public/charge/*/pay';
/** Each test page's cut (test files run at once, each on its own page). */
const cuts = new WeakMap<Routing, (r: PwRoute) => Promise<void>>();

/**
 * The network cuts out after each pay call of the page or its frames reached the service (`on`): the service pays,
 * the answer never comes back (the shopper sees a network error). `false` restores the network.
 */
export const losePayAnswers: BrowserCommand<[boolean]> = async (ctx, on) => {
  const page = (ctx as unknown as { page: Routing }).page;
  const previous = cuts.get(page);
  if (previous) await page.unroute(PAY_URL, previous);
  cuts.delete(page);
  if (!on) return;
  const cut = async (route: PwRoute) => {
    if (route.request().method() !== 'POST') return route.continue();
    await route.fetch();
    await route.abort('internetdisconnected');
  };
  cuts.set(page, cut);
  await page.route(PAY_URL, cut);
};

/** Each test page's held calls, by the endpoint they were held for, released by `holdCalls(endpoint, false)`. */
const held = new WeakMap<Routing, Map<string, { hold: (r: PwRoute) => Promise<void>; waiting: PwRoute[] }>>();

/**
 * The page's and its frames' calls to one public endpoint of every charge (`pay`, `simulate-installment`) wait
 * before they leave (`on`), so a test can look at the element while it waits for the service; `false` sends the held
 * calls on and stops holding.
 */
export const holdCalls: BrowserCommand<[string, boolean]> = async (ctx, endpoint, on) => {
  const page = (ctx as unknown as { page: Routing }).page;
  const url = `**/api/v1/bank/public/charge/*/${endpoint}*`;
  const byEndpoint =
    held.get(page) ?? new Map<string, { hold: (r: PwRoute) => Promise<void>; waiting: PwRoute[] }>();
  held.set(page, byEndpoint);
  const previous = byEndpoint.get(endpoint);
  if (previous) {
    byEndpoint.delete(endpoint);
    await page.unroute(url, previous.hold);
    // A call the page gave up on meanwhile (its timeout) is handled already: nothing to send.
    await Promise.all(previous.waiting.map((r) => r.continue().catch(() => undefined)));
  }
  if (!on) return;
  const waiting: PwRoute[] = [];
  const hold = async (route: PwRoute) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    waiting.push(route);
  };
  byEndpoint.set(endpoint, { hold, waiting });
  await page.route(url, hold);
};

/** `holdCalls('pay', on)`. */
export const holdPayAnswers: BrowserCommand<[boolean]> = (ctx, on) => holdCalls(ctx, 'pay', on);

/** The browser is back online: every window of the page, the card's frame among them, hears `online`. */
export const dispatchOnline: BrowserCommand<[]> = async (ctx) => {
  const frames = (ctx as { page: { frames(): PwFrame[] } }).page.frames();
  await Promise.all(frames.map((f) => f.evaluate("window.dispatchEvent(new Event('online'))")));
};

/**
 * What `navigator.onLine` says in every window of the page, the card's frame among them (`undefined`: the browser's
 * own again). Only the flag: the network itself is cut by `losePayAnswers`.
 */
export const emulateOnLine: BrowserCommand<[boolean | undefined]> = async (ctx, value) => {
  const frames = (ctx as { page: { frames(): PwFrame[] } }).page.frames();
  const script =
    value === undefined
      ? 'delete navigator.onLine'
      : `Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => ${value} })`;
  await Promise.all(frames.map((f) => f.evaluate(script)));
};

export const frameLookCommands = {
  frameSeen,
  frameSelect,
  answerNextPay,
  frameEdges,
  losePayAnswers,
  holdPayAnswers,
  holdCalls,
  dispatchOnline,
  emulateOnLine,
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    frameSeen(selector: string): Promise<SeenElement[]>;
    frameSelect(selector: string, value: string): Promise<void>;
    answerNextPay(status: number, code: string): Promise<void>;
    frameEdges(urlPart: string, selector: string): Promise<Array<{ top: number; bottom: number }>>;
    losePayAnswers(on: boolean): Promise<void>;
    holdPayAnswers(on: boolean): Promise<void>;
    holdCalls(endpoint: string, on: boolean): Promise<void>;
    dispatchOnline(): Promise<void>;
    emulateOnLine(value: boolean | undefined): Promise<void>;
  }
}
