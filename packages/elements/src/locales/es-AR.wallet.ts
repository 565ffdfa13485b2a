import { type Part, withWords } from './catalogue.ts';
import es from './es.wallet.ts';

/** Rioplatense Spanish, the wallet group: a locale chunk over the shared `es.wallet.ts`. */
const words: Part<'wallet'> = withWords(es, {
  wallet: {
    'wallet.failed': (p) => `No se pudo abrir ${p.wallet}. Volvé a intentarlo o elegí otro medio de pago.`,
    'wallet.unavailable': (p) => `${p.wallet} no está disponible para esta compra. Elegí otro medio de pago.`,
    'form.incomplete': (p) => `Pagá con ${p.wallet} para continuar.`,
  },
});

export default words;
