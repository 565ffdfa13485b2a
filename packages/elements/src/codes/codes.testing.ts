/** Helpers of the code elements' browser tests (imported by tests only). */
import { inject } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { recordEvents, recordingClient, until } from '../card/card.testing.ts';
import type { TucanCodeElement } from './code.element.ts';

export { recordEvents, recordingClient, until };

export type CodeTag = 'tucan-pix' | 'tucan-spei' | 'tucan-oxxo' | 'tucan-qra' | 'tucan-boleto' | 'tucan-pfc';
export type CodeEl = TucanCodeElement & HTMLElement;

const CURRENCIES: Record<string, string> = { BR: 'BRL', MX: 'MXN', AR: 'ARS' };

export interface MountOptions {
  country?: string;
  value?: number;
  attrs?: Record<string, string>;
  /** Runs before the element is connected (set properties such as `getStatus`). */
  before?: (el: CodeEl) => void;
}

/**
 * Creates a charge in the sandbox (as the merchant's backend) and mounts a code element for it, talking to the
 * sandbox through a recording client; English unless `attrs` says otherwise.
 */
export async function mountCode(tag: CodeTag, opts: MountOptions = {}) {
  const { country = 'BR', value = 150.75, attrs = {} } = opts;
  const charge = await commands.createCharge({ country, value, reference_external_id: crypto.randomUUID() });
  const rec = recordingClient(inject('sandboxUrl'));
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
