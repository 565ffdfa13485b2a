import { withWords } from './catalogue.ts';
import { es } from './es.ts';

/** Mexican Spanish: "meses sin intereses", "una sola exhibición"; documents CURP, RFC, INE. Loaded on demand. */
export default withWords(es, {
  card: {
    'installments.label': 'Meses',
    'installments.single': (p) => `1× ${p.each} (una sola exhibición)`,
    'installments.free': (p) => `${p.n} meses sin intereses de ${p.each}`,
    'installments.interest': (p) => `${p.n} meses de ${p.each} · total ${p.total} (${p.rate}% mensual)`,
    'installments.total.free': (p) => `Total ${p.total}, sin intereses`,
  },
  checkout: {
    'installments.interest': (p) => `A ${p.count} meses, con intereses`,
    'installments.free': (p) => `A ${p.count} meses sin intereses`,
  },
});
