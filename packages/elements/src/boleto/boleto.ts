import { define } from '../internal/define.ts';
import '../status/status.ts';
import { TucanBoletoElement } from './boleto.element.ts';

define('tucan-boleto', TucanBoletoElement);

export { TucanBoletoElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-boleto': TucanBoletoElement;
  }
}
