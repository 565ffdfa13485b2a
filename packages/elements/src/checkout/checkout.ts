import { define } from '../internal/define.ts';
import { TucanCheckoutElement } from './checkout.element.ts';

define('tucan-checkout', TucanCheckoutElement);

export * from './checkout.events.ts';
export { mount, type TucanMountHandle, type TucanMountOptions, type TucanMountResult } from './mount.ts';
export { TucanCheckoutElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-checkout': TucanCheckoutElement;
  }
}
