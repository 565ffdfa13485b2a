/**
 * A merchant backend's status URL for the checkout's browser tests (imported by tests only): `GET
 * /merchant/orders/{charge_uuid}/status` on the page's origin answers `{ "status": "…" }` as a merchant backend
 * does, from the charge as the sandbox holds it (`GET /api/v1/bank/wallet/charge/{uuid}/`), or with `answer`'s
 * response. The page's `fetch` serves it; every other request goes out as usual. Restored by `vi.restoreAllMocks()`.
 */

import { vi } from 'vitest';
import { commands } from 'vitest/browser';

/** The checkout's `status-url` for this backend. */
export const MERCHANT_STATUS_URL = '/merchant/orders/{charge_uuid}/status';

export function merchantStatus(answer?: (chargeUuid: string) => Response | Promise<Response>) {
  const asked: string[] = [];
  const answers: Promise<unknown>[] = [];
  const real = window.fetch.bind(window);
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const match = /^\/merchant\/orders\/([^/]+)\/status$/.exec(url.pathname);
    if (url.origin !== location.origin || !match) return real(input, init);
    const uuid = decodeURIComponent(match[1] as string);
    asked.push(uuid);
    const response = answer
      ? Promise.resolve(answer(uuid))
      : commands.getCharge(uuid).then(({ status }: { status: string }) => Response.json({ status }));
    answers.push(response);
    return response;
  });
  return {
    /** How many times the checkout asked for `chargeUuid`'s status. */
    asked: (chargeUuid: string) => asked.filter((u) => u === chargeUuid).length,
    /** Every answer sent so far has been sent. */
    answered: () => Promise.all(answers),
  };
}
