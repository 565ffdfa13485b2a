import type { BrowserCommand } from 'vitest/node';

/**
 * Browser-test commands that change what "the service" answers the page and its frames (the card's frame among them),
 * for the answers a sandbox never gives.
 */

interface PwRoute {
  request(): { method(): string };
  continue(): Promise<void>;
  fetch(): Promise<{ json(): Promise<unknown> }>;
  fulfill(r: {
    response?: unknown;
    json?: unknown;
    status?: number;
    headers?: Record<string, string>;
  }): Promise<void>;
}
type Routing = {
  route(url: string, h: (r: PwRoute) => Promise<void>): Promise<unknown>;
  unroute(url: string, h?: (r: PwRoute) => Promise<void>): Promise<void>;
};

/** Each test page's rewrite, by the endpoint it rewrites. */
const rewrites = new WeakMap<Routing, Map<string, (r: PwRoute) => Promise<void>>>();

/**
 * Every answer of one public endpoint of every charge (`simulate-installment`) reaches the page without the top-level
 * field `field` (`on`), as from a service that left it out; `false` stops.
 */
export const dropAnswerField: BrowserCommand<[string, string, boolean]> = async (
  ctx,
  endpoint,
  field,
  on,
) => {
  const page = (ctx as unknown as { page: Routing }).page;
  const url = `**/api/v1/bank/public/charge/*/${endpoint}*`;
  const byEndpoint = rewrites.get(page) ?? new Map<string, (r: PwRoute) => Promise<void>>();
  rewrites.set(page, byEndpoint);
  const previous = byEndpoint.get(endpoint);
  if (previous) await page.unroute(url, previous);
  byEndpoint.delete(endpoint);
  if (!on) return;
  const rewrite = async (route: PwRoute) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    const response = await route.fetch();
    const { [field]: _dropped, ...rest } = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: rest });
  };
  byEndpoint.set(endpoint, rewrite);
  await page.route(url, rewrite);
};

/** Each test page's failing endpoints, by the endpoint, stopped by `failCalls(endpoint, false)`. */
const failures = new WeakMap<Routing, Map<string, (r: PwRoute) => Promise<void>>>();

/**
 * Every call of one public endpoint of every charge (`simulate-installment`) from the page and its frames is answered
 * 500 `INTERNAL_ERROR` without reaching the sandbox (`on`), as from a service that fails; `false` stops.
 */
export const failCalls: BrowserCommand<[string, boolean]> = async (ctx, endpoint, on) => {
  const page = (ctx as unknown as { page: Routing }).page;
  const url = `**/api/v1/bank/public/charge/*/${endpoint}*`;
  const byEndpoint = failures.get(page) ?? new Map<string, (r: PwRoute) => Promise<void>>();
  failures.set(page, byEndpoint);
  const previous = byEndpoint.get(endpoint);
  if (previous) await page.unroute(url, previous);
  byEndpoint.delete(endpoint);
  if (!on) return;
  const fail = async (route: PwRoute) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    await route.fulfill({
      status: 500,
      headers: { 'access-control-allow-origin': '*' },
      json: { error: { code: 'INTERNAL_ERROR', message: 'The service failed.' } },
    });
  };
  byEndpoint.set(endpoint, fail);
  await page.route(url, fail);
};

export const answerCommands = { dropAnswerField, failCalls };

declare module 'vitest/browser' {
  interface BrowserCommands {
    dropAnswerField(endpoint: string, field: string, on: boolean): Promise<void>;
    failCalls(endpoint: string, on: boolean): Promise<void>;
  }
}
