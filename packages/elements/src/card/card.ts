import { preloadPageLocale } from '../controllers/localize.ts';
import { define } from '../internal/define.ts';
import { TucanCardElement } from './card.element.ts';

// The default card (`isolation="frame"`) shows its frame in its first render; an inline card loads its form
// (`card.form.ts`) when it is about to render, or `card-inline.ts` includes it.
define('tucan-card', TucanCardElement);
// The shopper's words load with the card's code, not when a card first connects: a card inserted later renders
// at once.
preloadPageLocale('tucan-card');

export { TucanCardElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-card': TucanCardElement;
  }
}
