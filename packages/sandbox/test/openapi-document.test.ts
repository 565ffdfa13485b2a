/**
 * The OpenAPI document is the sandbox's own: every route the app registers is in it (and nothing else), it covers
 * every path of seed §4, its error shapes, headers and webhooks, it is served at `GET /openapi.json`, and the
 * package's `openapi.json` and `openapi.d.ts` are what the generator writes today.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOpenApiFiles, PACKAGE_DIR } from '../scripts/openapi.ts';
import { createApp } from '../src/app.ts';
import { SandboxCore } from '../src/core.ts';
import { createSandbox } from '../src/index.ts';
import { documentedRoutes, openApiDocument } from '../src/openapi/document.ts';

/** Seed §4, as the seed writes it (payout get and list: the paths the sandbox chose under the shared prefix). */
const SEED_PATHS = [
  'post /oauth2/token',
  'post /charge',
  'post /api/v1/bank/wallet/',
  'get /api/v1/bank/wallet/{uuid}/',
  'post /api/v1/bank/wallet/charge/',
  'post /api/v1/bank/wallet/charge/pix/',
  'get /api/v1/bank/wallet/charge/{uuid}/',
  'get /api/v1/bank/wallet/charges/',
  'post /api/v1/bank/wallet/charge/{charge_uuid}/capture/{wallet_uuid}/',
  'post /api/v1/bank/wallet/charge/{charge_uuid}/refund/{wallet_uuid}/',
  'post /api/v1/bank/wallet/charge/{charge_uuid}/cancel/{wallet_uuid}/',
  'post /api/v1/bank/wallet/payment-link/',
  'post /api/v1/bank/wallet/checkout/',
  'post /api/v1/bank/wallet/zero-auth/',
  'post /api/v1/bank/wallet/tokenization/',
  'get /api/v1/bank/wallet/bin/{card_bin}/',
  'post /api/v1/bank/wallet/fx/rate/',
  'post /api/v1/bank/wallet/payout/',
  'get /api/v1/bank/wallet/payout/{uuid}/',
  'get /api/v1/bank/wallet/payout/',
  'get /api/v1/bank/public/charge/{uuid}/simulate-installment',
  'post /api/v1/bank/public/setup-authentication',
  'post /api/v1/bank/public/charge/authentication/{uuid}/validate',
  'post /api/v1/bank/public/charge/applepay/{uuid}/session',
  'post /api/v1/bank/public/charge/{uuid}/pay',
];

type Doc = ReturnType<typeof openApiDocument>;
interface Op {
  security?: unknown[];
  servers?: { url: string }[];
  parameters?: ({ name?: string; $ref?: string } & Record<string, unknown>)[];
  responses: Record<string, { $ref?: string; headers?: Record<string, unknown> }>;
  'x-assumption'?: string;
}
const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method} ${path}`, path, op: op as Op })),
  );

describe('the OpenAPI document', () => {
  it('names every route the sandbox app registers, and no other', () => {
    const app = createApp(new SandboxCore({}));
    const registered = new Set(
      app.routes
        .filter(
          (r) =>
            r.method !== 'ALL' && !/^\/(sandbox|elements)(\/|$)/.test(r.path) && r.path !== '/openapi.json',
        )
        .map((r) => `${r.method} ${r.path.replace(/:\w+/g, '{}').replace(/\/$/, '')}`),
    );
    expect([...registered].sort()).toEqual([...new Set(documentedRoutes())].sort());
  });

  it('covers every endpoint of seed §4, with the public ones needing no token and the rest the OAuth scheme', () => {
    const doc = openApiDocument();
    expect(doc.openapi).toMatch(/^3\.1\./);
    const ops = operations(doc);
    expect(ops.map((o) => o.key)).toEqual(expect.arrayContaining(SEED_PATHS));
    for (const { key, path, op } of ops) {
      if (path.startsWith('/api/v1/bank/public/')) expect(op.security, key).toEqual([]);
      else if (path === '/oauth2/token') expect(op.servers?.[0]?.url).toBe('http://127.0.0.1:4010/auth');
      else expect(op.security ?? doc.security, key).toEqual([{ oauth2: [] }]);
      expect(op['x-assumption'], key).toMatch(/^docs\/contract\.md#/);
      expect(op.responses['429']?.$ref, key).toMatch(/TooManyRequests/);
      if (key.startsWith('post ') && path !== '/oauth2/token') {
        expect(op.parameters, key).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
      }
    }
    expect(doc.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl).toBe(
      'http://127.0.0.1:4010/auth/oauth2/token',
    );
  });

  it('describes both error shapes, the rate-limit, versioning and signature headers, and the webhooks', () => {
    const doc = openApiDocument();
    const schemas = doc.components.schemas as Record<string, { properties?: Record<string, unknown> }>;
    expect(Object.keys(schemas.ErrorBody?.properties ?? {})).toEqual(['message', 'request_id']);
    expect(Object.keys(schemas.ErrorEntry?.properties ?? {})).toEqual(['code', 'source', 'description']);
    expect(Object.keys(schemas.RateLimitBody?.properties ?? {})).toEqual(['error', 'request_id']);
    expect(Object.keys(doc.components.headers)).toEqual(
      expect.arrayContaining([
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
        'Retry-After',
        'Deprecation',
        'Sunset',
        'Link',
      ]),
    );
    expect(doc.components.parameters.IdempotencyKey.name).toBe('Idempotency-Key');
    const charge = doc.webhooks.chargeStatusChanged.post;
    expect(charge.parameters.map((p) => p.name)).toContain('Tucan-Signature');
    expect(Object.keys(schemas.ChargeWebhook?.properties ?? {})).toEqual([
      'charge_uuid',
      'status',
      'transaction_reference',
      'subscription_uuid',
      'payment_link_uuid',
      'reference_external_id',
    ]);
    expect(doc.webhooks.payoutStatusChanged.post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/PayoutWebhook',
    });
  });

  it('is the same as the package’s openapi.json and openapi.d.ts (run `pnpm --filter @tucan/sandbox openapi`)', async () => {
    const { json, dts } = await generateOpenApiFiles();
    expect(readFileSync(join(PACKAGE_DIR, 'openapi.json'), 'utf8')).toBe(json);
    expect(readFileSync(join(PACKAGE_DIR, 'openapi.d.ts'), 'utf8')).toBe(dts);
  });

  describe('GET /openapi.json', () => {
    let sb: Awaited<ReturnType<typeof createSandbox>>;
    beforeAll(async () => {
      sb = await createSandbox({ port: 0 });
    });
    afterAll(() => sb.close());

    it('answers the document with this sandbox as its server, without a token', async () => {
      const res = await fetch(`${sb.baseUrl}/openapi.json`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const doc = (await res.json()) as Doc;
      expect(doc.servers).toEqual([{ url: sb.baseUrl, description: '{base_url}' }]);
      expect(doc.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl).toBe(
        `${sb.authUrl}/oauth2/token`,
      );
      expect(Object.keys(doc.paths)).toEqual(Object.keys(openApiDocument().paths));
    });
  });
});
