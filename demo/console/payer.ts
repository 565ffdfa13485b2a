/**
 * The payer document as the chosen method uses it: which document types the mounted element asks for, and the
 * `payer` the console gives the element so QA does not type the name and document twice (pure, no DOM).
 */
import type { MethodEntry } from './methods.ts';
import type { Fields } from './scenario.ts';
import { type DocumentType, documentsFor, type TestDocument } from './scenarios.ts';

/** Pix and boleto take a Brazilian tax id only (packages/elements/README.md: "always offer CPF and CNPJ"). */
const CODE_DOCUMENTS: readonly DocumentType[] = ['CPF', 'CNPJ'];

/**
 * The document types the element asks for with these payer fields (the elements' README, "Payer step"): the card
 * with `fields` `document` every type of the country; boleto always CPF or CNPJ, pix only with `document`; the
 * drop-in what its card or its Brazilian code methods ask; SPEI, OXXO, QR, Pago Fácil and the wallets none.
 */
export function documentTypesUsed(
  method: Pick<MethodEntry, 'id' | 'kind'> | undefined,
  fields: Fields,
  country: string,
): readonly DocumentType[] {
  const asked = fields === 'email-document';
  const every = [...new Set(documentsFor(country).map((d) => d.type))];
  if (!method) return [];
  if (method.kind === 'card') return asked ? every : [];
  if (method.id === 'boleto') return CODE_DOCUMENTS;
  if (method.id === 'pix') return asked ? CODE_DOCUMENTS : [];
  if (method.kind === 'dropin') return asked ? every : country === 'BR' ? CODE_DOCUMENTS : [];
  return [];
}

/** `true` when the method asks no document with any payer fields (SPEI, OXXO, QR, Pago Fácil, the wallets). */
export function neverAsksDocument(method: Pick<MethodEntry, 'id' | 'kind'> | undefined, country: string) {
  return documentTypesUsed(method, 'email-document', country).length === 0;
}

/** The test payer's name the console prefills (boleto asks for one). */
export const TEST_PAYER_NAME = 'Maria Silva';

/**
 * The `payer` property of the card, a code element or `<tucan-checkout>` (the pay request's own names): the test
 * payer's name (the card leaves it out: it is not the name on the card) and, when the chosen method asks for its
 * type, the picker's document (valid or not: an invalid one shows its
 * error when the code is asked for).
 */
export function payerFor(doc: Pick<TestDocument, 'type' | 'value'> | undefined) {
  return {
    payer_name: TEST_PAYER_NAME,
    ...(doc ? { payer_document_type: doc.type, payer_tax_id: doc.value } : {}),
  };
}
