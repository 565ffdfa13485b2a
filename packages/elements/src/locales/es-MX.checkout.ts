import { type Part, withWords } from './catalogue.ts';
import es from './es.checkout.ts';

/** Mexican Spanish, the checkout group (checkout, wallet): over the shared `es.checkout.ts`. */
const words: Part<'checkout'> = withWords(es, {
  checkout: {
    'installments.interest': (p) => `A ${p.count} meses, con intereses`,
    'installments.free': (p) => `A ${p.count} meses sin intereses`,
  },
});

export default words;
