import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Rioplatense Spanish (vos), over `es.ts`: the `checkout` table. */
export default {
  'methods.legend': 'Medio de pago',
  'load.failed': 'No se pudo cargar este medio de pago. Probá con otro o recargá la página.',
  none: 'No hay medios de pago disponibles para este pedido. Comunicate con la tienda.',
  locked: 'Hay un pago en curso. Vas a poder cambiar el medio de pago cuando termine.',
} satisfies Partial<Words<keyof typeof en>>;
