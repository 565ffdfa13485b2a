import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index.ts';
import { BR_WALLET, Merchant, requestToken, VISA_APPROVED } from './support/merchant.ts';

const merchant = Merchant.onOwnSandbox();

const control = (path: string, body?: unknown) =>
  fetch(`${merchant.sandbox.controlUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

describe('QA control endpoints', () => {
  it('describes the sandbox and its seeded wallets', async () => {
    const info = await control('/');
    expect(info.body).toMatchObject({
      base_url: merchant.sandbox.baseUrl,
      client_id: 'tucan_sandbox_client',
    });
    expect(info.body.seed_wallets.BR).toBe(BR_WALLET);
  });

  it('shows a charge with its status history', async () => {
    const created = await merchant.charge(VISA_APPROVED);
    const shown = await control(`/charges/${created.body.charge_uuid}`);
    expect(shown.body.history.map((h: { to: string }) => h.to)).toEqual(['issued', 'confirmed', 'paid']);
  });

  it('marks a code charge paid, and refuses to force an illegal transition', async () => {
    const pix = await merchant.charge({ type_charge: 'pix' });
    expect((await control(`/charges/${pix.body.charge_uuid}/pay`, {})).body.status).toBe('paid');
    const illegal = await control(`/charges/${pix.body.charge_uuid}/status`, { status: 'issued' });
    expect(illegal.status).toBe(409);
    expect(illegal.body.message[0].code).toBe('INVALID_STATE');
  });

  it('advances the clock so that tokens expire', async () => {
    const fresh = await Merchant.login(merchant.sandbox);
    await control('/clock/advance', { ms: 3_601_000 });
    expect((await fresh.get(`/api/v1/bank/wallet/${BR_WALLET}/`)).status).toBe(401);
  });

  it('resets to the seeded state', async () => {
    const before = await Merchant.login(merchant.sandbox);
    const created = await before.post('/api/v1/bank/wallet/', { name: 'Temp', country: 'MX' });
    expect(created.status).toBe(201);
    expect((await control('/reset', {})).status).toBe(200);
    const again = await Merchant.login(merchant.sandbox);
    expect((await again.get(`/api/v1/bank/wallet/${created.body.uuid}/`)).status).toBe(404);
    expect((await again.get(`/api/v1/bank/wallet/${BR_WALLET}/`)).status).toBe(200);
    expect((await again.get('/api/v1/bank/wallet/charges/')).body.count).toBe(0);
  });
});

describe('Idempotency-Key while the first request is still running', () => {
  it('answers 409 to the retry and lets the first one finish', async () => {
    const hooks = merchant.sandbox.control.core.hooks;
    const original = hooks.authorizeCard;
    let release: () => void = () => {};
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    hooks.authorizeCard = async () => {
      entered();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { result: 'approved' };
    };
    try {
      const fresh = await Merchant.login(merchant.sandbox);
      const first = fresh.charge(VISA_APPROVED, { 'Idempotency-Key': 'slow-1' });
      await inside;
      const retry = await fresh.charge(VISA_APPROVED, { 'Idempotency-Key': 'slow-1' });
      expect(retry.status).toBe(409);
      expect(retry.body.message[0].code).toBe('IDEMPOTENCY_KEY_IN_USE');
      release();
      expect((await first).status).toBe(201);
    } finally {
      hooks.authorizeCard = original;
    }
  });
});

describe('pnpm sandbox', () => {
  it('starts from the command line with credentials from the environment and prints them', async () => {
    const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0'], {
      env: {
        ...process.env,
        TUCAN_SANDBOX_CLIENT_ID: 'qa_client',
        TUCAN_SANDBOX_CLIENT_SECRET: 'qa_secret',
        TUCAN_SANDBOX_WEBHOOK_SECRET: 'whsec_qa',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const banner = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk) => {
          out += chunk;
          if (out.includes('client_secret')) resolve(out);
        });
        child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
      });
      const baseUrl = /base_url\s+(\S+)/.exec(banner)?.[1] ?? '';
      expect(banner).toMatch(/auth_url\s+http:\/\/127\.0\.0\.1:\d+\/auth/);
      expect(banner).toMatch(/client_id\s+qa_client/);
      expect(banner).toMatch(/client_secret\s+qa_secret/);
      expect(banner).toMatch(/webhook_secret\s+whsec_qa/);
      const token = await requestToken({ authUrl: `${baseUrl}/auth` } as Sandbox, 'qa_client', 'qa_secret');
      expect(token.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  });

  /** The banner `pnpm sandbox --elements-dir DIR` prints, once it is all there. */
  async function bannerWith(dir: string): Promise<string> {
    const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0', '--elements-dir', dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      return await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk) => {
          out += chunk;
          if (out.includes('webhook_secret')) resolve(out);
        });
        child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
      });
    } finally {
      child.kill('SIGTERM');
    }
  }

  it('says when the script tag’s files are missing (no build) and how to build them; a built folder is named alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tucan-elements-'));
    try {
      const unbuilt = await bannerWith(dir);
      expect(unbuilt).toContain(
        `elements      ${dir}, which has no tucan.js: no script-tag files (/elements/tucan.js), card frame or hosted checkout page; build them with \`pnpm build\`, or give a built dist/ with --elements-dir DIR`,
      );
      writeFileSync(join(dir, 'tucan.js'), '');
      const built = await bannerWith(dir);
      expect(built).toMatch(new RegExp(`elements {6}${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
