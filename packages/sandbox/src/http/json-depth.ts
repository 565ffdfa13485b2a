/** Deepest JSON nesting a request body may have (assumption); deeper bodies are refused before any handler. */
export const MAX_JSON_DEPTH = 32;

/** True when `value` nests objects or arrays deeper than `max` levels. Iterative: no stack to overflow. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(current)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}
