/**
 * Helpers of the `<tucan-card>` browser tests (imported by tests only). The generic ones (waiting, events, the
 * recording client, mounting an element for a charge) are in `test/support/`.
 */

import { inject } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { mountForCharge, recordingClient, until } from '../../test/support/index.ts';
import './card.ts';
import type { TucanCardElement } from './card.element.ts';

/**
 * Mounts `<tucan-card isolation="inline">`: these tests read the form in the element's own shadow root (the
 * default, `frame`, is tested in `src/frame/`). `attrs` may say otherwise.
 */
export async function mountCard(attrs: Record<string, string> = {}, parent: HTMLElement = document.body) {
  const el = document.createElement('tucan-card');
  for (const [k, v] of Object.entries({ isolation: 'inline', ...attrs })) el.setAttribute(k, v);
  parent.append(el);
  await el.updateComplete;
  await settled(el);
  return el;
}

/** Waits for what the card adds after its first render, at the first idle moment (amounts, the 3DS dialog). */
export async function settled(el: TucanCardElement): Promise<void> {
  await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 500 }));
  await el.updateComplete;
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
  if (input.type !== 'email') input.setSelectionRange(input.value.length, input.value.length);
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

/** The four card fields' ids and values for `card` (a test card's usual expiry, security code and name). */
export const cardEntries = (card: CardDetails): Array<[string, string]> => [
  ['number', card.number],
  ['expiry', card.expiry ?? '1230'],
  ['cvc', card.cvc ?? (card.number.startsWith('37') ? '1234' : '123')],
  ['name', card.name ?? 'Ana Souza'],
];

/** Types the card fields with the real keyboard, key by key (for tests about typing itself). */
export async function typeCard(el: TucanCardElement, card: CardDetails): Promise<void> {
  for (const [id, text] of cardEntries(card)) await typeInto(el, id, text);
}

/** Enters `text` at the end of a field at once, as a paste or autofill does: one trusted `input` event. */
export async function insertInto(el: TucanCardElement, id: string, text: string): Promise<HTMLInputElement> {
  const input = field(el, id);
  input.focus();
  if (input.type !== 'email') input.setSelectionRange(input.value.length, input.value.length);
  await commands.insertText(text);
  await el.updateComplete;
  return input;
}

/**
 * Fills the card fields as autofill or a paste does, field by field, each with one trusted `input` event: what a
 * test not about typing needs, at a fraction of the browser work of a key per character (`typeCard`).
 */
export async function fillCard(el: TucanCardElement, card: CardDetails): Promise<void> {
  for (const [id, text] of cardEntries(card)) await insertInto(el, id, text);
}

export const payButton = (el: TucanCardElement) => inner<HTMLButtonElement>(el, 'button[type="submit"]');

/**
 * Resolves once Pay takes a press: the service's value of the charge is known (until its simulation answers Pay is
 * `aria-disabled` and a press sends nothing, contract E33) and no attempt is in flight. For a test that presses Pay
 * with a DOM `click()` (Playwright's click waits for this by itself).
 */
export const payReady = (el: TucanCardElement) =>
  until(
    () => el.shadowRoot?.querySelector('button[type="submit"]')?.getAttribute('aria-disabled') === 'false',
  );

/**
 * Creates a charge in the sandbox (as the merchant's backend) and mounts a `<tucan-card isolation="inline">` for
 * it, talking to the sandbox through a recording client; English unless `attrs` says otherwise.
 */
export async function mountWithCharge(country = 'BR', value = 150.75, attrs: Record<string, string> = {}) {
  const rec = recordingClient(inject('sandboxUrl'));
  const mounted = await mountForCharge<TucanCardElement>('tucan-card', {
    country,
    value,
    attrs: { isolation: 'inline', ...attrs },
    client: rec.client,
    ready: settled,
  });
  return { ...mounted, rec };
}

/** Pastes text into a field through the real clipboard, as a shopper would; returns the element. */
export async function pasteInto(id: string, text: string, attrs: Record<string, string> = { lang: 'en' }) {
  const source = document.createElement('textarea');
  source.value = text;
  document.body.append(source);
  source.select();
  await userEvent.copy();
  const el = await mountCard(attrs);
  field(el, id).focus();
  await userEvent.paste();
  await el.updateComplete;
  return el;
}

/** The inline card's form (`<tucan-card-form>`, in the card's shadow root): its plans, its method, its state. */
export function formOf(el: Element) {
  const form = el.shadowRoot?.querySelector('tucan-card-form');
  if (!form) throw new Error('no <tucan-card-form> in tucan-card');
  return form;
}
