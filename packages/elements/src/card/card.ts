import { preloadPageLocale } from '../controllers/localize.ts';
import { define } from '../internal/define.ts';
import { TucanCardElement } from './card.element.ts';

define('tucan-card', TucanCardElement);
// The shopper's words load with the card's code, not when a card first connects: a card inserted later renders
// at once (issue 13).
preloadPageLocale('tucan-card');

export { TucanCardElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-card': TucanCardElement;
  }
}
