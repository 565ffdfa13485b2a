/**
 * `pnpm pack:check` (part of `pnpm test`, after the build): the published shape of the three packages.
 * 1. `npm pack` and `pnpm pack` give the same tarball: the same files with the same bytes, the same package.json;
 * 2. publint (strict) and `@arethetypeswrong/cli` (ESM-only profile) pass on each tarball;
 * 3. the tarballs install with npm into an empty folder (their dependencies from the registry), where
 *    `npx tucan-sandbox` starts, issues a token and serves a link's hosted checkout page from the installed
 *    `@tucan/elements`' `dist/hosted/`, and `@tucan/elements` imports in Node without a window.
 * Prints one line per check; exits non-zero when one fails.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { checkPublishedTypes } from './published-types.ts';

const root = resolve(import.meta.dirname, '..');
export const PACKAGES = ['client', 'elements', 'sandbox'] as const;

let failed = 0;
function check(ok: boolean, what: string, detail = '') {
  if (!ok) failed++;
  process.stdout.write(`${ok ? '✓' : '✗'} ${what}${!ok && detail ? `\n${detail}` : ''}\n`);
}

export function run(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  // npm and the tools must not inherit the workspace's `--conditions=tucan-source` (pnpm's nodeOptions).
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { ok: r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

/** The files of a tarball, path → bytes (tar, which every CI image has). */
function contents(tgz: string): Map<string, Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'tucan-untar-'));
  spawnSync('tar', ['xzf', tgz, '-C', dir]);
  const files = new Map<string, Buffer>();
  const walk = (d: string, rel: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name), `${rel}${e.name}/`);
      else files.set(`${rel}${e.name}`, readFileSync(join(d, e.name)));
    }
  };
  walk(join(dir, 'package'), '');
  return files;
}

/**
 * A packed package.json without its `prepack` script (tools/prepack.mjs, which refuses to pack a package that was
 * not built): pnpm leaves that lifecycle script out of what it packs, npm keeps it; it runs only where the package
 * is packed, never where it is installed.
 */
function withoutPrepack(bytes: Buffer): unknown {
  const pkg = JSON.parse(bytes.toString()) as { scripts?: Record<string, string> };
  if (pkg.scripts) {
    delete pkg.scripts.prepack;
    if (Object.keys(pkg.scripts).length === 0) delete pkg.scripts;
  }
  return pkg;
}

function samePackages(a: Map<string, Buffer>, b: Map<string, Buffer>): string {
  const names = [...new Set([...a.keys(), ...b.keys()])].sort();
  const diff: string[] = [];
  for (const n of names) {
    const x = a.get(n);
    const y = b.get(n);
    if (!x || !y) diff.push(`${n}: only in ${x ? 'npm' : 'pnpm'} pack`);
    else if (n === 'package.json') {
      if (!isDeepStrictEqual(withoutPrepack(x), withoutPrepack(y))) diff.push('package.json differs');
    } else if (!x.equals(y)) diff.push(`${n}: different bytes`);
  }
  return diff.join('\n');
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

function waitForOutput(child: ChildProcess, text: string, ms: number): Promise<string> {
  return new Promise((done, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`no "${text}" within ${ms} ms:\n${out}`)), ms);
    const on = (b: Buffer) => {
      out += b.toString();
      if (out.includes(text)) {
        clearTimeout(timer);
        done(out);
      }
    };
    child.stdout?.on('data', on);
    child.stderr?.on('data', on);
    child.on('exit', (code) => fail(new Error(`exited with ${code}:\n${out}`)));
  });
}

/** `npm pack` of the given packages into `dest`: the tarball paths (the build must exist: `pnpm build`). */
export function packTarballs(dest: string, names: readonly (typeof PACKAGES)[number][] = PACKAGES): string[] {
  return names.map((name) => {
    const dir = join(root, 'packages', name);
    const r = run('npm', ['pack', '--pack-destination', dest], dir);
    if (!r.ok) throw new Error(`npm pack @tucan/${name} failed:\n${r.out}`);
    const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
    return join(dest, `tucan-${name}-${version}.tgz`);
  });
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'tucan-pack-'));
  const npmDir = join(work, 'npm');
  const pnpmDir = join(work, 'pnpm');
  mkdirSync(npmDir);
  mkdirSync(pnpmDir);
  const tarballs: string[] = [];
  for (const name of PACKAGES) {
    const dir = join(root, 'packages', name);
    const file = `tucan-${name}-${JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version}.tgz`;
    const npm = run('npm', ['pack', '--pack-destination', npmDir], dir);
    const pnpm = run('pnpm', ['pack', '--pack-destination', pnpmDir], dir);
    check(npm.ok && pnpm.ok, `@tucan/${name}: npm pack and pnpm pack`, npm.out + pnpm.out);
    if (!npm.ok || !pnpm.ok) continue;
    const tgz = join(npmDir, file);
    tarballs.push(tgz);
    const a = contents(tgz);
    const diff = samePackages(a, contents(join(pnpmDir, file)));
    check(diff === '', `@tucan/${name}: npm pack and pnpm pack give the same files and package.json`, diff);
    const pkg = JSON.parse(a.get('package.json')!.toString());
    const deps = JSON.stringify({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies });
    check(!deps.includes('workspace:'), `@tucan/${name}: no workspace: ranges`, deps);
    check(pkg.license === 'MIT' && a.has('LICENSE'), `@tucan/${name}: MIT, with a LICENSE file`);
    check(![...a.keys()].some((f) => f.startsWith('src/')), `@tucan/${name}: ships no sources`);
    const publint = run('pnpm', ['exec', 'publint', 'run', tgz, '--strict'], root);
    check(publint.ok && /All good/.test(publint.out), `@tucan/${name}: publint --strict`, publint.out);
    const attw = run('pnpm', ['exec', 'attw', tgz, '--profile', 'esm-only', '--format', 'ascii'], root);
    check(attw.ok, `@tucan/${name}: arethetypeswrong (ESM only)`, attw.out);
  }

  // A merchant's empty project: the three tarballs installed with npm.
  const app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(
    join(app, 'package.json'),
    '{ "name": "tucan-pack-app", "private": true, "type": "module" }\n',
  );
  const install = run('npm', ['install', '--no-audit', '--no-fund', ...tarballs], app);
  check(install.ok, 'the tarballs install with npm into an empty folder', install.out);
  if (install.ok) {
    const node = run(
      'node',
      [
        '--input-type=module',
        '-e',
        "const m = await import('@tucan/elements'); const s = await import('@tucan/sandbox');" +
          "if (typeof window !== 'undefined' || !m.CHARGE_STATUSES.includes('paid') || !s.createSandbox) process.exit(1);",
      ],
      app,
    );
    check(node.ok, '@tucan/elements and @tucan/sandbox import in Node from the installed tarballs', node.out);
    const types = await checkPublishedTypes(app);
    check(
      types.ok,
      "the installed @tucan/elements' types take every message table's words (the README's too) and refuse a wrong key",
      types.out,
    );
    const port = await freePort();
    const child = spawn('npx', ['--no-install', 'tucan-sandbox', '--port', String(port)], {
      cwd: app,
      env: { ...process.env, NODE_OPTIONS: '' },
      detached: true,
    });
    try {
      await waitForOutput(child, 'base_url', 30_000);
      const res = await fetch(`http://127.0.0.1:${port}/auth/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials&client_id=tucan_sandbox_client&client_secret=tucan_sandbox_secret',
      });
      const token = (await res.json()) as { access_token?: string };
      check(
        res.ok && typeof token.access_token === 'string',
        '`npx tucan-sandbox` starts and issues a token',
      );
      // The installed sandbox finds the installed @tucan/elements' dist/: a link's url is the hosted page.
      const link = await fetch(`http://127.0.0.1:${port}/api/v1/bank/wallet/checkout/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ wallet_uuid: '7ca40000-0000-4000-8000-000000000076', value: 10 }),
      });
      const { url } = (await link.json()) as { url: string };
      const page = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
      const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(page)?.[1] ?? '';
      const script = await fetch(new URL(entry, url));
      check(
        page.includes('id="tucan-link"') && script.ok,
        'the installed sandbox serves the hosted checkout page of the installed @tucan/elements',
        page.slice(0, 500),
      );
    } catch (e) {
      check(false, '`npx tucan-sandbox` starts and issues a token', String(e));
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }
  }
  process.stdout.write(`pack: ${failed === 0 ? 'all checks passed' : `${failed} check(s) failed`}\n`);
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
