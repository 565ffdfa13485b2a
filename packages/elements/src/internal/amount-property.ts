import type { PropertyDeclarations } from 'lit';
import { toAmount } from '../domain/amount.ts';

/**
 * The `amount` of every element that takes one, spread into its `static properties`: `...amountProperty(this)`
 * (with `declare amount: number | undefined` in the class). Like `{ type: Number }`, but the property setter also
 * coerces (`toAmount`): React 19 and Vue set `amount="150.75"` as a string *property* on a defined custom element,
 * which Lit's attribute converter never sees. The attribute is read by the same function. Defines the coercing
 * accessor on the class's prototype, which Lit wraps when it creates the property (it calls requestUpdate after the
 * setter). A spread, not an `amount:` entry: the class's `@attribute {number} amount` JSDoc stays the manifest's
 * description of it.
 */
export function amountProperty(element: { prototype: object }): PropertyDeclarations {
  const key = Symbol();
  Object.defineProperty(element.prototype, 'amount', {
    get(this: Record<symbol, number | undefined>) {
      return this[key];
    },
    set(this: Record<symbol, number | undefined>, value: unknown) {
      this[key] = toAmount(value);
    },
    configurable: true,
  });
  return { amount: { converter: { fromAttribute: toAmount } } };
}
