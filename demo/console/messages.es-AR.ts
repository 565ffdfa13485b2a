/**
 * The console's wording in Argentine Spanish: the console's Spanish with the widget's es-AR words ("cobro", not
 * "cargo"; vos in the few imperatives), so the page and the widget inside it read as one.
 */
import { esMX } from './messages.es-MX.ts';
import type { MessageKey } from './messages.ts';

const COBRO: ReadonlyArray<[RegExp, string]> = [
  [/\bcargos\b/g, 'cobros'],
  [/\bCargos\b/g, 'Cobros'],
  [/\bcargo\b/g, 'cobro'],
  [/\bCargo\b/g, 'Cobro'],
];

const words = (text: string) => COBRO.reduce((s, [from, to]) => s.replace(from, to), text);

export const esAR: Record<MessageKey, string> = {
  ...(Object.fromEntries(Object.entries(esMX).map(([k, v]) => [k, words(v)])) as Record<MessageKey, string>),
  'amount.invalid': 'Escribí un monto mayor que 0, como {example}.',
  'refund.invalid': 'Escribí el monto a reembolsar, como {example}.',
  'checkout.empty': 'Elegí un escenario y tocá Nuevo pedido: el widget aparece acá, pagando un cobro nuevo.',
  'capture.hint':
    'Después: un pago con tarjeta aprobado queda confirmado hasta que lo capturés en el panel del comercio.',
  'autopay.hint':
    'Nunca: marcá el código como pagado en el panel del comercio. Se envía al crear el cobro como {field}.',
  'scenario.lead':
    'Cada elección queda en la dirección: compartí el enlace y un colega ve el mismo escenario.',
  'simulate.hint':
    'Acá no corre ninguna billetera real: la simulación abre una hoja en la que pagás con la tarjeta de prueba elegida o la cerrás.',
  'problem.rateLimited': 'demasiadas llamadas en un minuto; esperá un momento',
};
