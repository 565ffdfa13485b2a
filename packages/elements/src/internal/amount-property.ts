import { property } from 'lit/decorators.js';
import { toAmount } from '../domain/amount.ts';

/**
 * `@amountProperty()`: the `amount` of every element that takes one. Like `@property({ type: Number })`, but the
 * property setter also coerces (`toAmount`): React 19 and Vue set `amount="150.75"` as a string *property* on a
 * defined custom element, which Lit's attribute converter never sees. The attribute is read by the same function.
 */
export function amountProperty() {
  return (proto: object, name: string): void => {
    const key = Symbol(name);
    Object.defineProperty(proto, name, {
      get(this: Record<symbol, number | undefined>) {
        return this[key];
      },
      set(this: Record<symbol, number | undefined>, value: unknown) {
        this[key] = toAmount(value);
      },
      configurable: true,
      enumerable: true,
    });
    // Lit wraps the accessor above (it calls requestUpdate after the setter).
    property({ converter: { fromAttribute: toAmount } })(proto, name);
  };
}
