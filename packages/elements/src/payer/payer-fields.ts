/**
 * The payer's fields (name, document type and number, email) as one state that renders its host on change, for
 * every form that asks for them (the card's email and document, the code elements' payer step): their values, the
 * checks of the shared domain rules (CPF/CNPJ by check digits), the errors, the service's own field errors (422),
 * the prefill from a payer the merchant knows, and the pay request's fields. Its template is
 * `payer-fields.templates.ts`.
 *
 * Errors follow the card's one rule: shown when the shopper leaves a field they typed in, and on submit; while the
 * shopper types, a shown error is updated, and hidden as soon as the value is a valid prefix again.
 */
import type { PayRequest } from '@tucan/client';
import type { ReactiveControllerHost } from 'lit';
import { validateDocument } from '../domain/document-checks.ts';
import { type DocumentType, normalizeDocument } from '../domain/documents.ts';
import { type FieldResult, validateEmail, validateName } from '../domain/payer.ts';
import { payerPrefill } from '../domain/payer-prefill.ts';

/** A payer field a form may ask for. */
export type PayerField = 'name' | 'document' | 'email';

export interface PayerInput {
  field: PayerField;
  required: boolean;
}

/** A shown error: its message key and parameters. */
export interface ShownError {
  key: string;
  params?: Record<string, string>;
}

/**
 * The payer a merchant already knows, to prefill a payer step (`payer` on the card, the code elements and
 * `<tucan-checkout>`): the pay request's own field names (seed §4). Every field is optional.
 */
export interface TucanPayer {
  payer_name?: string;
  email?: string;
  payer_document_type?: DocumentType;
  /** As the merchant stores it: with or without its dots, slash and dash. */
  payer_tax_id?: string;
}

/** What the host tells the controller. */
export interface PayerFieldsOptions {
  /** The fields asked now, in order. */
  inputs(): readonly PayerInput[];
  /** The document types offered (the first is the default). */
  types(): readonly DocumentType[];
  /** The shopper changed a value or the document type: what was sent before no longer stands. */
  changed?(): void;
}

/** The pay request's field of each payer field, for the service's 422 details. */
const FIELD_OF: Readonly<Record<string, PayerField>> = {
  payer_name: 'name',
  email: 'email',
  payer_tax_id: 'document',
  payer_document_type: 'document',
};

export class PayerFieldsController {
  readonly values: Record<PayerField, string> = { name: '', email: '', document: '' };
  /** The document type the shopper (or the prefill) chose; `type` is the one in force. */
  documentType: DocumentType | undefined;
  errors: Partial<Record<PayerField, ShownError>> = {};
  /**
   * A button of the form is being pressed: leaving a field then shows no error, which would move the button away
   * from the pointer before the click lands (the submit checks every field anyway).
   */
  pressing = false;
  /** The fields the shopper typed in (or cleared): their errors show when left, and a prefill leaves them alone. */
  readonly #edited = new Set<PayerField>();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: PayerFieldsOptions,
  ) {}

  get inputs(): readonly PayerInput[] {
    return this.options.inputs();
  }

  get types(): readonly DocumentType[] {
    return this.options.types();
  }

  /** The chosen document type, else the first offered. */
  get type(): DocumentType {
    const types = this.types;
    return this.documentType && types.includes(this.documentType) ? this.documentType : (types[0] ?? 'PAS');
  }

  /** A field's verdict now (an optional email left empty is fine). */
  check(field: PayerField): FieldResult {
    const value = this.values[field];
    switch (field) {
      case 'name':
        return validateName(value);
      case 'email':
        return !this.inputs.find((i) => i.field === 'email')?.required && !value.trim()
          ? { ok: true }
          : validateEmail(value);
      case 'document':
        return validateDocument(this.type, value);
    }
  }

  /** Stores a typed value; an error already shown is updated, or hidden for a valid prefix. */
  edit(field: PayerField, value: string): void {
    this.values[field] = value;
    this.#edited.add(field);
    if (this.errors[field]) {
      const r = this.check(field);
      this.#show(field, r.ok || r.prefix ? undefined : r);
    }
    this.options.changed?.();
    this.host.requestUpdate();
  }

  /**
   * The shopper picked a document type: a number already there is checked again as one of that type (a CPF left
   * in the field of a CNPJ says a CNPJ has 14 characters), and its error follows the type; an empty field shows none.
   */
  pickType(type: DocumentType): void {
    this.documentType = type;
    if (this.errors.document || this.values.document.trim()) this.#show('document', this.check('document'));
    this.options.changed?.();
    this.host.requestUpdate();
  }

  /** Leaving a field the shopper typed in shows its error, unless a button is being pressed. */
  blur(field: PayerField): void {
    if (this.pressing || !this.#edited.has(field) || !this.inputs.some((i) => i.field === field)) return;
    this.#show(field, this.check(field));
    this.host.requestUpdate();
  }

  /** Checks every field asked; shows each error (and only those) and returns the first invalid field. */
  validateAll(): PayerField | undefined {
    this.errors = {};
    for (const { field } of this.inputs) this.#show(field, this.check(field));
    this.host.requestUpdate();
    return this.inputs.find((i) => this.errors[i.field])?.field;
  }

  /** Errors the service reported on pay (422), on the fields asked that it names (the pay request's names). */
  showService(fields: readonly string[]): PayerField | undefined {
    let first: PayerField | undefined;
    for (const f of fields) {
      const field = FIELD_OF[f];
      if (!field || !this.inputs.some((i) => i.field === field)) continue;
      this.errors[field] = { key: field === 'document' ? 'document.required' : `${field}.invalid` };
      first ??= field;
    }
    this.host.requestUpdate();
    return first;
  }

  /** The pay fields of what was entered (the document normalized, without punctuation). */
  body(): Partial<PayRequest> {
    const out: Partial<PayRequest> = {};
    const { name, email, document } = this.values;
    for (const { field } of this.inputs) {
      if (field === 'name' && name.trim()) out.payer_name = name.trim();
      if (field === 'email' && email.trim()) out.email = email.trim();
      if (field === 'document' && document.trim()) {
        out.payer_tax_id = normalizeDocument(document);
        out.payer_document_type = this.type;
      }
    }
    return out;
  }

  /**
   * Fills the fields that are empty and that the shopper has not edited from the merchant's payer (never over
   * what the shopper typed or cleared). A document of a type the form does not take is left out; anything that is
   * not text is ignored (never an exception).
   */
  prefill(payer: unknown): void {
    const v = this.values;
    const open = (f: PayerField) => !v[f] && !this.#edited.has(f);
    const p = payerPrefill(
      payer,
      { name: open('name'), email: open('email'), document: open('document') },
      this.types,
      this.type,
    );
    if (p.name !== undefined) v.name = p.name;
    if (p.email !== undefined) v.email = p.email;
    if (p.documentType) this.documentType = p.documentType;
    if (p.document !== undefined) v.document = p.document;
    if (Object.keys(p).length > 0) this.host.requestUpdate();
  }

  reset(): void {
    Object.assign(this.values, { name: '', email: '', document: '' });
    this.documentType = undefined;
    this.errors = {};
    this.#edited.clear();
    this.host.requestUpdate();
  }

  /** Shows a field's failed check, or hides its error. */
  #show(field: PayerField, r: FieldResult | undefined): void {
    if (!r || r.ok) delete this.errors[field];
    else this.errors[field] = { key: r.key, ...(r.params ? { params: r.params } : {}) };
  }
}
