/** Helpers of the wallet elements' browser tests (imported by tests only). */

import { createClient } from '@tucan/client';
import { inject, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { recordEvents } from '../card/card.testing.ts';
import type { TucanWalletElement } from './wallet.element.ts';

export interface RecordedExchange {
  path: string;
  key: string | null;
  body: Record<string, unknown> | undefined;
  /** The JSON answer the element received, set once its client has read it. */
  answer: Record<string, unknown> | undefined;
}

/**
 * A real `@tucan/client` against the sandbox whose fetch records each request and the answer the element got.
 * `alter` may rewrite an answer on its way back (for example a session that expires sooner); `lose` picks
 * requests whose answer never arrives.
 */
export function recordingClient(
  baseUrl: string,
  alter?: (path: string, answer: Record<string, unknown>) => Record<string, unknown>,
  lose?: (path: string) => boolean,
) {
  const calls: RecordedExchange[] = [];
  const recording: typeof fetch = async (input, init) => {
    const path = new URL(String(input)).pathname;
    const call: RecordedExchange = {
      path,
      key: new Headers(init?.headers).get('idempotency-key'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      answer: undefined,
    };
    calls.push(call);
    const response = await fetch(input, init);
    // The request reached the sandbox, but its answer is lost on the way back (a dropped connection).
    if (lose?.(path)) throw new TypeError('Failed to fetch');
    const text = await response.text();
    let answer = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    if (answer && alter && response.ok) answer = alter(path, answer);
    const delivered = new Response(answer ? JSON.stringify(answer) : text, {
      status: response.status,
      headers: response.headers,
    });
    // `answer` is set once the element's client has read the body, not when it arrives here: a test that waits
    // for it then sees what the element did with it (a merchant session noted as received, with its time).
    const read = delivered.text.bind(delivered);
    delivered.text = async () => {
      const body = await read();
      call.answer = answer;
      return body;
    };
    return delivered;
  };
  const client = createClient({ baseUrl, fetch: recording, retry: { attempts: 1 } });
  return {
    client,
    calls,
    pays: () => calls.filter((c) => c.path.endsWith('/pay')),
    sessions: () => calls.filter((c) => c.path.endsWith('/session')),
  };
}

const CURRENCIES: Record<string, string> = { BR: 'BRL', MX: 'MXN', AR: 'ARS', CL: 'CLP', CO: 'COP' };

/** Every console call made while a test runs (the wallets must leave the console alone). */
export function watchConsole() {
  return (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m));
}

/**
 * Creates an issued charge in the sandbox (as the merchant's backend) and mounts a wallet element for it,
 * talking to the sandbox through a recording client; English unless `attrs` says otherwise. `props` are set
 * before the element is connected (for example the fake wallet's `loader`).
 */
export async function mountWallet<T extends TucanWalletElement>(
  tag: 'tucan-apple-pay' | 'tucan-google-pay',
  options: {
    country?: string;
    value?: number;
    attrs?: Record<string, string>;
    props?: Partial<T>;
    alter?: Parameters<typeof recordingClient>[1];
    lose?: Parameters<typeof recordingClient>[2];
  } = {},
) {
  const { country = 'BR', value = 150.75 } = options;
  const charge = await commands.createCharge({ country, value, reference_external_id: crypto.randomUUID() });
  const rec = recordingClient(inject('sandboxUrl'), options.alter, options.lose);
  const el = document.createElement(tag) as unknown as T;
  el.client = rec.client;
  Object.assign(el, options.props ?? {});
  const attrs: Record<string, string> = {
    'charge-uuid': charge.charge_uuid,
    amount: String(value),
    currency: CURRENCIES[country] ?? '',
    country,
    methods: 'credit_card debit_card googlepay applepay',
    'merchant-name': 'Loja Exemplo',
    lang: 'en',
    ...options.attrs,
  };
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  const events = recordEvents(el);
  el.addEventListener('tucan-unavailable', (e) => events.push({ type: e.type, detail: { ...e.detail } }));
  document.body.append(el);
  await el.updateComplete;
  return { el, charge, rec, events };
}
