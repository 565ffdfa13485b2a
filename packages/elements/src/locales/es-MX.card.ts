import { type Part, withWords } from './catalogue.ts';
import es from './es.card.ts';

/**
 * Mexican Spanish: "meses sin intereses", "1 pago de $ …" for a single payment (whole in a 288 px card); documents CURP, RFC, INE. The card group (card,
 * payment, status, frame, challenge) over the shared Spanish of `es.card.ts`; loaded on demand.
 */
const words: Part<'card'> = withWords(es, {
  card: {
    'installments.label': 'Meses',
    'installments.single': (p) => `1 pago de ${p.each}`,
    'installments.total.free': (p) => `Total ${p.total}, sin intereses`,
  },
});

export default words;
