import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

/** Runs `pnpm sandbox` with `args` to its end (these never start a server): its exit code and what it printed. */
function run(...args: string[]) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr };
}

describe('pnpm sandbox: its usage', () => {
  it.each(['--help', '-h'])(
    '%s prints the options, the environment variables and the default port, and exits 0',
    (flag) => {
      const { status, stdout, stderr } = run(flag);
      expect(status).toBe(0);
      expect(stderr).toBe('');
      expect(stdout).toMatch(/^Usage: pnpm sandbox \[options\]/);
      for (const option of ['--port N', '--host H', '--elements-dir DIR', '-h, --help'])
        expect(stdout).toContain(option);
      for (const name of [
        'TUCAN_SANDBOX_PORT',
        'TUCAN_SANDBOX_HOST',
        'TUCAN_SANDBOX_ELEMENTS_DIR',
        'TUCAN_SANDBOX_CLIENT_ID',
        'TUCAN_SANDBOX_CLIENT_SECRET',
        'TUCAN_SANDBOX_WEBHOOK_SECRET',
        'TUCAN_SANDBOX_ALLOWED_HOSTS',
        'TUCAN_SANDBOX_VERSION_MODE',
      ]) {
        expect(stdout).toContain(name);
      }
      expect(stdout).toContain('default 4010');
      expect(stdout).toContain('webhook_url');
    },
  );

  it('an unknown option: one line naming it, then the usage, exit 2, no stack trace', () => {
    const { status, stdout, stderr } = run('--prot', '4020');
    expect(status).toBe(2);
    expect(stdout).toBe('');
    const [first, blank, usage] = stderr.split('\n');
    expect(first).toBe("tucan sandbox: Unknown option '--prot'");
    expect(blank).toBe('');
    expect(usage).toMatch(/^Usage: pnpm sandbox/);
    expect(stderr).not.toMatch(/ERR_PARSE_ARGS|\n\s+at /);
  });

  it('an option without its value: one line naming it, then the usage, exit 2', () => {
    const { status, stderr } = run('--port');
    expect(status).toBe(2);
    expect(stderr.split('\n')[0]).toBe("tucan sandbox: Option '--port <value>' argument missing");
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
