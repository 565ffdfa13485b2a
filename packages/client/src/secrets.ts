/** Thrown when the client is handed a client secret or a bearer token, or a charge UUID that is not a UUID. */
export class TucanConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TucanConfigError';
  }
}

/**
 * Keys that name credentials, compared without case, `-`, `_`, `.` or spaces: `client_secret`, `secret_key`,
 * `apiSecret`, `password`, `access_token`, `Authorization`, `api_key`, … Wallet fields such as
 * `googlepay_token` are not credentials and pass.
 */
const SECRET_KEY =
  /secret|passw(or)?d|^(accesstoken|refreshtoken|idtoken|token|bearer|authorization|apikey|privatekey|credentials?)$/;
/** A JWT anywhere in a string (also behind a prefix such as `token=`); `eyJ` is case-sensitive (`{"`). */
const JWT = /(^|[^\w-])eyJ[\w-]{2,}\.[\w-]{2,}\.[\w-]*/;
/** A bearer credential: `Bearer ` and a token-shaped value (not a name such as "Bearer Smith"). */
const BEARER = /^\s*bearer\s+[A-Za-z0-9._~+/-]{20,}=*\s*$/i;
const SECRET_VALUE = { test: (v: string) => JWT.test(v) || BEARER.test(v) };
/** The same, over serialized JSON: a JWT anywhere, or a string value that is a bearer credential. */
const SECRET_JSON = {
  test: (json: string) => JWT.test(json) || /"\s*bearer\s+[A-Za-z0-9._~+/-]{20,}=*\s*"/i.test(json),
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const normalKey = (key: string) => key.toLowerCase().replace(/[-_.\s]/g, '');

/**
 * Refuses anything that looks like a client secret or a bearer token: a key named like one, at any depth, or a
 * value holding a JWT or `Bearer …`. It looks at what would be sent: the JSON serialization (so `toJSON` and
 * getters count), walked without a depth limit. The message names where it was found, never the value.
 */
export function refuseSecrets(value: unknown, where: string): void {
  if (value === undefined) return;
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    throw new TucanConfigError(`@tucan/client: ${where} cannot be sent as JSON.`);
  }
  if (json === undefined) return;
  if (SECRET_JSON.test(json)) throw secretError(where);
  const stack: Array<[unknown, string]> = [[JSON.parse(json), where]];
  while (stack.length) {
    const [node, path] = stack.pop() as [unknown, string];
    if (!node || typeof node !== 'object') continue;
    for (const [key, v] of Object.entries(node)) {
      if (SECRET_KEY.test(normalKey(key))) throw secretError(`${path}.${key}`);
      stack.push([v, `${path}.${key}`]);
    }
  }
}

/** Refuses a URL that carries credentials: `user:secret@`, a secret-named query parameter, or a JWT. */
export function refuseSecretUrl(url: string, where: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TucanConfigError(`@tucan/client: ${where} is not a valid URL.`);
  }
  if (parsed.username || parsed.password) throw secretError(`${where} (user:password@)`);
  for (const [key, value] of parsed.searchParams) {
    if (SECRET_KEY.test(normalKey(key)) || SECRET_VALUE.test(value)) throw secretError(`${where} ?${key}`);
  }
  let path = parsed.pathname + parsed.hash;
  try {
    path = decodeURIComponent(path);
  } catch {
    throw new TucanConfigError(`@tucan/client: ${where} is not a valid URL.`);
  }
  if (SECRET_VALUE.test(path)) throw secretError(where);
}

/** A charge UUID must be a UUID: anything else (a JWT, a path) never reaches a URL. */
export function checkChargeUuid(chargeUuid: unknown): string {
  if (typeof chargeUuid === 'string' && UUID.test(chargeUuid)) return chargeUuid;
  if (typeof chargeUuid === 'string' && SECRET_VALUE.test(chargeUuid)) throw secretError('the charge UUID');
  throw new TucanConfigError(
    '@tucan/client: the charge UUID is not a UUID. Pass the charge_uuid your backend received when it created the charge.',
  );
}

const secretError = (where: string) =>
  new TucanConfigError(
    `@tucan/client: ${where} looks like a client secret or a bearer token. It was not sent. ` +
      "Secrets and tokens belong on the merchant's backend: the browser client calls only the public " +
      'endpoints and needs no credentials.',
  );
