import { define } from '../internal/define.ts';
import '../status/status.ts';
import { TucanOxxoElement } from './oxxo.element.ts';

define('tucan-oxxo', TucanOxxoElement);

export { TucanOxxoElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-oxxo': TucanOxxoElement;
  }
}
