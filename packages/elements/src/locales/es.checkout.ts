import type { Part } from './catalogue.ts';

/** The shared Spanish, the checkout group: what es-MX, es-AR, es-CO and es-CL do not change. */
const es: Part<'checkout'> = {
  checkout: {
    region: 'Pago',
    total: 'Total',
    'methods.legend': 'Método de pago',
    loading: 'Cargando…',
    'load.failed': 'No se pudo cargar este método de pago. Prueba otro o recarga la página.',
    none: 'No hay métodos de pago disponibles para este pedido. Contacta a la tienda.',
    locked: 'Hay un pago en curso. Podrás cambiar el método cuando termine.',
    'installments.interest': (p) => `En ${p.count} cuotas, con intereses`,
    'installments.free': (p) => `En ${p.count} cuotas sin interés`,
    'method.card': 'Tarjeta de crédito o débito',
    'method.pix': 'Pix',
    'method.boleto': 'Boleto',
    'method.spei': 'Transferencia SPEI',
    'method.oxxo': 'Efectivo en OXXO',
    'method.qra': 'Código QR (cualquier billetera argentina)',
    'method.pfc': 'Efectivo en Pago Fácil',
    'method.applepay': 'Apple Pay',
    'method.googlepay': 'Google Pay',
  },
};

export default es;
