/** A helper of the browser tests (imported by tests only): a charge paid before the element under test tries. */

import { createClient } from '@tucan/client';
import { inject } from 'vitest';

/**
 * Pays `chargeUuid` with a good card through the public API, as the shopper's earlier page did (before a reload, or
 * in another tab). Resolves with the status the service answered.
 */
export async function payElsewhere(chargeUuid: string): Promise<string> {
  const { data } = await createClient({ baseUrl: inject('sandboxUrl') }).pay(
    chargeUuid,
    {
      type_charge: 'credit_card',
      card_name: 'Ana Souza',
      card_number: '4111111111111111',
      card_expiry_month: '12',
      card_expiry_year: '2030',
      card_cvv: '123',
    },
    { idempotencyKey: crypto.randomUUID() },
  );
  return data.status;
}
