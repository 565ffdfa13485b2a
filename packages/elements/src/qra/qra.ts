import { define } from '../internal/define.ts';
import '../status/status.ts';
import { TucanQraElement } from './qra.element.ts';

define('tucan-qra', TucanQraElement);

export { TucanQraElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-qra': TucanQraElement;
  }
}
