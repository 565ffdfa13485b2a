import { preloadPageLocale } from '../controllers/localize.ts';
import { frameMessages } from '../frame/frame.messages.ts';
import '../frame/host.ts';
import { define } from '../internal/define.ts';
import { TucanCardElement } from './card.element.ts';

// The default card (`isolation="frame"`) has its frame host here (`frame/host.ts`), so it shows its frame in its
// first render; an inline card loads its form (`card.form.ts`) with the form's styles and words when it is about
// to render, or `card-inline.ts` includes it.
define('tucan-card', TucanCardElement);
// The words a frame card shows on its page (its own: the frame's loading line, its failures) load with the card's
// code, not when a card first connects: a card inserted later renders at once. The form shows the payment's words
// in the frame (or an inline card's form brings them with its code).
void preloadPageLocale('tucan-card', [frameMessages]);

// The folder's `MessageTables` entry, in the published declarations too: `messages` and `setMessages` take its words.
export type {} from './card.messages.ts';
export { TucanCardElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-card': TucanCardElement;
  }
}
