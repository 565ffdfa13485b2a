import { define } from '../internal/define.ts';
import '../status/status.ts';
import { TucanPixElement } from './pix.element.ts';

define('tucan-pix', TucanPixElement);

export { TucanPixElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-pix': TucanPixElement;
  }
}
