import { define } from '../internal/define.ts';
import '../status/status.ts';
import { TucanPfcElement } from './pfc.element.ts';

define('tucan-pfc', TucanPfcElement);

// The folder's `MessageTables` entry, in the published declarations too: `messages` and `setMessages` take its words.
export type {} from './pfc.messages.ts';
export { TucanPfcElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-pfc': TucanPfcElement;
  }
}
