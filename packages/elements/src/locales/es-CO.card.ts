import { type Part, withWords } from './catalogue.ts';
import es from './es.card.ts';

/**
 * Colombian Spanish: "cuotas", "pago único". The shared Spanish (`es.*.ts`) is already Colombia's: tú, cuotas.
 * Documents: the seed's enum has no cédula (CC), NIT or CE, so a Colombian charge offers the passport only
 * (domain/documents.ts). The card group (card, payment, status, frame, challenge); the other groups are the
 * shared Spanish as it is.
 */
const words: Part<'card'> = withWords(es, {
  card: {
    'installments.total.free': (p) => `Total ${p.total}, sin intereses`,
  },
});

export default words;
