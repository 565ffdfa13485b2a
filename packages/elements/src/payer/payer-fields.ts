/**
 * The payer's fields (name, document type and number, email) as one reactive controller: their values, the checks
 * of the shared domain rules (CPF/CNPJ by check digits), the errors (shown on blur and on submit, hidden as the
 * shopper edits), the service's own field errors (422), the prefill from a payer the merchant knows, and the pay
 * request's fields. Its template is `payer-fields.templates.ts`. The code elements' payer step uses both; the
 * card's form has the same verbs for the same three fields.
 */
import type { PayRequest } from '@tucan/client';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type DocumentType, normalizeDocument } from '../domain/documents.ts';
import { type FieldResult, validateDocument, validateEmail, validateName } from '../domain/payer.ts';
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

export class PayerFieldsController implements ReactiveController {
  readonly values: Record<PayerField, string> = { name: '', email: '', document: '' };
  /** The document type the shopper (or the prefill) chose; `type` is the one in force. */
  documentType: DocumentType | undefined;
  errors: Partial<Record<PayerField, ShownError>> = {};
  /**
   * A button of the form is being pressed: leaving a field then shows no error, which would move the button away
   * from the pointer before the click lands (the submit checks every field anyway).
   */
  pressing = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: PayerFieldsOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

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

  check(input: PayerInput): FieldResult {
    const value = this.values[input.field];
    switch (input.field) {
      case 'name':
        return validateName(value);
      case 'email':
        return !input.required && !value.trim() ? { ok: true } : validateEmail(value);
      case 'document':
        return validateDocument(this.type, value);
    }
  }

  edit(field: PayerField, value: string): void {
    this.values[field] = value;
    delete this.errors[field];
    this.options.changed?.();
    this.host.requestUpdate();
  }

  pickType(type: DocumentType): void {
    this.documentType = type;
    this.options.changed?.();
    this.host.requestUpdate();
  }

  /** Leaving a field shows its error, unless it is empty and still to be filled, or a button is being pressed. */
  blur(field: PayerField): void {
    const input = this.inputs.find((i) => i.field === field);
    if (!input || this.pressing) return;
    const r = this.check(input);
    if (!r.ok && !(r.prefix && !this.values[field].trim())) this.show(field, r);
  }

  /** Checks every field; shows each error and returns the first invalid field. */
  validateAll(): PayerField | undefined {
    let first: PayerField | undefined;
    for (const input of this.inputs) {
      const r = this.check(input);
      if (!r.ok) {
        this.show(input.field, r);
        first ??= input.field;
      }
    }
    return first;
  }

  /** Errors the service reported on pay (422), on the fields it names (the pay request's names). */
  showService(fields: readonly string[]): PayerField | undefined {
    let first: PayerField | undefined;
    for (const f of fields) {
      const field = FIELD_OF[f];
      if (!field) continue;
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
   * Fills the empty fields from the merchant's payer, never over what the shopper typed. A document of a type the
   * form does not take is left out; anything that is not text is ignored (never an exception).
   */
  prefill(payer: TucanPayer | undefined): void {
    const v = this.values;
    const open = { name: !v.name, email: !v.email, document: !v.document };
    const p = payerPrefill(payer, open, this.types, this.type);
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
    this.host.requestUpdate();
  }

  private show(field: PayerField, r: FieldResult): void {
    if (r.ok) return;
    this.errors[field] = { key: r.key, ...(r.params ? { params: r.params } : {}) };
    this.host.requestUpdate();
  }
}
