import { define } from '../internal/define.ts';
import '../status/status.ts';
import { TucanSpeiElement } from './spei.element.ts';

define('tucan-spei', TucanSpeiElement);

export { TucanSpeiElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-spei': TucanSpeiElement;
  }
}
