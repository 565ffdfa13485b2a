/**
 * `@tucan/sandbox`: a stateful emulator of the Payment Service Interface v1, embeddable in tests and the demo.
 *
 *   const sandbox = await createSandbox({ port: 0 });
 *   // sandbox.baseUrl, sandbox.authUrl, sandbox.clientId, sandbox.clientSecret, sandbox.webhookSecret,
 *   // sandbox.control, sandbox.close()
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import type { ChargeStatus, VersionMode } from './contract.ts';
import { type AccessLogEntry, SandboxCore, type SandboxOptions } from './core.ts';
import type { Charge } from './models.ts';
import { stopCodeSweeper } from './public/code-lifecycle.ts';
import type { WebhookDelivery } from './webhooks.ts';

export type { ChargeStatus, TypeCharge, VersionMode } from './contract.ts';
export { SEED_CLIENT_ID, SEED_CLIENT_SECRET, SEED_WALLETS, SEED_WEBHOOK_SECRET } from './contract.ts';
export type { AccessLogEntry, CardAuthorization, CardInput, SandboxOptions } from './core.ts';
export { SandboxCore } from './core.ts';
export type { Charge, Wallet } from './models.ts';
export {
  SIGNATURE_HEADER,
  SIGNATURE_TOLERANCE_SECONDS,
  type SignatureCheck,
  signWebhook,
  verifyWebhookSignature,
} from './webhook-signature.ts';
export type { WebhookDelivery } from './webhooks.ts';

export interface SandboxControl {
  /** The webhook delivery log (attempts, status codes, payloads). */
  webhooks(): WebhookDelivery[];
  /** Resolves once every queued webhook was delivered or gave up. */
  webhooksIdle(): Promise<void>;
  charge(uuid: string): Charge | undefined;
  /** Forces a legal transition (409 ApiError otherwise), firing its webhook. */
  transition(uuid: string, to: ChargeStatus, reason?: string): Charge;
  setVersionMode(mode: VersionMode): void;
  /** Moves the sandbox clock forward (token expiry, rate-limit window, code expiry). */
  advance(ms: number): void;
  reset(): void;
  /** The access log (`accessLog: true`), oldest first; empty when the option is off. */
  accessLog(): AccessLogEntry[];
  /** Empties the access log, e.g. before the flow to be counted. */
  clearAccessLog(): void;
  readonly core: SandboxCore;
}

export interface Sandbox {
  baseUrl: string;
  authUrl: string;
  controlUrl: string;
  clientId: string;
  clientSecret: string;
  /** The seeded client's webhook signing secret: the key of every delivery's `Tucan-Signature`. */
  webhookSecret: string;
  control: SandboxControl;
  close(): Promise<void>;
}

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const core = new SandboxCore(options);
  const app = createApp(core);
  const host = core.host;
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
    (resolve, reject) => {
      const server = serve(
        { fetch: app.fetch, port: options.port ?? 4010, hostname: host },
        (info: AddressInfo) => resolve({ server, port: info.port }),
      );
      server.once('error', reject);
      // Clients keep an idle connection a few seconds (undici: 4 s) and send on it again; the server keeps it
      // longer, so it never closes one just as a client reuses it (a "fetch failed" with no answer).
      if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000;
    },
  );
  const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  core.baseUrl = baseUrl;
  const control: SandboxControl = {
    webhooks: () => core.webhooks.log,
    webhooksIdle: () => core.webhooks.idle(),
    charge: (uuid) => core.findCharge(uuid),
    transition: (uuid, to, reason = 'sandbox control') => {
      const charge = core.findCharge(uuid);
      if (!charge) throw new Error(`unknown charge ${uuid}`);
      return core.transition(charge, to, reason);
    },
    setVersionMode: (mode) => {
      core.versionMode = mode;
    },
    advance: (ms) => core.advance(ms),
    reset: () => core.reset(),
    accessLog: () => [...(core.accessLog ?? [])],
    clearAccessLog: () => {
      core.accessLog?.splice(0);
    },
    core,
  };
  return {
    baseUrl,
    authUrl: `${baseUrl}/auth`,
    controlUrl: `${baseUrl}/sandbox`,
    clientId: core.clientId,
    clientSecret: core.clientSecret,
    webhookSecret: core.webhookSecret,
    control,
    close: () =>
      new Promise<void>((resolve, reject) => {
        core.webhooks.close();
        stopCodeSweeper(core);
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
