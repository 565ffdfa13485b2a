import type { BrowserCommand } from 'vitest/node';

/**
 * Browser-test commands that run in Node, beside the sandbox started by global-setup.ts. They play the merchant's
 * backend: the browser never holds the client secret or a bearer token, so charges are created here.
 */
function sandboxUrl(): string {
  const url = process.env.TUCAN_TEST_SANDBOX_URL;
  if (!url) throw new Error('TUCAN_TEST_SANDBOX_URL is not set: global-setup.ts did not start the sandbox');
  return url;
}

let cached: { token: string; until: number } | undefined;
async function token(): Promise<string> {
  if (cached && cached.until > Date.now()) return cached.token;
  const res = await fetch(`${sandboxUrl()}/auth/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: process.env.TUCAN_TEST_CLIENT_ID ?? 'tucan_sandbox_client',
      client_secret: process.env.TUCAN_TEST_CLIENT_SECRET ?? 'tucan_sandbox_secret',
    }),
  });
  if (!res.ok) throw new Error(`token: HTTP ${res.status}`);
  const body = (await res.json()) as { access_token: string; expires_in: number };
  cached = { token: body.access_token, until: Date.now() + (body.expires_in - 300) * 1000 };
  return cached.token;
}

async function merchant(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${sandboxUrl()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await token()}`,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

export interface CreateChargeArgs {
  /** BR, MX, AR, CL or CO: picks the seeded wallet of that country. */
  country?: string;
  value?: number;
  description?: string;
  [field: string]: unknown;
}

/** Creates an issued charge on the seeded wallet of a country, as a merchant backend would. */
export const createCharge: BrowserCommand<[CreateChargeArgs?]> = async (_ctx, args = {}) => {
  const { country = 'BR', value = 150.75, ...rest } = args;
  const info = (await (await fetch(`${sandboxUrl()}/sandbox`)).json()) as {
    wallets: Array<{ uuid: string; country: string }>;
  };
  const wallets = info.wallets;
  const wallet = wallets.find((w) => w.country === country);
  if (!wallet) throw new Error(`no seeded wallet for ${country}`);
  return merchant('POST', '/api/v1/bank/wallet/charge/', {
    wallet_uuid: wallet.uuid,
    value,
    description: 'tucan browser test',
    type_charge: 'credit_card',
    ...rest,
  });
};

/** Reads a charge as the merchant backend does (GET /api/v1/bank/wallet/charge/{uuid}/). */
export const getCharge: BrowserCommand<[string]> = async (_ctx, uuid) =>
  merchant('GET', `/api/v1/bank/wallet/charge/${uuid}/`);

/** Lists charges with a reference_external_id or transaction_reference, to count what a test created. */
export const listCharges: BrowserCommand<[Record<string, string>?]> = async (_ctx, query = {}) =>
  merchant('GET', `/api/v1/bank/wallet/charges/?${new URLSearchParams(query)}`);

/** The sandbox's record of a charge's status transitions (control endpoint `GET /sandbox/charges/{uuid}`). */
export const chargeHistory: BrowserCommand<[string]> = async (_ctx, uuid) => {
  const res = await fetch(`${sandboxUrl()}/sandbox/charges/${encodeURIComponent(uuid)}`);
  if (!res.ok) throw new Error(`charge history: HTTP ${res.status}`);
  const body = (await res.json()) as { history: Array<{ from: string; to: string }> };
  return body.history.map(({ from, to }) => ({ from, to }));
};

/** Emulates the shopper's system colour scheme (prefers-color-scheme) in the test page. */
export const emulateColorScheme: BrowserCommand<['light' | 'dark']> = async (ctx, colorScheme) => {
  const page = (
    ctx as unknown as { page: { emulateMedia(o: { colorScheme: 'light' | 'dark' }): Promise<void> } }
  ).page;
  await page.emulateMedia({ colorScheme });
};

/** Marks a code or voucher charge paid, as the shopper paying at the bank would (control `POST …/pay`). */
export const payInSandbox: BrowserCommand<[string]> = async (_ctx, uuid) => {
  const res = await fetch(`${sandboxUrl()}/sandbox/charges/${encodeURIComponent(uuid)}/pay`, {
    method: 'POST',
  });
  if (!res.ok) throw new Error(`control pay: HTTP ${res.status} ${await res.text()}`);
};

/** Forces a legal status transition (control `POST …/status`), e.g. `canceled` as at a code's expiry. */
export const setStatusInSandbox: BrowserCommand<[string, string]> = async (_ctx, uuid, status) => {
  const res = await fetch(`${sandboxUrl()}/sandbox/charges/${encodeURIComponent(uuid)}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  if (!res.ok) throw new Error(`control status: HTTP ${res.status} ${await res.text()}`);
};

/** Creates a pix charge server-side (`POST /api/v1/bank/wallet/charge/pix/`): the full charge with its code. */
export const createPixCharge: BrowserCommand<[{ value?: number }?]> = async (_ctx, args = {}) => {
  const info = (await (await fetch(`${sandboxUrl()}/sandbox`)).json()) as {
    wallets: Array<{ uuid: string; country: string }>;
  };
  const wallet = info.wallets.find((w) => w.country === 'BR');
  return merchant('POST', '/api/v1/bank/wallet/charge/pix/', {
    wallet_uuid: wallet?.uuid,
    value: args.value ?? 25,
    reference_external_id: crypto.randomUUID(),
  });
};

/** Emulates a CSS media type (`print`) or back to `screen`. */
export const emulateMediaType: BrowserCommand<['print' | 'screen']> = async (ctx, media) => {
  const page = (ctx as unknown as { page: { emulateMedia(o: { media: 'print' | 'screen' }): Promise<void> } })
    .page;
  await page.emulateMedia({ media });
};

/** The sandbox's webhook deliveries about a charge (control `GET /sandbox/webhooks?charge_uuid=`). */
export const webhookDeliveries: BrowserCommand<[string]> = async (_ctx, uuid) => {
  const res = await fetch(`${sandboxUrl()}/sandbox/webhooks?charge_uuid=${encodeURIComponent(uuid)}`);
  if (!res.ok) throw new Error(`webhooks: HTTP ${res.status}`);
  return ((await res.json()) as { deliveries: Array<{ payload: Record<string, unknown> }> }).deliveries.map(
    (d) => d.payload,
  );
};

/**
 * The requests the sandbox itself received whose path holds `part` (e.g. a charge's UUID), oldest first, as
 * `METHOD path`: CORS preflights (`OPTIONS`) included, which the browser's own request events do not report.
 */
export const sandboxRequests: BrowserCommand<[string]> = async (_ctx, part) => {
  const sandbox = (
    globalThis as {
      tucanTestSandbox?: { control: { accessLog(): Array<{ method: string; path: string }> } };
    }
  ).tucanTestSandbox;
  if (!sandbox) throw new Error('sandboxRequests: global-setup.ts did not start the sandbox in this process');
  return sandbox.control
    .accessLog()
    .filter((r) => r.path.includes(part))
    .map((r) => `${r.method} ${r.path}`);
};

/**
 * The charge's next `times` pay calls answer 429 with `Retry-After: retryAfter` seconds and change nothing (control
 * `POST /sandbox/charges/{uuid}/throttle`), as a shopper at the public rate limit meets it.
 */
export const throttlePay: BrowserCommand<[string, { retryAfter?: number; times?: number }?]> = async (
  _ctx,
  uuid,
  opts = {},
) => {
  const res = await fetch(`${sandboxUrl()}/sandbox/charges/${encodeURIComponent(uuid)}/throttle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ retry_after: opts.retryAfter ?? 1, times: opts.times ?? 1 }),
  });
  if (!res.ok) throw new Error(`control throttle: HTTP ${res.status} ${await res.text()}`);
};

/**
 * Enters `text` into the focused field at once, as a paste, autofill or an input method does: one trusted `input`
 * event (Playwright's `keyboard.insertText`), where typing sends one per character. For tests not about typing.
 */
export const insertText: BrowserCommand<[string]> = async (ctx, text) => {
  // The test page's frame takes the keyboard first (as Vitest's own `userEvent.keyboard` does).
  const frame = await ctx.frame();
  await frame.evaluate(() => {
    if (document.activeElement === document.body || !document.activeElement) window.focus();
  });
  await (ctx.page as unknown as { keyboard: { insertText(t: string): Promise<void> } }).keyboard.insertText(
    text,
  );
};

/** The sandbox's own base URL (for a webhook_url whose deliveries the tests read back from its log). */
export const sandboxBaseUrl: BrowserCommand<[]> = async () => sandboxUrl();

export const commands = {
  createCharge,
  getCharge,
  listCharges,
  chargeHistory,
  emulateColorScheme,
  payInSandbox,
  setStatusInSandbox,
  createPixCharge,
  emulateMediaType,
  webhookDeliveries,
  sandboxBaseUrl,
  sandboxRequests,
  throttlePay,
  insertText,
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    createCharge(
      args?: CreateChargeArgs,
    ): Promise<{ charge_uuid: string; status: string; [k: string]: unknown }>;
    getCharge(uuid: string): Promise<{ charge_uuid: string; status: string; [k: string]: unknown }>;
    listCharges(query?: Record<string, string>): Promise<unknown>;
    chargeHistory(uuid: string): Promise<Array<{ from: string; to: string }>>;
    emulateColorScheme(scheme: 'light' | 'dark'): Promise<void>;
    payInSandbox(uuid: string): Promise<void>;
    setStatusInSandbox(uuid: string, status: string): Promise<void>;
    createPixCharge(args?: { value?: number }): Promise<{
      charge_uuid: string;
      status: string;
      payment_payload: Record<string, unknown>;
      [k: string]: unknown;
    }>;
    emulateMediaType(media: 'print' | 'screen'): Promise<void>;
    webhookDeliveries(uuid: string): Promise<Array<Record<string, unknown>>>;
    sandboxBaseUrl(): Promise<string>;
    sandboxRequests(part: string): Promise<string[]>;
    throttlePay(uuid: string, opts?: { retryAfter?: number; times?: number }): Promise<void>;
    insertText(text: string): Promise<void>;
  }
}
