import { define } from '../internal/define.ts';
import '../status/status.ts';
import { TucanOxxoElement } from './oxxo.element.ts';

define('tucan-oxxo', TucanOxxoElement);

// The folder's `MessageTables` entry, in the published declarations too: `messages` and `setMessages` take its words.
export type {} from './oxxo.messages.ts';
export { TucanOxxoElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-oxxo': TucanOxxoElement;
  }
}
