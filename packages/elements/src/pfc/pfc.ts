import { define } from '../internal/define.ts';
import '../status/status.ts';
import { TucanPfcElement } from './pfc.element.ts';

define('tucan-pfc', TucanPfcElement);

export { TucanPfcElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-pfc': TucanPfcElement;
  }
}
