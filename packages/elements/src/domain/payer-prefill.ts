/**
 * What a payer the merchant already knows (`TucanPayer`, the `payer` property of the card, the code elements and
 * `<tucan-checkout>`) fills in a form: pure, used by the shared payer fields (`payer/payer-fields.ts`) of the card
 * and the code elements.
 */
import { type DocumentType, maskDocument } from './documents.ts';
import { NAME_MAX_LENGTH } from './payer.ts';

const given = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** The fields a prefill may write: each only when the form says it is open (shown, empty, not edited). */
export interface PrefillOpen {
  name: boolean;
  email: boolean;
  document: boolean;
}

export interface Prefill {
  name?: string;
  email?: string;
  /** Only when the payer names a type the form offers. */
  documentType?: DocumentType;
  /** Formatted as the shopper would type it (CPF, CNPJ…). */
  document?: string;
}

/**
 * The values to fill: text only (anything else, or a payer that is no object, is left out, never an exception);
 * a document only when its type is one of `types` (or it names none: then as `current`, the form's type).
 */
export function payerPrefill(
  payer: unknown,
  open: PrefillOpen,
  types: readonly DocumentType[],
  current: DocumentType | undefined,
): Prefill {
  const out: Prefill = {};
  if (!payer || typeof payer !== 'object') return out;
  const p = payer as Record<string, unknown>;
  if (open.name && given(p.payer_name)) out.name = p.payer_name.trim().slice(0, NAME_MAX_LENGTH);
  if (open.email && given(p.email)) out.email = p.email.trim();
  const named = p.payer_document_type;
  const type = named === undefined ? current : types.find((t) => t === named);
  if (open.document && given(p.payer_tax_id) && type) {
    if (named !== undefined) out.documentType = type;
    const value = p.payer_tax_id.trim();
    out.document = maskDocument(type, value, value.length).value;
  }
  return out;
}
