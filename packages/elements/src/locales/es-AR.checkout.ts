import { type Part, withWords } from './catalogue.ts';
import es from './es.checkout.ts';

/** Rioplatense Spanish, the checkout group (checkout, wallet): over the shared `es.checkout.ts`. */
const words: Part<'checkout'> = withWords(es, {
  checkout: {
    'methods.legend': 'Medio de pago',
    'load.failed': 'No se pudo cargar este medio de pago. Probá con otro o recargá la página.',
    none: 'No hay medios de pago disponibles para este pedido. Comunicate con la tienda.',
    locked: 'Hay un pago en curso. Vas a poder cambiar el medio de pago cuando termine.',
  },
  wallet: {
    'wallet.failed': (p) => `No se pudo abrir ${p.wallet}. Volvé a intentarlo o elegí otro medio de pago.`,
    'wallet.unavailable': (p) => `${p.wallet} no está disponible para esta compra. Elegí otro medio de pago.`,
    'form.incomplete': (p) => `Pagá con ${p.wallet} para continuar.`,
  },
});

export default words;
