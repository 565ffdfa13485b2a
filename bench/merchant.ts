/** The merchant's side of the bench: a bearer token and `issued` charges on a sandbox, as a backend makes them. */
import type { Sandbox } from '@tucan/sandbox';

export async function merchant(
  sandbox: Sandbox,
): Promise<{ charge(value: number, type?: string): Promise<string> }> {
  const tokenRes = await fetch(`${sandbox.authUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: sandbox.clientId,
      client_secret: sandbox.clientSecret,
    }),
  });
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  const info = (await (await fetch(`${sandbox.controlUrl}`)).json()) as {
    wallets: Array<{ uuid: string; country: string }>;
  };
  const wallet = info.wallets.find((w) => w.country === 'BR')!;
  return {
    async charge(value: number, type = 'credit_card') {
      const r = await fetch(`${sandbox.baseUrl}/api/v1/bank/wallet/charge/`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${access_token}`,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify({
          wallet_uuid: wallet.uuid,
          value,
          description: 'bench',
          type_charge: type,
        }),
      });
      return ((await r.json()) as { charge_uuid: string }).charge_uuid;
    },
  };
}
