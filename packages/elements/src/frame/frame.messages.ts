import { messages } from '../controllers/localize.ts';
import type en from './locales/en.ts';

export type FrameMessageKey = keyof typeof en;

/**
 * The words `<tucan-card>` shows outside its form (the frame box, a mode that could not load, the form association's
 * message; the form's own words are the card's, loaded with the form), and
 * `base_url`, which every element that takes `base-url` shows when it refuses it (`internal/base-url.ts`).
 * One module per locale beside it (`locales/<locale>.ts`), loaded on demand.
 */
export const frameMessages = messages<typeof en>('frame', import.meta.glob('./locales/*.ts'));

declare module '../controllers/messages.ts' {
  interface MessageTables {
    frame: FrameMessageKey;
  }
}
