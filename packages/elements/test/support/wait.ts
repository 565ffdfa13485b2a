import { vi } from 'vitest';

/**
 * Resolves once `predicate` holds, polling every 25 ms (no fixed sleeps). `vi.waitFor` has no project-wide timeout,
 * so this one waits 15 s by default: what it waits for often crosses a process (the sandbox, a frame).
 */
export const until = (predicate: () => boolean, timeout = 15_000) =>
  vi.waitFor(
    () => {
      if (!predicate()) throw new Error('not yet');
    },
    { timeout, interval: 25 },
  );
