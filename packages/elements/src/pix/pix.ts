import { define } from '../internal/define.ts';
import '../status/status.ts';
import { TucanPixElement } from './pix.element.ts';

define('tucan-pix', TucanPixElement);

// The folder's `MessageTables` entry, in the published declarations too: `messages` and `setMessages` take its words.
export type {} from './pix.messages.ts';
export { TucanPixElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-pix': TucanPixElement;
  }
}
