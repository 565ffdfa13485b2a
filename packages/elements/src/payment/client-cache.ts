import { createClient, type Environment, type TucanClient } from '@tucan/client';

/**
 * The `@tucan/client` of a method element: the merchant's own `client` when set, else one built from
 * `environment` and `base-url` and rebuilt only when those change.
 */
export class ClientCache {
  private own: { key: string; client: TucanClient } | undefined;

  get(environment: Environment, baseUrl: string, override?: TucanClient): TucanClient {
    if (override) return override;
    const key = `${environment}|${baseUrl}`;
    if (this.own?.key !== key) {
      this.own = { key, client: createClient({ environment, ...(baseUrl ? { baseUrl } : {}) }) };
    }
    return this.own.client;
  }
}
