/** Hono environment shared by every sandbox router (core and public). */
export type SandboxEnv = {
  Variables: {
    /** Set first on every request; echoed as `X-Request-Id` and in error bodies. */
    requestId: string;
    /** The client_id the request counts against (token, form or charge owner); undefined if unknown. */
    clientId: string | undefined;
    /** Result of bearer-token verification on merchant paths. */
    auth: { clientId: string } | { error: 'missing' | 'invalid' | 'expired' } | undefined;
    /** Parsed JSON body of a POST (`{}` when the body is empty). */
    body: unknown;
  };
};
