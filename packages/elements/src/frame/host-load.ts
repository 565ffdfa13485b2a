/**
 * Where `<tucan-card>` in frame mode (the default) gets its page side (`host.ts`: the iframe, the channel, the
 * frame box): `card.ts` (npm `@tucan/elements/card`, script tag `tucan-card.js`) includes it statically, so a frame
 * card shows its frame in its first render; elsewhere (`card-inline.ts`, `index.ts`) it loads with `import()` when
 * a frame card first renders. The frame's own script replaces this loader (`vite.frame.config.ts`).
 */
import { lazyModule } from '../internal/lazy-module.ts';
import type { CardFrame } from './host.ts';

export const frameHost = lazyModule<{ CardFrame: typeof CardFrame }>(() => import('./host.ts'));
