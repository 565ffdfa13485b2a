import { define } from '../internal/define.ts';
import { TucanChallengeElement } from './challenge.element.ts';

define('tucan-3ds-challenge', TucanChallengeElement);

export { TucanChallengeElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-3ds-challenge': TucanChallengeElement;
  }
}
