import type { Part } from './catalogue.ts';

/** The shared Spanish, the challenge group: what es-MX, es-AR, es-CO and es-CL do not change. */
const es: Part<'challenge'> = {
  challenge: {
    title: 'Confirma con tu banco',
    loading: 'Abriendo la página de tu banco…',
    close: 'Cerrar verificación del banco',
    frame: 'Verificación del banco',
    confirm: '¿Detener la verificación del banco? El pago se cancelará y no se cobrará nada.',
    keep: 'Continuar verificación',
    abandon: 'Cancelar pago',
  },
};

export default es;
