/**
 * The OpenAPI 3.1 document of the service API as the sandbox implements it, generated from the zod schemas the
 * routes validate with (exported by the route files) and the response schemas of `./responses.ts`, with zod's own
 * JSON Schema output (draft 2020-12, the dialect of OpenAPI 3.1). Served at `GET /openapi.json`, written to
 * `dist/openapi.json` by the build; `test/openapi-document.test.ts` checks that every route the app registers is
 * in it. Each "not shown" decision carries `x-assumption`: the row of docs/contract.md that decides it.
 */
import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../contract.ts';
import { row } from './assumptions.ts';
import { components, type SchemaId } from './components.ts';
import { ERROR_RESPONSES, errorStatuses, HEADERS, responseHeaders } from './errors.ts';
import { type Kind, OPERATIONS, type Operation, PATH_PARAMS, TAGS } from './operations.ts';

const schemaRef = (id: SchemaId) => ({ $ref: `#/components/schemas/${id}` });

export interface DocumentOptions {
  /** `{base_url}` of the server the document names (default: `pnpm sandbox`'s). */
  baseUrl?: string;
  /** `{auth_url}` (default: `{base_url}/auth`). */
  authUrl?: string;
  /**
   * Describe response objects as closed (`additionalProperties: false`), so that a validator flags any field the
   * document does not name. For checking the sandbox against its own document; merchants get the open form, since
   * new response fields may appear without notice (seed §9.4).
   */
  closedResponses?: boolean;
}

export const DEFAULT_BASE_URL = 'http://127.0.0.1:4010';

/** JSON Schema of every component; requests as the routes read them (input), responses as sent (output). */
function componentSchemas(closedResponses: boolean): Record<string, unknown> {
  const convert = (io: 'input' | 'output') => {
    const registry = z.registry<{ id: string }>();
    for (const [id, schema] of Object.entries(components)) registry.add(schema, { id });
    const out = z.toJSONSchema(registry, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      uri: (id) => `#/components/schemas/${id}`,
    });
    return out.schemas as Record<string, Record<string, unknown>>;
  };
  const requests = convert('input');
  const responses = convert(closedResponses ? 'output' : 'input');
  const requestIds = new Set<string>(OPERATIONS.flatMap((op) => (op.body ? [op.body] : [])));
  const result: Record<string, unknown> = {};
  for (const id of Object.keys(components)) {
    const { $schema: _s, $id: _i, ...schema } = (requestIds.has(id) ? requests : responses)[id] ?? {};
    result[id] = schema;
  }
  return result;
}

function queryParameters(query: z.ZodObject): unknown[] {
  const json = z.toJSONSchema(query, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema,
    ...(name === 'page' || name === 'page_size'
      ? {
          description: name === 'page' ? 'Page number, from 1' : `Page size, at most ${PAGE_SIZE_MAX}`,
          'x-assumption': row('endpoints', 'GET /api/v1/bank/wallet/charges/'),
        }
      : {}),
  }));
}

function operationObject(op: Operation, authUrl: string) {
  const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    description: PATH_PARAMS[name as string]?.description ?? name,
    schema: name === 'card_bin' ? { type: 'string' } : { type: 'string', format: 'uuid' },
  }));
  const parameters: unknown[] = [...pathParams, ...(op.query ? queryParameters(op.query) : [])];
  if (op.method === 'post' && op.kind !== 'token')
    parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  const responses: Record<string, unknown> = {
    [op.ok.status]: {
      description: op.ok.description,
      headers: responseHeaders(op.kind, op.ok.status),
      content: { 'application/json': { schema: schemaRef(op.ok.schema) } },
    },
  };
  for (const status of errorStatuses(op)) {
    responses[status] =
      op.kind === 'token' && (status === 400 || status === 401)
        ? {
            description: status === 400 ? 'Malformed token request' : 'Unknown client or wrong secret',
            headers: responseHeaders(op.kind, status),
            content: { 'application/json': { schema: schemaRef('TokenErrorBody') } },
          }
        : {
            $ref: `#/components/responses/${ERROR_RESPONSES[status]?.name}${op.kind === 'token' ? 'Token' : ''}`,
          };
  }
  return {
    operationId: op.operationId,
    summary: op.summary,
    tags: [op.tag],
    ...(op.kind === 'token'
      ? {
          servers: [{ url: authUrl, description: '{auth_url}' }],
          security: [{}, { clientSecretBasic: [] }],
        }
      : { security: op.kind === 'public' ? [] : [{ oauth2: [] }] }),
    ...(op.kind === 'public'
      ? {
          description: 'Needs no bearer token: the charge UUID is the capability; CORS for any origin.',
          'x-assumption': `${row('global', 'A5')}; ${op.assumption}`,
        }
      : op.assumption
        ? { 'x-assumption': op.assumption }
        : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: op.kind === 'token' || op.body !== 'NoFields',
            content: {
              [op.kind === 'token' ? 'application/x-www-form-urlencoded' : 'application/json']: {
                schema: schemaRef(op.body),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

function errorResponses(suffix: '' | 'Token', kind: Kind) {
  const out: Record<string, unknown> = {};
  for (const [status, r] of Object.entries(ERROR_RESPONSES)) {
    if (suffix === 'Token' && !['403', '413', '429'].includes(status)) continue;
    out[`${r.name}${suffix}`] = {
      description: r.description,
      headers: responseHeaders(kind, Number(status)),
      content: { 'application/json': { schema: schemaRef(r.body) } },
    };
  }
  return out;
}

function webhook(operationId: string, summary: string, schema: SchemaId, assumption: string) {
  return {
    post: {
      operationId,
      summary,
      'x-assumption': assumption,
      security: [],
      parameters: [
        {
          name: 'Tucan-Signature',
          in: 'header',
          required: true,
          description:
            '`t=<unix seconds>,v1=<hex HMAC-SHA256>` keyed with the webhook signing secret over `<t>.<raw body>`; reject a `t` older than 300 s',
          schema: { type: 'string', pattern: '^t=\\d+,v1=[0-9a-f]{64}$' },
          'x-assumption': row('global', 'A8'),
        },
        { name: 'X-Webhook-Delivery', in: 'header', required: true, schema: { type: 'string' } },
        {
          name: 'X-Webhook-Attempt',
          in: 'header',
          required: true,
          schema: { type: 'string', pattern: '^[1-5]$' },
        },
      ],
      requestBody: { required: true, content: { 'application/json': { schema: schemaRef(schema) } } },
      responses: {
        '200': {
          description:
            'Any 2xx answer ends the delivery; anything else (or no answer within 30 s) is retried, 5 attempts in all',
        },
      },
    },
  };
}

/** The whole document. */
export function openApiDocument(options: DocumentOptions = {}) {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/$/, '');
  const authUrl = options.authUrl ?? `${baseUrl}/auth`;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const item = paths[op.path] ?? {};
    item[op.method] = operationObject(op, authUrl);
    paths[op.path] = item;
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Payment Service Interface',
      version: '1.14.0',
      summary:
        'Wallets, charges, payouts, public client endpoints and webhooks, as @tucan/sandbox implements them',
      description:
        'Generated from the zod schemas of `@tucan/sandbox`. Where the seed says "not shown", `x-assumption` names the row of docs/contract.md that decides it. Clients must ignore unknown response fields (seed §9.4).',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: baseUrl, description: '{base_url}' }],
    security: [{ oauth2: [] }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    webhooks: {
      chargeStatusChanged: webhook(
        'chargeStatusChanged',
        'A charge changed status (POSTed to its webhook_url)',
        'ChargeWebhook',
        row('webhooks', 'Payload'),
      ),
      payoutStatusChanged: webhook(
        'payoutStatusChanged',
        'A payout changed status (POSTed to its webhook_url)',
        'PayoutWebhook',
        row('webhooks', 'Payout webhooks'),
      ),
    },
    components: {
      schemas: componentSchemas(options.closedResponses ?? false),
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          description: 'OAuth 2.0 client credentials (seed §5); send `Authorization: Bearer <access_token>`',
          flows: { clientCredentials: { tokenUrl: `${authUrl}/oauth2/token`, scopes: {} } },
        },
        clientSecretBasic: {
          type: 'http',
          scheme: 'basic',
          description:
            'The token endpoint also takes client_id and client_secret as HTTP Basic (RFC 6749 §2.3.1)',
          'x-assumption': row('endpoints', 'POST {auth_url}/oauth2/token'),
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'One key per logical attempt: a retry with the same key and body replays the stored answer and does nothing twice',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
          'x-assumption': row('errors', 'Idempotency-Key'),
        },
      },
      headers: HEADERS,
      responses: { ...errorResponses('', 'merchant'), ...errorResponses('Token', 'token') },
    },
  };
}

/** The routes of the document as `METHOD path` with the trailing slash dropped and parameters as `{}`. */
export function documentedRoutes(): string[] {
  return OPERATIONS.map((op) => {
    const path = op.kind === 'token' ? `/auth${op.path}` : op.path;
    return `${op.method.toUpperCase()} ${path.replace(/\{\w+\}/g, '{}').replace(/\/$/, '')}`;
  });
}
