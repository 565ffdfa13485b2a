import { define } from '../internal/define.ts';
import '../status/status.ts';
import { TucanSpeiElement } from './spei.element.ts';

define('tucan-spei', TucanSpeiElement);

// The folder's `MessageTables` entry, in the published declarations too: `messages` and `setMessages` take its words.
export type {} from './spei.messages.ts';
export { TucanSpeiElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-spei': TucanSpeiElement;
  }
}
