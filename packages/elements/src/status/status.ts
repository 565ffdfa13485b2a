import { define } from '../internal/define.ts';
import { TucanStatusElement } from './status.element.ts';

define('tucan-status', TucanStatusElement);

// The event classes every element fires, for `instanceof` on a script-tag page: `Tucan.events()` loads this file
// (script/shell.ts), whose classes are the ones the elements use.
export * from '../events.ts';
// The folder's `MessageTables` entry, in the published declarations too: `messages` and `setMessages` take its words.
export type {} from './status.messages.ts';
export { TucanStatusElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-status': TucanStatusElement;
  }
}
