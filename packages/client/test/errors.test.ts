import { describe, expect, it } from 'vitest';
import { createClient, TucanApiError } from '../src/index.ts';
import { CARD, json, scriptedFetch } from './fake-fetch.ts';

/** Sends one pay that fails with `res`, without retries, and returns the error. */
async function failWith(res: Response) {
  const f = scriptedFetch(res);
  const e = await createClient({ fetch: f.fetch, retry: { attempts: 1 } })
    .pay('0c0c0c0c-0000-4000-8000-000000000001', CARD)
    .then(
      () => expect.fail('expected a rejection'),
      (err: unknown) => err,
    );
  expect(e).toBeInstanceOf(TucanApiError);
  return e as TucanApiError;
}

describe('TucanApiError: one error for every failure shape of the service', () => {
  it('reads the rate-limit body, its request id and Retry-After', async () => {
    const e = await failWith(
      json(
        429,
        {
          error: {
            code: 'RATE_LIMIT_EXCEEDED',
            message: 'Rate limit exceeded. Try again in 30 seconds.',
            details: [{ field: 'rate_limit', reason: '100 requests per minute' }],
          },
          request_id: 'req_429',
        },
        { 'retry-after': '30' },
      ),
    );
    expect(e).toMatchObject({
      kind: 'rate_limited',
      status: 429,
      code: 'RATE_LIMIT_EXCEEDED',
      message: 'Rate limit exceeded. Try again in 30 seconds.',
      details: [{ field: 'rate_limit', reason: '100 requests per minute' }],
      requestId: 'req_429',
      retryAfter: 30,
    });
  });

  it('reads the v1.8 list of errors, one detail per field', async () => {
    const e = await failWith(
      json(422, {
        message: [
          { code: 'invalid_card_number', source: 'card_number', description: 'Card number is invalid' },
          { code: 'invalid_expiry', source: 'card_expiry_year', description: 'Card has expired' },
        ],
        request_id: 'req_422',
      }),
    );
    expect(e.kind).toBe('api');
    expect(e.status).toBe(422);
    expect(e.code).toBe('invalid_card_number');
    expect(e.requestId).toBe('req_422');
    expect(e.message).toBe('Card number is invalid; Card has expired');
    expect(e.details.map((d) => [d.field, d.reason])).toEqual([
      ['card_number', 'Card number is invalid'],
      ['card_expiry_year', 'Card has expired'],
    ]);
  });

  it('reads the v1.10 single object { code, source, description }', async () => {
    const e = await failWith(
      json(404, { code: 'charge_not_found', source: 'path', description: 'No such charge' }),
    );
    expect(e).toMatchObject({
      kind: 'api',
      status: 404,
      code: 'charge_not_found',
      message: 'No such charge',
    });
    expect(e.details).toEqual([{ field: 'path', reason: 'No such charge', code: 'charge_not_found' }]);
  });

  it('reads an old string message', async () => {
    const e = await failWith(json(409, { message: 'Charge is not payable' }));
    expect(e).toMatchObject({ kind: 'api', status: 409, message: 'Charge is not payable', details: [] });
  });

  it('survives an HTML error page from a proxy', async () => {
    const e = await failWith(
      new Response('<html><body>Bad gateway</body></html>', {
        status: 502,
        headers: { 'content-type': 'text/html', 'x-request-id': 'edge-1' },
      }),
    );
    expect(e).toMatchObject({ kind: 'api', status: 502, message: 'HTTP 502', requestId: 'edge-1' });
  });

  it('survives an empty body', async () => {
    const e = await failWith(new Response(null, { status: 404 }));
    expect(e).toMatchObject({ kind: 'api', status: 404, message: 'HTTP 404', details: [] });
  });

  it('turns 410 Gone into version_gone with the migration link from the Link header', async () => {
    const e = await failWith(
      json(
        410,
        { message: 'v1 is gone' },
        { link: '<https://docs.tucan.example/migrate-v2>; rel="successor-version"' },
      ),
    );
    expect(e).toMatchObject({
      kind: 'version_gone',
      status: 410,
      link: 'https://docs.tucan.example/migrate-v2',
    });
  });

  it('turns 410 Gone into version_gone with a migration link given in the body', async () => {
    const e = await failWith(json(410, { message: 'v1 is gone', link: 'https://docs.tucan.example/v2' }));
    expect(e).toMatchObject({ kind: 'version_gone', link: 'https://docs.tucan.example/v2' });
  });

  it('tells a network failure apart from a service answer', async () => {
    const f = scriptedFetch(new TypeError('Failed to fetch'));
    const e = (await createClient({ fetch: f.fetch, retry: { attempts: 1 } })
      .simulateInstallments('0c0c0c0c-0000-4000-8000-000000000001')
      .catch((err: unknown) => err)) as TucanApiError;
    expect(e).toMatchObject({ kind: 'network', status: undefined });
    expect(e.name).toBe('TucanApiError');
  });
});
