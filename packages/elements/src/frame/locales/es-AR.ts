import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Rioplatense Spanish (vos), over `es.ts`: the `frame` table. */
export default {
  failed: 'No se pudo cargar el formulario de la tarjeta. Revisá tu conexión y volvé a intentarlo.',
  broken:
    'No se pudo abrir el formulario seguro de la tarjeta en esta página. Volvé a intentarlo o elegí otro medio de pago.',
  retry: 'Reintentar',
  unavailable:
    'El pago con tarjeta no está disponible en esta página. Elegí otro medio de pago o comunicate con la tienda.',
  base_url: 'Este formulario de pago no está bien configurado y no se puede usar. Comunicate con la tienda.',
  incomplete: 'Completá el pago con tarjeta.',
} satisfies Partial<Words<keyof typeof en>>;
