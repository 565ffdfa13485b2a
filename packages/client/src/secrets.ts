/** Thrown when the client is handed a client secret or a bearer token. */
export class TucanConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TucanConfigError';
  }
}

const SECRET_KEY =
  /^(clientsecret|secret|accesstoken|refreshtoken|idtoken|token|bearer|authorization|apikey)$/i;
const SECRET_VALUE = /^\s*(bearer\s+\S|eyJ[\w-]+\.[\w-]+\.[\w-]*\s*$)/i;

/**
 * Refuses anything that looks like a client secret or a bearer token: a key named like one, or a value shaped
 * like a JWT or `Bearer …`. The message names where it was found, never the value.
 */
export function refuseSecrets(value: unknown, where: string, depth = 0): void {
  if (typeof value === 'string') {
    if (SECRET_VALUE.test(value)) throw secretError(where);
  } else if (value && typeof value === 'object' && depth < 8) {
    for (const [key, v] of Object.entries(value)) {
      if (SECRET_KEY.test(key.replace(/[-_\s]/g, ''))) throw secretError(`${where}.${key}`);
      refuseSecrets(v, `${where}.${key}`, depth + 1);
    }
  }
}

const secretError = (where: string) =>
  new TucanConfigError(
    `@tucan/client: ${where} looks like a client secret or a bearer token. It was not sent. ` +
      "Secrets and tokens belong on the merchant's backend: the browser client calls only the public " +
      'endpoints and needs no credentials.',
  );
