/**
 * Where `<tucan-card>` in frame mode (the default) gets its page side (`host.ts`: the iframe, the channel, the
 * frame box): `card.ts` (npm `@tucan/elements/card`, script tag `tucan-card.js`) includes it statically, so a frame
 * card shows its frame in its first render; elsewhere (`card-inline.ts`, `index.ts`) it loads with `import()` when
 * a frame card first renders. The frame's own script replaces this loader (`vite.frame.config.ts`).
 */
import { lazyModule } from '../internal/lazy-module.ts';
import type { CardFrame, CardFrameHost } from './host.ts';

export const frameHost = lazyModule<{ CardFrame: typeof CardFrame }>(() => import('./host.ts'));

/**
 * Gives a frame card its page side: at once when the entry included it, else once its chunk has loaded (then it
 * renders again).
 */
export function attachFrame(host: CardFrameHost & { frame: CardFrame | undefined }): void {
  const ready = frameHost.now();
  if (ready) host.frame = new ready.CardFrame(host);
  else
    void frameHost.load().then(({ CardFrame }) => {
      host.frame = new CardFrame(host);
      host.requestUpdate();
    });
}
