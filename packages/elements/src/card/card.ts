import { define } from '../internal/define.ts';
import { TucanCardElement } from './card.element.ts';

define('tucan-card', TucanCardElement);

export { TucanCardElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-card': TucanCardElement;
  }
}
