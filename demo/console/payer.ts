/**
 * The payer document as the chosen method uses it: which document types the mounted element asks for (pure, no DOM),
 * and the console's document typed into that element's payer step for QA (so it is not typed twice).
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

type Updating = HTMLElement & { updateComplete?: Promise<unknown> };

/**
 * Types the console's document into a code element's payer step (its open shadow root: `#document-type`,
 * `#document`), with the events a shopper's typing fires, so the element formats and validates it as usual. Never
 * overwrites what is already there; does nothing when the element shows no document field.
 */
export async function prefillDocument(el: Updating, doc: Pick<TestDocument, 'type' | 'value'>) {
  await customElements.whenDefined(el.localName);
  // The payer step renders with the element's first update (its words may arrive a few frames later).
  for (let frame = 0; frame < 60; frame++) {
    await el.updateComplete;
    const root = el.shadowRoot;
    const input = root?.querySelector<HTMLInputElement>('#document');
    if (root && input) {
      const type = root.querySelector<HTMLSelectElement>('#document-type');
      if (type && type.value !== doc.type && [...type.options].some((o) => o.value === doc.type)) {
        type.value = doc.type;
        type.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
        await el.updateComplete;
      }
      const field = root.querySelector<HTMLInputElement>('#document') ?? input;
      if (field.value !== '' || !el.isConnected) return;
      field.value = doc.value;
      field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      return;
    }
    if (!el.isConnected) return;
    await new Promise(requestAnimationFrame);
  }
}
