import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Rioplatense Spanish (vos), over `es.ts`: the `checkout` table. */
export default {
  'methods.legend': 'Medio de pago',
  'load.failed': 'No se pudo cargar este medio de pago. Probá con otro o recargá la página.',
  none: 'No hay medios de pago disponibles para este pedido. Comunicate con la tienda.',
  locked: 'Hay un pago en curso. Vas a poder cambiar el medio de pago cuando termine.',
  'renew.failed': 'No se pudo iniciar un nuevo pago con este medio. Probá de nuevo o recargá la página.',
  'ended.expired':
    'Se terminó el plazo para pagar y no se cobró nada. Volvé a la tienda para hacer un nuevo pedido.',
  'ended.canceled': 'Ya no se puede pagar y no se cobró nada. Volvé a la tienda para hacer un nuevo pedido.',
  'ended.unpayable':
    'Es posible que ya se haya pagado. Revisá tu pedido o tu correo antes de volver a pagar, o volvé a la tienda para hacer un nuevo pedido.',
} satisfies Partial<Words<keyof typeof en>>;
