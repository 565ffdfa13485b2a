/** The rows of docs/contract.md that decide what the seed does not show, for the document's `x-assumption`. */
const CONTRACT = 'docs/contract.md';
export const ASSUMPTION = {
  global: `${CONTRACT}#global-decisions-assumptions`,
  startup: `${CONTRACT}#sandbox-core-start-up-and-seeded-state`,
  endpoints: `${CONTRACT}#sandbox-core-endpoints-4`,
  fields: `${CONTRACT}#sandbox-core-charge-fields-and-validation`,
  webhooks: `${CONTRACT}#sandbox-core-webhooks-6`,
  errors: `${CONTRACT}#sandbox-core-errors-7-limits-8-idempotency-versioning-9`,
  public: `${CONTRACT}#public-endpoints-assumptions-the-seed-shows-none-of-these-bodies`,
} as const;
export const row = (section: keyof typeof ASSUMPTION, label: string) => `${ASSUMPTION[section]} › ${label}`;
