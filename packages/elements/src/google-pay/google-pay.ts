import { define } from '../internal/define.ts';
import '../status/status.ts';
import { TucanGooglePayElement } from './google-pay.element.ts';

define('tucan-google-pay', TucanGooglePayElement);

export { TucanGooglePayElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-google-pay': TucanGooglePayElement;
  }
}
