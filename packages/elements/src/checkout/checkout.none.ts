/**
 * `<tucan-checkout>` with no method to offer (docs/contract.md K16): the shopper reads that none is available (the
 * checkout's `none` words), and the page hears what is missing, once per cause: `tucan-error` `no_methods`, with
 * `method` `''` (the checkout's own word) and a `reason` for the merchant's developer. Loaded then, as it is rare.
 */
import type { LocalizeController } from '../controllers/localize.ts';
import { TucanErrorEvent } from '../events.ts';
import { METHODS } from '../methods/methods.ts';
import { checkoutMessages } from './checkout.messages.ts';
import { availableMethods, type MethodId, words } from './checkout.methods.ts';

/** The `tucan-error` code with which `<tucan-checkout>` tells the page it has no method to offer. */
export const NO_METHODS = 'no_methods';

/**
 * **Decision** (docs/contract.md K16): why the checkout offers no method, for the merchant's developer (the `reason`
 * of `tucan-error` `no_methods`): no `methods` at all; none of them a method of `country` (naming the `type_charge`
 * words that are); or every one a wallet this device cannot pay with (`unavailable`).
 */
export function noMethodsReason(
  allowed: string,
  country: string,
  unavailable: ReadonlySet<MethodId>,
): string {
  const given = words(allowed);
  const place = country.toUpperCase();
  if (given.length === 0)
    return "methods is empty: set it to the wallet's allowed_methods (type_charge words, space-separated)";
  if (availableMethods({ allowed, country }).length === 0) {
    const known = METHODS.filter((m) => !place || (m.countries as readonly string[]).includes(place));
    const there = [...new Set(known.flatMap((m) => m.typeCharges))].join(' ');
    return there
      ? `none of methods "${given.join(' ')}" is paid in country ${place} (its methods: ${there})`
      : `country "${country}" is not one of the service's (BR, MX, AR, CL, CO)`;
  }
  return `every method of methods "${given.join(' ')}" in country ${place} is a wallet this device cannot pay with (tucan-unavailable: ${[...unavailable].join(', ')})`;
}

/** What the report reads of the checkout. */
export interface NoMethodsHost extends EventTarget {
  readonly chargeUuid: string;
  readonly methods: string;
  readonly country: string;
  readonly l10n: LocalizeController;
  readonly rendered: { readonly unavailable: ReadonlySet<MethodId> };
}

/** The last cause each checkout told. */
const told = new WeakMap<NoMethodsHost, string>();

/** Tells the page, once per cause, that the checkout has nothing to offer. */
export function tellNoMethods(el: NoMethodsHost): void {
  const reason = noMethodsReason(el.methods, el.country, el.rendered.unavailable);
  if (reason === told.get(el)) return;
  told.set(el, reason);
  const detail = { chargeUuid: el.chargeUuid, code: NO_METHODS, reason, method: '' };
  el.dispatchEvent(new TucanErrorEvent({ ...detail, message: el.l10n.t(checkoutMessages, 'none') }));
}
