import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** The shared Spanish (what es-MX, es-AR, es-CO and es-CL do not change): the `frame` table. */
export default {
  title: 'Pago con tarjeta (formulario seguro)',
  loading: 'Cargando el formulario seguro de la tarjeta…',
  'failed.title': 'No se cargó el formulario de la tarjeta',
  failed: 'No se pudo cargar el formulario de la tarjeta. Revisa tu conexión e inténtalo de nuevo.',
  broken:
    'No se pudo abrir el formulario seguro de la tarjeta en esta página. Inténtalo de nuevo o elige otro medio de pago.',
  retry: 'Reintentar',
  unavailable:
    'El pago con tarjeta no está disponible en esta página. Elige otro medio de pago o comunícate con la tienda.',
  'base_url.title': 'Formulario de pago no disponible',
  base_url: 'Este formulario de pago no está bien configurado y no se puede usar. Comunícate con la tienda.',
  incomplete: 'Completa el pago con tarjeta.',
} satisfies Words<keyof typeof en>;
