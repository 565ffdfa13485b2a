/** Test helpers: a real listening sandbox, a merchant HTTP client with a bearer token, a webhook receiver. */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createSandbox, type Sandbox, type SandboxOptions, SEED_WALLETS } from '../../src/index.ts';

export const BR_WALLET = SEED_WALLETS.BR;
export const MX_WALLET = SEED_WALLETS.MX;
export const AR_WALLET = SEED_WALLETS.AR;

/** Tests create many charges; a roomy limit keeps them clear of the 100/min default (tested on its own). */
export const ROOMY_RATE_LIMIT = { limit: 10_000, windowMs: 60_000 };

export const VISA_APPROVED = {
  card_name: 'Ana Souza',
  card_number: '4242424242424242',
  card_expiry_month: '12',
  card_expiry_year: '2034',
  card_cvv: '123',
};

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read as loose JSON in tests
export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  return createSandbox({ port: 0, webhookBackoffMs: 5, ...options });
}

export async function requestToken(
  sandbox: Sandbox,
  clientId = sandbox.clientId,
  secret = sandbox.clientSecret,
) {
  const response = await fetch(`${sandbox.authUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: secret,
    }),
  });
  return { status: response.status, headers: response.headers, body: await response.json() } as Reply;
}

export class Merchant {
  #sandbox: Sandbox | undefined;
  #token: string | undefined;

  constructor(sandbox?: Sandbox, token?: string) {
    this.#sandbox = sandbox;
    this.#token = token;
  }

  /** The sandbox this merchant calls. */
  get sandbox(): Sandbox {
    if (!this.#sandbox) throw new Error('the merchant logs in before the tests: use it inside one');
    return this.#sandbox;
  }

  get token(): string {
    if (this.#token === undefined)
      throw new Error('the merchant logs in before the tests: use it inside one');
    return this.#token;
  }

  static async login(sandbox: Sandbox): Promise<Merchant> {
    return new Merchant().#logIn(sandbox);
  }

  async #logIn(sandbox: Sandbox): Promise<this> {
    const reply = await requestToken(sandbox);
    this.#sandbox = sandbox;
    this.#token = reply.body.access_token;
    return this;
  }

  /**
   * The merchant of a test file, on the file's own sandbox: the sandbox starts (with `options`) and the merchant
   * logs in before the file's tests; the sandbox closes after them. `merchant.sandbox` is that sandbox.
   */
  static onOwnSandbox(options: SandboxOptions = {}): Merchant {
    const merchant = new Merchant();
    beforeAll(async () => {
      await merchant.#logIn(await startSandbox(options));
    });
    afterAll(() => merchant.#sandbox?.close());
    return merchant;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const response = await fetch(`${this.sandbox.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }

  /** POST /api/v1/bank/wallet/charge/ with sensible defaults. */
  charge(fields: Record<string, unknown> = {}, headers?: Record<string, string>) {
    return this.post(
      '/api/v1/bank/wallet/charge/',
      { wallet_uuid: BR_WALLET, value: 150.75, type_charge: 'credit_card', ...fields },
      headers,
    );
  }
}

export interface ReceivedWebhook {
  body: Record<string, unknown>;
  /** The exact bytes received, as text (what a signature is computed over). */
  raw: string;
  path: string;
  method: string;
  headers: IncomingMessage['headers'];
  attempt: string | undefined;
}

export type ReceiverAnswer =
  | number
  | 'hang'
  | { status: number; headers?: Record<string, string>; delayMs?: number };

/** A local HTTP receiver; `answer` picks the answer to each request (default 200). */
export async function startReceiver(
  answer: (count: number, request: IncomingMessage) => ReceiverAnswer = () => 200,
) {
  const received: ReceivedWebhook[] = [];
  let count = 0;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      count += 1;
      received.push({
        body: raw ? JSON.parse(raw) : {},
        raw,
        path: request.url ?? '',
        method: request.method ?? '',
        headers: request.headers,
        attempt: request.headers['x-webhook-attempt'] as string | undefined,
      });
      const reply = answer(count, request);
      if (reply === 'hang') return;
      const { status, headers, delayMs } = typeof reply === 'number' ? { status: reply } : reply;
      const send = () => response.writeHead(status, headers).end();
      if (delayMs) setTimeout(send, delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
