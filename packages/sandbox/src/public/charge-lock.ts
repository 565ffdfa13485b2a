/**
 * Pay attempts on one charge run one at a time (a pix and a card pay sent at the same moment never both go
 * ahead): the second waits for the first to finish, then sees the charge as the first left it.
 */
import type { SandboxCore } from '../core.ts';

const queues = new WeakMap<SandboxCore, Map<string, Promise<void>>>();

export async function withChargeLock<T>(
  core: SandboxCore,
  chargeUuid: string,
  run: () => Promise<T> | T,
): Promise<T> {
  let byCharge = queues.get(core);
  if (!byCharge) {
    byCharge = new Map();
    queues.set(core, byCharge);
  }
  const previous = byCharge.get(chargeUuid) ?? Promise.resolve();
  let release = () => {};
  const mine = previous.then(
    () =>
      new Promise<void>((resolve) => {
        release = resolve;
      }),
  );
  byCharge.set(chargeUuid, mine);
  await previous;
  try {
    return await run();
  } finally {
    release();
    if (byCharge.get(chargeUuid) === mine) byCharge.delete(chargeUuid);
  }
}
