import type { PayRequest } from '@tucan/client';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type DocumentType, normalizeDocument } from '../domain/documents.ts';
import {
  type FieldResult,
  NAME_MAX_LENGTH,
  validateDocument,
  validateEmail,
  validateName,
} from '../domain/payer.ts';
import { payerPrefill } from '../domain/payer-prefill.ts';
import type { PayerField, PayerInput } from './code.method.ts';

export interface ShownError {
  key: string;
  params?: Record<string, string>;
}

/**
 * The payer a merchant already knows, to prefill a payer step (`payer` on the code elements and on
 * `<tucan-checkout>`): the pay request's own field names (seed §4). Every field is optional.
 */
export interface TucanPayer {
  payer_name?: string;
  email?: string;
  payer_document_type?: DocumentType;
  /** As the merchant stores it: with or without its dots, slash and dash. */
  payer_tax_id?: string;
}

/**
 * The payer data a method asks for before its code (name, document, email): values, validation with the
 * shared domain rules (CPF/CNPJ by check digits), errors shown on blur and on submit, and the pay fields.
 */
export class PayerFormController implements ReactiveController {
  name = '';
  email = '';
  document = '';
  documentType: DocumentType | undefined;
  errors: Partial<Record<PayerField, ShownError>> = {};

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  check(input: PayerInput, types: readonly DocumentType[]): FieldResult {
    switch (input.field) {
      case 'name':
        return validateName(this.name);
      case 'email':
        return !input.required && !this.email.trim() ? { ok: true } : validateEmail(this.email);
      case 'document':
        return validateDocument(this.type(types), this.document);
    }
  }

  /** The chosen document type, else the first offered. */
  type(types: readonly DocumentType[]): DocumentType {
    return this.documentType && types.includes(this.documentType) ? this.documentType : (types[0] ?? 'PAS');
  }

  edit(field: PayerField, value: string): void {
    if (field === 'name') this.name = value;
    else if (field === 'email') this.email = value;
    else this.document = value;
    delete this.errors[field];
    this.host.requestUpdate();
  }

  /** Leaving a field shows its error, unless it is empty and still to be filled. */
  blur(input: PayerInput, types: readonly DocumentType[]): void {
    const r = this.check(input, types);
    const value = input.field === 'name' ? this.name : input.field === 'email' ? this.email : this.document;
    if (!r.ok && !(r.prefix && !value.trim())) this.show(input.field, r);
  }

  /** Checks every field; shows each error and returns the first invalid field. */
  validateAll(inputs: readonly PayerInput[], types: readonly DocumentType[]): PayerField | undefined {
    let first: PayerField | undefined;
    for (const input of inputs) {
      const r = this.check(input, types);
      if (!r.ok) {
        this.show(input.field, r);
        first ??= input.field;
      }
    }
    return first;
  }

  /** Errors the service reported on pay (422), on the fields it names. */
  showService(fields: readonly string[]): PayerField | undefined {
    let first: PayerField | undefined;
    for (const f of fields) {
      const field: PayerField | undefined =
        f === 'payer_name'
          ? 'name'
          : f === 'email'
            ? 'email'
            : /payer_(tax_id|document_type)/.test(f)
              ? 'document'
              : undefined;
      if (!field) continue;
      this.errors[field] = { key: field === 'document' ? 'document.required' : `${field}.invalid` };
      first ??= field;
    }
    this.host.requestUpdate();
    return first;
  }

  /** The pay fields of what was entered (the document normalized, without punctuation). */
  body(inputs: readonly PayerInput[], types: readonly DocumentType[]): Partial<PayRequest> {
    const out: Partial<PayRequest> = {};
    for (const { field } of inputs) {
      if (field === 'name' && this.name.trim()) out.payer_name = this.name.trim();
      if (field === 'email' && this.email.trim()) out.email = this.email.trim();
      if (field === 'document' && this.document.trim()) {
        out.payer_tax_id = normalizeDocument(this.document);
        out.payer_document_type = this.type(types);
      }
    }
    return out;
  }

  /**
   * Fills the empty fields from the merchant's payer, never over what the shopper typed. A document of a type this
   * method does not take is left out; anything that is not text is ignored (never an exception).
   */
  prefill(payer: TucanPayer | undefined, types: readonly DocumentType[]): void {
    const open = { name: !this.name, email: !this.email, document: !this.document };
    const p = payerPrefill(payer, open, types, this.type(types));
    if (p.name !== undefined) this.name = p.name;
    if (p.email !== undefined) this.email = p.email;
    if (p.documentType) this.documentType = p.documentType;
    if (p.document !== undefined) this.document = p.document;
    if (Object.keys(p).length > 0) this.host.requestUpdate();
  }

  reset(): void {
    this.name = '';
    this.email = '';
    this.document = '';
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

export { NAME_MAX_LENGTH };
