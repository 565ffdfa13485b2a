/** Shared harness of the public-endpoint and ACS tests: a real listening sandbox, a merchant, a webhook receiver. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { SEED_WALLETS } from '../src/contract.ts';
import { createSandbox, type SandboxOptions } from '../src/index.ts';
import { ROOMY_RATE_LIMIT } from './support/merchant.ts';

export { ROOMY_RATE_LIMIT };

export type Sandbox = Awaited<ReturnType<typeof createSandbox>>;
export type Country = keyof typeof SEED_WALLETS;

export const PUBLIC = '/api/v1/bank/public';
export const FUTURE_YEAR = String(new Date().getUTCFullYear() + 3);

export function card(number: string, extra: Record<string, unknown> = {}) {
  return {
    type_charge: 'credit_card',
    card_name: 'Ana Souza',
    card_number: number,
    card_expiry_month: '04',
    card_expiry_year: FUTURE_YEAR,
    card_cvv: number.startsWith('34') || number.startsWith('37') ? '1234' : '123',
    email: 'ana@example.com',
    ...extra,
  };
}

const tokens = new WeakMap<Sandbox, string>();

/** Drops the cached token (after moving the sandbox clock past its expiry). */
export function forgetToken(sb: Sandbox): void {
  tokens.delete(sb);
}

/** A merchant bearer token, minted once per sandbox (the token endpoint counts against the rate limit). */
export async function merchantToken(sb: Sandbox): Promise<string> {
  const cached = tokens.get(sb);
  if (cached) return cached;
  const res = await fetch(`${sb.authUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: sb.clientId,
      client_secret: sb.clientSecret,
    }),
  });
  const body = (await res.json()) as { access_token: string };
  tokens.set(sb, body.access_token);
  return body.access_token;
}

/** Creates an `issued` charge as the merchant would (no card data: the widget pays it). */
export async function createCharge(
  sb: Sandbox,
  country: Country,
  value: number,
  extra: Record<string, unknown> = {},
): Promise<{ charge_uuid: string; status: string; [key: string]: unknown }> {
  const token = await merchantToken(sb);
  const res = await fetch(`${sb.baseUrl}/api/v1/bank/wallet/charge/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      wallet_uuid: SEED_WALLETS[country],
      value,
      description: 'Order 42',
      type_charge: 'credit_card',
      ...extra,
    }),
  });
  if (res.status >= 300) throw new Error(`charge creation failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { charge_uuid: string; status: string };
}

export async function getCharge(sb: Sandbox, uuid: string): Promise<Record<string, unknown>> {
  const token = await merchantToken(sb);
  const res = await fetch(`${sb.baseUrl}/api/v1/bank/wallet/charge/${uuid}/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await res.json()) as Record<string, unknown>;
}

export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are read field by field
  body: any;
}

export async function post(
  sb: Sandbox,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${sb.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'https://shop.example', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

export async function get(sb: Sandbox, path: string): Promise<Answer> {
  const res = await fetch(`${sb.baseUrl}${path}`, { headers: { Origin: 'https://shop.example' } });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** A browser-style form POST (application/x-www-form-urlencoded), as the ACS iframes do. */
export async function formPost(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; html: string }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
  return { status: res.status, html: await res.text() };
}

/** The hidden fields and action of the first form of an HTML page. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[m[1] ?? ''] = (m[2] ?? '').replace(/&#(\d+);/g, (_, code: string) =>
      String.fromCharCode(Number(code)),
    );
  }
  return {
    action: action.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    fields,
  };
}

export function decodeB64UrlJson(text: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A local webhook receiver that answers 200 and records every payload. */
export async function webhookReceiver() {
  const received: Array<Record<string, unknown>> = [];
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      received.push(JSON.parse(data) as Record<string, unknown>);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    received,
    statusesOf: (uuid: string) => received.filter((p) => p.charge_uuid === uuid).map((p) => p.status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function waitFor<T>(
  probe: () => T | Promise<T>,
  ok: (value: T) => boolean,
  tries = 100,
): Promise<T> {
  let value = await probe();
  for (let i = 0; i < tries && !ok(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await probe();
  }
  return value;
}

export type WebhookReceiver = Awaited<ReturnType<typeof webhookReceiver>>;

/**
 * The public tests' set-up: a listening sandbox (fast webhooks, a roomy rate limit, any `options` on top) and a
 * webhook receiver, started before the file's tests and closed after them. Its helpers are bound to that sandbox,
 * so they can be destructured; the sandbox itself is read inside tests, once it runs.
 */
export function usePublicSandbox(options: SandboxOptions = {}) {
  let running: { sb: Sandbox; hooks: WebhookReceiver } | undefined;
  beforeAll(async () => {
    const sb = await createSandbox({
      port: 0,
      webhookBackoffMs: 10,
      rateLimit: ROOMY_RATE_LIMIT,
      ...options,
    });
    running = { sb, hooks: await webhookReceiver() };
  });
  afterAll(async () => {
    await running?.sb.close();
    await running?.hooks.close();
  });
  const started = () => {
    if (!running) throw new Error('the sandbox starts before the tests: read it inside one');
    return running;
  };
  return {
    /** The running sandbox, for helpers that take it. */
    get sb(): Sandbox {
      return started().sb;
    },
    get control(): Sandbox['control'] {
      return started().sb.control;
    },
    get baseUrl(): string {
      return started().sb.baseUrl;
    },
    get controlUrl(): string {
      return started().sb.controlUrl;
    },
    /** The webhook receiver: pass `hooks.url` as a charge's `webhook_url` to hear about it. */
    get hooks(): WebhookReceiver {
      return started().hooks;
    },
    createCharge: (country: Country, value: number, extra?: Record<string, unknown>) =>
      createCharge(started().sb, country, value, extra),
    getCharge: (uuid: string) => getCharge(started().sb, uuid),
    /** The shopper's pay call: `POST /charge/{uuid}/pay` on the public endpoint. */
    pay: (uuid: string, body: unknown, headers?: Record<string, string>) =>
      post(started().sb, `${PUBLIC}/charge/${uuid}/pay`, body, headers),
    post: (path: string, body: unknown, headers?: Record<string, string>) =>
      post(started().sb, path, body, headers),
    get: (path: string) => get(started().sb, path),
    merchantToken: () => merchantToken(started().sb),
  };
}
