import { define } from '../internal/define.ts';
import { TucanCheckoutElement } from './checkout.element.ts';

define('tucan-checkout', TucanCheckoutElement);

export * from './checkout.events.ts';
// The folder's `MessageTables` entry, in the published declarations too: `messages` and `setMessages` take its words.
export type {} from './checkout.messages.ts';
export { mount, type TucanMountHandle, type TucanMountOptions, type TucanMountResult } from './mount.ts';
export { TucanCheckoutElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-checkout': TucanCheckoutElement;
  }
}
