import { define } from '../internal/define.ts';
import '../status/status.ts';
import { TucanQraElement } from './qra.element.ts';

define('tucan-qra', TucanQraElement);

// The folder's `MessageTables` entry, in the published declarations too: `messages` and `setMessages` take its words.
export type {} from './qra.messages.ts';
export { TucanQraElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-qra': TucanQraElement;
  }
}
