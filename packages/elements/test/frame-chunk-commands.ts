import type { BrowserCommand } from 'vitest/node';

/**
 * Browser-test commands that hold back the card frame's pay chunk (`card.payment.ts`: the payment flow, 3DS and the
 * client), as a slow network does, so that a test can press Pay in the frame before that code has arrived.
 */

interface HeldRoute {
  continue(): Promise<void>;
}
interface Routing {
  route(url: string, handler: (route: HeldRoute) => Promise<void>): Promise<unknown>;
  unroute(url: string, handler: (route: HeldRoute) => Promise<void>): Promise<void>;
}

/** The frame build's pay chunk (`vite.frame.config.ts` names it after its module). */
const PAY_CHUNK = '**/elements/frame/*card.payment-*.js';
/** Each test page's release of its held chunk. */
const releases = new WeakMap<object, () => void>();

/** The card frame's pay chunk waits until `releaseFramePayChunk` (every frame of the page, from now on). */
export const holdFramePayChunk: BrowserCommand<[]> = async (ctx) => {
  const page = (ctx as unknown as { page: Routing }).page;
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const handler = async (route: HeldRoute) => {
    await gate;
    // A frame removed meanwhile has dropped its request: nothing to let through.
    await route.continue().catch(() => {});
  };
  releases.set(page, () => {
    open();
    // Not awaited: unroute waits for the handlers running.
    void page.unroute(PAY_CHUNK, handler);
  });
  await page.route(PAY_CHUNK, handler);
};

/** The held pay chunk goes on to the frame (nothing when none is held). */
export const releaseFramePayChunk: BrowserCommand<[]> = async (ctx) => {
  const page = (ctx as { page: object }).page;
  releases.get(page)?.();
  releases.delete(page);
};

export const frameChunkCommands = { holdFramePayChunk, releaseFramePayChunk };

declare module 'vitest/browser' {
  interface BrowserCommands {
    holdFramePayChunk(): Promise<void>;
    releaseFramePayChunk(): Promise<void>;
  }
}
