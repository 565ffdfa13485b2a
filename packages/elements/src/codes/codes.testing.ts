/** Helpers of the code elements' browser tests (imported by tests only). */
import { createClient } from '@tucan/client';
import { inject } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { type RecordedCall, recordEvents, until } from '../card/card.testing.ts';
import type { TagOfKind } from '../methods/methods.ts';
import type { TucanCodeElement } from './code.element.ts';

export { recordEvents, until };

/**
 * A real `@tucan/client` against the sandbox that records each request. `expireInMs`, when it returns a number,
 * makes the code of a pay answer expire that long from now (the sandbox's codes live an hour or more; this is
 * the one thing changed in its answer, so expiry can be seen in seconds).
 */
export function codeClient(baseUrl: string, expireInMs?: () => number | undefined) {
  const calls: RecordedCall[] = [];
  const recording: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const path = new URL(String(input)).pathname;
    calls.push({
      path,
      method: init?.method ?? 'GET',
      key: headers.get('idempotency-key'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const res = await fetch(input, init);
    const ms = expireInMs?.();
    if (!path.endsWith('/pay') || ms === undefined || !res.ok) return res;
    const body = (await res.json()) as { payment_payload?: Record<string, unknown> };
    if (body.payment_payload) body.payment_payload.expiration_date = new Date(Date.now() + ms).toISOString();
    return new Response(JSON.stringify(body), { status: res.status, headers: res.headers });
  };
  const client = createClient({ baseUrl, fetch: recording, retry: { attempts: 1 } });
  return { client, calls, pays: () => calls.filter((c) => c.path.endsWith('/pay')) };
}

/** The code methods' tags, from the method list. */
export type CodeTag = TagOfKind<'code'>;
export type CodeEl = TucanCodeElement & HTMLElement;

const CURRENCIES: Record<string, string> = { BR: 'BRL', MX: 'MXN', AR: 'ARS' };

export interface MountOptions {
  country?: string;
  value?: number;
  attrs?: Record<string, string>;
  /** Runs before the element is connected (set properties such as `getStatus`). */
  before?: (el: CodeEl) => void;
  /** See `codeClient`. */
  expireInMs?: () => number | undefined;
}

/**
 * Creates a charge in the sandbox (as the merchant's backend) and mounts a code element for it, talking to the
 * sandbox through a recording client; English unless `attrs` says otherwise.
 */
export async function mountCode(tag: CodeTag, opts: MountOptions = {}) {
  const { country = 'BR', value = 150.75, attrs = {} } = opts;
  const charge = await commands.createCharge({ country, value, reference_external_id: crypto.randomUUID() });
  const rec = codeClient(inject('sandboxUrl'), opts.expireInMs);
  const el = document.createElement(tag) as CodeEl;
  el.client = rec.client;
  const all = {
    'charge-uuid': charge.charge_uuid,
    amount: String(value),
    currency: CURRENCIES[country] ?? '',
    country,
    lang: 'en',
    ...attrs,
  };
  for (const [k, v] of Object.entries(all)) el.setAttribute(k, v);
  opts.before?.(el);
  const events = recordEvents(el);
  document.body.append(el);
  await el.updateComplete;
  return { el, charge, rec, events };
}

export const q = <T extends Element = HTMLElement>(el: Element, selector: string): T | null =>
  el.shadowRoot?.querySelector<T>(selector) ?? null;

export const qa = <T extends Element = HTMLElement>(el: Element, selector: string): T[] => [
  ...(el.shadowRoot?.querySelectorAll<T>(selector) ?? []),
];

/** Resolves once the waiting screen (the code) shows. */
export const waitForCode = (el: Element) => until(() => q(el, '.voucher') !== null);

/** The text of the element's one live region. */
export const announced = (el: Element) => q(el, '[role="status"]')?.textContent?.trim() ?? '';

/** The Copy button of a value (`payload`, `clabe`, `reference`, …). */
export const copyButton = (el: Element, key: string) =>
  q<HTMLButtonElement>(el, `[data-copy="${key}"] button`);

/** The visible text of a copyable value. */
export const shownValue = (el: Element, key: string) =>
  q(el, `[data-copy="${key}"] .value`)?.textContent?.trim() ?? '';

/** What the clipboard holds, read by pasting it into a textarea with the real keyboard. */
export async function clipboardText(): Promise<string> {
  const area = document.createElement('textarea');
  document.body.append(area);
  area.focus();
  await userEvent.paste();
  const text = area.value;
  area.remove();
  return text;
}

/** The text of the element's panel, whitespace collapsed (what a shopper reads). */
export const visibleText = (el: Element) => q(el, '.panel')?.textContent.replace(/\s+/g, ' ').trim() ?? '';
