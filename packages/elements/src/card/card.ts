import { preloadPageLocale } from '../controllers/localize.ts';
import '../frame/host.ts';
import { define } from '../internal/define.ts';
import { TucanCardElement } from './card.element.ts';
import { CARD_TABLES } from './card.messages.ts';

// The default card (`isolation="frame"`) has its frame host here (`frame/host.ts`), so it shows its frame in its
// first render; an inline card loads its form (`card.form.ts`) when it is about to render, or `card-inline.ts`
// includes it.
define('tucan-card', TucanCardElement);
// The shopper's words load with the card's code, not when a card first connects: a card inserted later renders
// at once.
preloadPageLocale('tucan-card', CARD_TABLES);

export { TucanCardElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-card': TucanCardElement;
  }
}
