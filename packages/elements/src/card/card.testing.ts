/** Helpers of the `<tucan-card>` browser tests (imported by tests only). */
import { userEvent } from 'vitest/browser';
import './card.ts';
import type { TucanCardElement } from './card.element.ts';

export async function mountCard(attrs: Record<string, string> = {}, parent: HTMLElement = document.body) {
  const el = document.createElement('tucan-card');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  parent.append(el);
  await el.updateComplete;
  return el;
}

export const inner = <T extends Element = HTMLInputElement>(el: TucanCardElement, selector: string): T => {
  const found = el.shadowRoot?.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector} in tucan-card`);
  return found;
};

export const field = (el: TucanCardElement, id: string) => inner(el, `#${id}`);

/** The visible error text of a field. */
export const errorOf = (el: TucanCardElement, id: string) =>
  el.shadowRoot?.querySelector(`#${id}-error`)?.textContent?.trim() ?? '';

/** Types with the real keyboard at the end of a field. */
export async function typeInto(el: TucanCardElement, id: string, text: string): Promise<HTMLInputElement> {
  const input = field(el, id);
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
  await userEvent.keyboard(text);
  await el.updateComplete;
  return input;
}

/** Leaves the focused field (blur), as a shopper tabbing away. */
export async function leave(el: TucanCardElement): Promise<void> {
  (el.shadowRoot?.activeElement as HTMLElement | null)?.blur();
  await el.updateComplete;
}

export interface CardDetails {
  number: string;
  expiry?: string;
  cvc?: string;
  name?: string;
}

/** Fills the card fields with the real keyboard. */
export async function fillCard(el: TucanCardElement, card: CardDetails): Promise<void> {
  await typeInto(el, 'number', card.number);
  await typeInto(el, 'expiry', card.expiry ?? '1230');
  await typeInto(el, 'cvc', card.cvc ?? (card.number.startsWith('37') ? '1234' : '123'));
  await typeInto(el, 'name', card.name ?? 'Ana Souza');
}

export const payButton = (el: TucanCardElement) => inner<HTMLButtonElement>(el, 'button[type="submit"]');

/** Records the events the element fires. */
export function recordEvents(el: Element) {
  const events: Array<{ type: string; detail: Record<string, unknown> }> = [];
  for (const type of ['tucan-status', 'tucan-complete', 'tucan-error']) {
    el.addEventListener(type, (e) => events.push({ type, detail: { ...(e as Event & { detail: object }).detail } }));
  }
  return events;
}

/** Resolves once `predicate` holds, polling the DOM (no fixed sleeps in assertions). */
export async function until(predicate: () => boolean, timeoutMs = 15_000): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
