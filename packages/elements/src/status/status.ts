import { define } from '../internal/define.ts';
import { TucanStatusElement } from './status.element.ts';

define('tucan-status', TucanStatusElement);

export { TucanStatusElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-status': TucanStatusElement;
  }
}
