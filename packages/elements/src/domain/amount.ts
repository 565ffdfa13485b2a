/**
 * An amount in major units (e.g. 150.75) from what a page or a framework gives: a number, or a string (an HTML
 * attribute, or a property that React 19 and Vue set as written in the template: `amount="150.75"`).
 * Empty, `null` and `undefined` mean no amount; any other string is read with `Number()` (a decimal point, no
 * grouping), so that a string property and the attribute give the same value. A string that is not a number gives
 * `NaN`, which each element reports as it reports a bad number.
 */
export function toAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value.trim());
  return undefined;
}
