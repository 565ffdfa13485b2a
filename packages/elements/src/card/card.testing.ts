/** Helpers of the `<tucan-card>` browser tests (imported by tests only). */

import { createClient } from '@tucan/client';
import { inject, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
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
    el.addEventListener(type, (e) =>
      events.push({ type, detail: { ...(e as Event & { detail: object }).detail } }),
    );
  }
  return events;
}

/** Resolves once `predicate` holds (vi.waitFor polls the DOM; no fixed sleeps). */
export const until = (predicate: () => boolean, timeout = 15_000) =>
  vi.waitFor(
    () => {
      if (!predicate()) throw new Error('not yet');
    },
    { timeout, interval: 25 },
  );

export interface RecordedCall {
  path: string;
  method: string;
  key: string | null;
  body: Record<string, unknown> | undefined;
}

/**
 * A fault injected on one call:
 * - `lose`: the request reaches the sandbox (which processes it) but its answer is lost (a dropped connection);
 * - `hang`: the request never leaves and no answer comes until the caller gives up (abort);
 * - `{ status, code, source }`: the request never leaves and this status answers (e.g. 503), with this error code
 *   (about `source`: a request field, or the header);
 * - `{ body }`: the request reaches the sandbox and a 200 with this body replaces its answer.
 */
export type Fault = 'lose' | 'hang' | { status: number; code?: string; source?: string } | { body: string };

/**
 * A real `@tucan/client` against the sandbox whose fetch records each request (path, Idempotency-Key, body).
 * One try per call, so a network fault reaches the element as it would after the client's retries.
 * `fault` picks calls to break (see `Fault`).
 */
export function recordingClient(
  baseUrl: string,
  fault?: (call: RecordedCall, index: number) => Fault | undefined,
) {
  const calls: RecordedCall[] = [];
  const recording: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const call: RecordedCall = {
      path: new URL(String(input)).pathname,
      method: init?.method ?? 'GET',
      key: headers.get('idempotency-key'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const broken = fault?.(call, calls.length - 1);
    if (broken === 'hang') {
      return new Promise<Response>((_, reject) => {
        const signal = init?.signal;
        const stop = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
        if (signal?.aborted) stop();
        signal?.addEventListener('abort', stop, { once: true });
      });
    }
    if (broken && typeof broken === 'object' && 'status' in broken) {
      const code = broken.code ?? 'SERVICE_UNAVAILABLE';
      return new Response(
        JSON.stringify({ message: [{ code, source: broken.source ?? 'header', description: code }] }),
        {
          status: broken.status,
          headers: { 'content-type': 'application/json' },
        },
      );
    }
    const response = await fetch(input, init);
    if (broken === 'lose') throw new TypeError('Failed to fetch');
    if (broken && typeof broken === 'object' && 'body' in broken) {
      const kept = new Headers(response.headers);
      kept.delete('content-length');
      kept.delete('content-encoding');
      return new Response(broken.body, { status: 200, headers: kept });
    }
    return response;
  };
  const client = createClient({ baseUrl, fetch: recording, retry: { attempts: 1 } });
  return { client, calls, pays: () => calls.filter((c) => c.path.endsWith('/pay')) };
}

const CURRENCIES: Record<string, string> = { BR: 'BRL', MX: 'MXN', AR: 'ARS', CL: 'CLP', CO: 'COP' };

/**
 * Creates a charge in the sandbox (as the merchant's backend) and mounts a `<tucan-card isolation="inline">` for
 * it, talking to the sandbox through a recording client; English unless `attrs` says otherwise.
 */
export async function mountWithCharge(country = 'BR', value = 150.75, attrs: Record<string, string> = {}) {
  const charge = await commands.createCharge({ country, value, reference_external_id: crypto.randomUUID() });
  const rec = recordingClient(inject('sandboxUrl'));
  const el = document.createElement('tucan-card');
  el.client = rec.client;
  const all = {
    isolation: 'inline',
    'charge-uuid': charge.charge_uuid,
    amount: String(value),
    currency: CURRENCIES[country] ?? '',
    country,
    lang: 'en',
    ...attrs,
  };
  for (const [k, v] of Object.entries(all)) el.setAttribute(k, v);
  document.body.append(el);
  await el.updateComplete;
  await settled(el);
  return { el, charge, rec, events: recordEvents(el) };
}

/** The status the sandbox holds for a charge, read as the merchant's backend does (GET charge). */
export async function statusInSandbox(chargeUuid: string): Promise<string> {
  return (await commands.getCharge(chargeUuid)).status;
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

/** A recording client whose first pay answer is lost on the way back (the sandbox still processed it). */
export function losingFirstPayAnswer(baseUrl: string) {
  let lost = false;
  return recordingClient(baseUrl, (call) => {
    if (lost || !call.path.endsWith('/pay')) return undefined;
    lost = true;
    return 'lose';
  });
}

/** The inline card's form (`<tucan-card-form>`, in the card's shadow root): its plans, its method, its state. */
export function formOf(el: Element) {
  const form = el.shadowRoot?.querySelector('tucan-card-form');
  if (!form) throw new Error('no <tucan-card-form> in tucan-card');
  return form;
}
