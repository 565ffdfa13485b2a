import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** The shared Spanish (what es-MX, es-AR, es-CO and es-CL do not change): the `challenge` table. */
export default {
  title: 'Confirma con tu banco',
  loading: 'Abriendo la página de tu banco…',
  close: 'Cerrar verificación del banco',
  frame: 'Verificación del banco',
  confirm: '¿Detener la verificación del banco? El pago se cancelará y no se cobrará nada.',
  keep: 'Continuar verificación',
  abandon: 'Cancelar pago',
  source: 'Abajo: la página de tu propio banco (puede estar en el idioma de tu navegador).',
} satisfies Words<keyof typeof en>;
