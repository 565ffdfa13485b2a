import { define } from '../internal/define.ts';
import '../status/status.ts';
import { TucanBoletoElement } from './boleto.element.ts';

define('tucan-boleto', TucanBoletoElement);

// The folder's `MessageTables` entry, in the published declarations too: `messages` and `setMessages` take its words.
export type {} from './boleto.messages.ts';
export { TucanBoletoElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-boleto': TucanBoletoElement;
  }
}
