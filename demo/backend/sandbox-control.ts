/**
 * The sandbox's QA control endpoints (`{base_url}/sandbox`), relayed for the console. The sandbox refuses control
 * POSTs that carry a foreign `Origin`, so the page never calls it directly: this server-side relay does, as a
 * merchant's test script would. None of this exists against the live service.
 */
import type { Context, Hono } from 'hono';

const MODES = ['current', 'deprecated', 'sunset'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ControlOptions {
  controlUrl: string;
  /** Called after a reset: the backend forgets its token, its verified statuses and its webhook log. */
  onReset(): void;
}

export function createSandboxControl(opts: ControlOptions) {
  async function post(c: Context, path: string, body?: unknown) {
    const res = await fetch(`${opts.controlUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    return c.json((await res.json().catch(() => null)) ?? {}, res.status as 200);
  }

  function mount(app: Hono) {
    app.get('/api/sandbox', async (c) => {
      const res = await fetch(opts.controlUrl);
      const state = (await res.json()) as { version_mode: string; now: string };
      return c.json({ version_mode: state.version_mode, now: state.now, real_now: new Date().toISOString() });
    });
    app.post('/api/sandbox/reset', async (c) => {
      const res = await post(c, '/reset');
      opts.onReset();
      return res;
    });
    app.post('/api/sandbox/clock', async (c) => {
      const { ms } = (await c.req.json().catch(() => ({}))) as { ms?: unknown };
      return post(c, '/clock/advance', { ms });
    });
    app.post('/api/sandbox/version-mode', async (c) => {
      const { mode } = (await c.req.json().catch(() => ({}))) as { mode?: unknown };
      if (typeof mode !== 'string' || !MODES.includes(mode)) return c.json({ error: 'unknown mode' }, 400);
      return post(c, '/version-mode', { mode });
    });
    /** Marks a code or voucher paid, as the shopper paying it at the bank or the store. */
    app.post('/api/sandbox/charges/:uuid/pay', (c) => {
      const uuid = c.req.param('uuid');
      if (!UUID.test(uuid)) return c.json({ error: 'not a charge UUID' }, 400);
      return post(c, `/charges/${uuid}/pay`);
    });
    /**
     * The busy service: the charge's next public pay call answers 429 RATE_LIMIT_EXCEEDED with `Retry-After: 2`
     * and changes nothing (the sandbox's throttle control), as a shopper at the public limit meets it.
     */
    app.post('/api/sandbox/charges/:uuid/throttle', (c) => {
      const uuid = c.req.param('uuid');
      if (!UUID.test(uuid)) return c.json({ error: 'not a charge UUID' }, 400);
      return post(c, `/charges/${uuid}/throttle`, { retry_after: 2, times: 1 });
    });
    /** Any legal transition (a chargeback, a refund error…), with its webhook. */
    app.post('/api/sandbox/charges/:uuid/status', async (c) => {
      const uuid = c.req.param('uuid');
      const { status } = (await c.req.json().catch(() => ({}))) as { status?: unknown };
      if (!UUID.test(uuid)) return c.json({ error: 'not a charge UUID' }, 400);
      return post(c, `/charges/${uuid}/status`, { status, reason: 'QA console' });
    });
  }

  return { mount };
}
