import { withWords } from './catalogue.ts';
import { es } from './es.ts';

/**
 * Chilean Spanish: "cuotas", and "sin cuotas" for paying at once (as Chilean card terminals say). Documents: the
 * seed's enum has no RUT, so a Chilean charge offers the passport only (domain/documents.ts).
 */
export default withWords(es, {
  card: {
    'installments.single': (p) => `1 pago de ${p.each} (sin cuotas)`,
  },
});
