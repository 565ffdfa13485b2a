import { define } from '../internal/define.ts';
import { TucanStatusElement } from './status.element.ts';

define('tucan-status', TucanStatusElement);

// The event classes every element fires, for `instanceof` on a script-tag page: `Tucan.events()` loads this file
// (script/shell.ts), whose classes are the ones the elements use.
export * from '../events.ts';
export { TucanStatusElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-status': TucanStatusElement;
  }
}
