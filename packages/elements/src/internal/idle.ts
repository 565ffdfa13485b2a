/**
 * Runs `fn` once the browser is idle (at the latest after `timeout` ms), or on the next task where there is no
 * `requestIdleCallback` (Safari). For work a first render must not pay for.
 */
export function whenIdle(fn: () => void, timeout = 200): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => fn(), { timeout });
  else setTimeout(fn, 0);
}
