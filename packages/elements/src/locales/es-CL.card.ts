import { type Part, withWords } from './catalogue.ts';
import es from './es.card.ts';

/**
 * Chilean Spanish: "cuotas", and "sin cuotas" for paying at once (as Chilean card terminals say). Documents: the
 * seed's enum has no RUT, so a Chilean charge offers the passport only (domain/documents.ts). The card group
 * (card, payment, status, frame, challenge); the other groups are the shared Spanish as it is.
 */
const words: Part<'card'> = withWords(es, {
  card: {
    'installments.single': (p) => `1 pago de ${p.each} (sin cuotas)`,
  },
});

export default words;
