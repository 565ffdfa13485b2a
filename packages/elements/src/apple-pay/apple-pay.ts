import { define } from '../internal/define.ts';
import '../status/status.ts';
import { TucanApplePayElement } from './apple-pay.element.ts';

define('tucan-apple-pay', TucanApplePayElement);

export { TucanApplePayElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-apple-pay': TucanApplePayElement;
  }
}
