import { define } from '../internal/define.ts';
import { TucanChallengeElement } from './challenge.element.ts';

define('tucan-3ds-challenge', TucanChallengeElement);

// The folder's `MessageTables` entry, in the published declarations too: `messages` and `setMessages` take its words.
export type {} from './challenge.messages.ts';
export { TucanChallengeElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-3ds-challenge': TucanChallengeElement;
  }
}
