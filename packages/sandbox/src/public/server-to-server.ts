/**
 * Scenario outcomes for server-to-server card charges (POST /charge with card data): installs
 * `core.hooks.authorizeCard`. A 3DS card answers `url_3ds`, a redirect to the ACS challenge page; the ACS
 * then settles the charge itself when the cardholder finishes (host-to-host has no validate call).
 */
import { authStoreOf } from '../acs/store.ts';
import type { SandboxCore } from '../core.ts';
import { cardOutcomeFor, methodBehaviourFor } from '../scenarios.ts';

export function installScenarioAuthorizer(core: SandboxCore): void {
  core.hooks.authorizeCard = (charge, card) => {
    const outcome = cardOutcomeFor(card.card_number);
    if (outcome.kind === 'approve') return { result: 'approved' };
    if (outcome.kind === 'decline') {
      return {
        result: 'declined',
        error: { code: outcome.code, source: 'card_number', description: outcome.description },
      };
    }
    const auth = authStoreOf(core).create(
      charge.charge_uuid,
      card.card_number.slice(0, 8),
      methodBehaviourFor(card.card_number),
    );
    auth.outcome = outcome;
    auth.hostToHost = true;
    auth.startedAt = core.now();
    auth.aresStatus = 'C';
    auth.challengeWindowSize = '05';
    return { result: 'challenge', url_3ds: `${core.baseUrl}/sandbox/acs/redirect/${auth.acsTransID}` };
  };
}
