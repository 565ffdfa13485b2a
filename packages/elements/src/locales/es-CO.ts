import { withWords } from './catalogue.ts';
import { es } from './es.ts';

/**
 * Colombian Spanish: "cuotas", "pago único". The shared Spanish (`es.ts`) is already Colombia's: tú, cuotas.
 * Documents: the seed's enum has no cédula (CC), NIT or CE, so a Colombian charge offers the passport only
 * (domain/documents.ts).
 */
export default withWords(es, {
  card: {
    'installments.free': (p) => `${p.n} cuotas sin intereses de ${p.each}`,
    'installments.total.free': (p) => `Total ${p.total}, sin intereses`,
  },
});
