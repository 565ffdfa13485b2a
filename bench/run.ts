/**
 * `pnpm bench`: measures what tucan promises (small, fast) and writes the tables to docs/benchmarks.md.
 * Never part of the timed tests. Run after `pnpm build` so the size table reflects the shipped bundles.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createClient } from '@tucan/client';
import { createSandbox } from '@tucan/sandbox';
import { closure } from '../tools/size.ts';
import { browserCases } from './browser.ts';
import { domainCases } from './domain.ts';

const root = resolve(import.meta.dirname, '..');
const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;

function sizes(): string[] {
  const { budgets } = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8')) as {
    budgets: Record<string, number>;
  };
  const rows = ['| Entry point | Raw | Gzip | Brotli | Budget (gzip) |', '|---|---|---|---|---|'];
  for (const [entry, budget] of Object.entries(budgets)) {
    const file = join(root, entry);
    if (!existsSync(file)) {
      rows.push(`| \`${entry}\` | not built | | | ${kb(budget)} |`);
      continue;
    }
    const code = Buffer.from(closure(file).join('\n'));
    rows.push(
      `| \`${entry}\` | ${kb(code.length)} | ${kb(gzipSync(code, { level: 9 }).length)} | ${kb(brotliCompressSync(code).length)} | ${kb(budget)} |`,
    );
  }
  return rows;
}

/** Median of per-op nanoseconds over several timed batches. */
export function opsPerSecond(fn: () => unknown, batch = 20_000, rounds = 7): number {
  for (let i = 0; i < batch; i++) fn();
  const perOp: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) fn();
    perOp.push(Number(process.hrtime.bigint() - t0) / batch);
  }
  perOp.sort((a, b) => a - b);
  return 1e9 / perOp[Math.floor(perOp.length / 2)]!;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function roundTrips(): Promise<string[]> {
  const sandbox = await createSandbox({ port: 0, rateLimit: { limit: 1_000_000, windowMs: 60_000 } });
  try {
    const tokenRes = await fetch(`${sandbox.authUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: sandbox.clientId,
        client_secret: sandbox.clientSecret,
      }),
    });
    const { access_token } = (await tokenRes.json()) as { access_token: string };
    const info = (await (await fetch(`${sandbox.controlUrl}`)).json()) as {
      wallets: Array<{ uuid: string; country: string }>;
    };
    const wallet = info.wallets.find((w) => w.country === 'BR')!;
    const createCharge = async () => {
      const r = await fetch(`${sandbox.baseUrl}/api/v1/bank/wallet/charge/`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${access_token}`,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify({
          wallet_uuid: wallet.uuid,
          value: 150.75,
          description: 'bench',
          type_charge: 'credit_card',
        }),
      });
      return ((await r.json()) as { charge_uuid: string }).charge_uuid;
    };
    const client = createClient({ baseUrl: sandbox.baseUrl });
    const n = 200;
    const timings: Record<string, number[]> = { 'simulate-installment': [], 'pay (frictionless card)': [] };
    for (let i = 0; i < n; i++) {
      const uuid = await createCharge();
      let t0 = performance.now();
      await client.simulateInstallments(uuid);
      timings['simulate-installment']!.push(performance.now() - t0);
      t0 = performance.now();
      await client.pay(uuid, {
        type_charge: 'credit_card',
        card_name: 'APRO',
        card_number: '4111111111111111',
        card_expiry_month: '12',
        card_expiry_year: '2034',
        card_cvv: '123',
        installments: 1,
      });
      timings['pay (frictionless card)']!.push(performance.now() - t0);
    }
    const rows = ['| Call (client → sandbox, loopback) | n | p50 | p95 | p99 |', '|---|---|---|---|---|'];
    for (const [name, list] of Object.entries(timings)) {
      list.sort((a, b) => a - b);
      const f = (p: number) => `${percentile(list, p).toFixed(2)} ms`;
      rows.push(`| ${name} | ${list.length} | ${f(50)} | ${f(95)} | ${f(99)} |`);
    }
    return rows;
  } finally {
    await sandbox.close();
  }
}

async function main() {
  const domainRows = ['| Pure domain function | ops/s (median of 7 batches) |', '|---|---|'];
  for (const [name, fn] of domainCases)
    domainRows.push(`| ${name} | ${Math.round(opsPerSecond(fn)).toLocaleString('en')} |`);
  const rtt = await roundTrips();
  const browser = await browserCases(root);
  const md = [
    '# Benchmarks',
    '',
    'Written by `pnpm bench` (`bench/run.ts`); numbers from the last run, on the machine below. Sizes include the',
    'local chunks each entry imports statically; lit is inside only the script-tag bundle.',
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '## Bundle sizes',
    '',
    ...sizes(),
    '',
    '## Domain logic (card formatting, validation, brand detection, documents)',
    '',
    ...domainRows,
    '',
    '## Round trips through @tucan/client against the sandbox',
    '',
    ...rtt,
    '',
    '## In Chromium',
    '',
    ...browser,
    '',
  ].join('\n');
  writeFileSync(join(root, 'docs/benchmarks.md'), md);
  process.stdout.write(md);
}

await main();
