import type { ErrorDetail, PayRequest } from '@tucan/client';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { brandOf, digitsOnly, validateCvc, validateNumber } from '../domain/brands.ts';
import { type DocumentType, documentTypesFor, normalizeDocument } from '../domain/documents.ts';
import { expiryFields, parseExpiry, validateExpiry } from '../domain/expiry.ts';
import { validateDocument, validateEmail, validateName } from '../domain/payer.ts';
import { payerPrefill } from '../domain/payer-prefill.ts';
import type { CardField, FieldResult, ValidationKey } from '../domain/validate.ts';
import { OK } from '../domain/verdict.ts';
import { type CardMethod, optionalFields } from './card.logic.ts';
import type { CardMessageKey } from './card.messages.ts';

/** A shown error: its message key and parameters (a failed check, or a field problem of a 422). */
export type FieldError = { key: CardMessageKey; params?: Record<string, string> };

export const FIELD_ORDER: readonly CardField[] = ['number', 'expiry', 'cvc', 'name', 'email', 'document'];

interface FormHost extends ReactiveControllerHost, HTMLElement {
  fields: string;
  country: string;
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** Pay's check found an invalid field: the payment alert goes, the summary is said. */
  invalid(): void;
}

/** Maps the per-field problems of a 422 from pay onto the form's fields. */
export function fieldErrorsFromService(
  details: readonly ErrorDetail[],
): Partial<Record<CardField, ValidationKey>> {
  const out: Partial<Record<CardField, ValidationKey>> = {};
  for (const d of details) {
    const code = (d.code ?? '').toUpperCase();
    if (d.field === 'card_number') out.number = 'number.invalid';
    else if (d.field === 'card_expiry_month' || d.field === 'card_expiry_year')
      out.expiry = code === 'CARD_EXPIRED' ? 'expiry.past' : 'expiry.incomplete';
    else if (d.field === 'card_cvv') out.cvc = 'cvc.required';
    else if (d.field === 'card_name' || d.field === 'payer_name') out.name = 'name.invalid';
    else if (d.field === 'email') out.email = 'email.invalid';
    else if (d.field === 'payer_tax_id' || d.field === 'payer_document_type')
      out.document = 'document.required';
  }
  return out;
}

/**
 * The card form's values and shown errors. Errors follow one rule: shown on blur and on submit; while the
 * shopper types, a shown error is updated, and hidden as soon as the value is a valid prefix again.
 * Card data lives here and in the inputs only; `clearSensitive` removes the number and security code.
 */
export class CardFormState implements ReactiveController {
  number = '';
  expiry = '';
  cvc = '';
  name = '';
  email = '';
  document = '';
  documentType: DocumentType | undefined;
  errors: Partial<Record<CardField, FieldError>> = {};
  private readonly edited = new Set<CardField>();

  constructor(private readonly host: FormHost) {
    host.addController(this);
  }

  /** Before each render, and for `prefill`: the country's document types, the chosen one of them (the first by default). */
  hostUpdate(): readonly DocumentType[] {
    const types = documentTypesFor(this.host.country);
    if (!this.documentType || !types.includes(this.documentType)) this.documentType = types[0];
    return types;
  }

  get shown() {
    return optionalFields(this.host.fields);
  }

  /**
   * The payer the merchant knows (`payer`): fills the shown email and document (its type when the country offers
   * it, formatted) while empty and not edited by the shopper. Never the name on the card (not the payer's name).
   */
  prefill(payer: unknown): void {
    if (!payer || typeof payer !== 'object') return;
    const shown = this.shown;
    const types = this.hostUpdate();
    const open = (f: 'email' | 'document') => !!shown[f] && !this[f] && !this.edited.has(f);
    const p = payerPrefill(
      payer,
      { name: false, email: open('email'), document: open('document') },
      types,
      this.documentType,
    );
    if (p.email !== undefined) this.email = p.email;
    if (p.documentType) this.documentType = p.documentType;
    if (p.document !== undefined) this.document = p.document;
    this.host.requestUpdate();
  }

  /** A field's verdict now. */
  check(f: CardField): FieldResult {
    switch (f) {
      case 'number':
        return validateNumber(this.number, this.host.country);
      case 'expiry':
        return validateExpiry(this.expiry);
      case 'cvc':
        return validateCvc(this.cvc, brandOf(this.number));
      case 'name':
        return validateName(this.name);
      case 'email':
        return validateEmail(this.email);
      case 'document':
        return this.documentType ? validateDocument(this.documentType, this.document) : OK;
    }
  }

  setError(f: CardField, result: FieldResult | undefined): void {
    const next = { ...this.errors };
    if (!result || result.ok) delete next[f];
    else next[f] = result;
    this.errors = next;
    this.host.requestUpdate();
  }

  /** Stores a typed value; an error already shown is updated, or hidden for a valid prefix. */
  edit(f: CardField, value: string): void {
    this[f] = value;
    this.edited.add(f);
    this.host.requestUpdate();
    if (!this.errors[f]) return;
    const r = this.check(f);
    this.setError(f, r.ok || r.prefix ? undefined : r);
  }

  /** Re-checks a field whose rule depends on another (the document number on its type). */
  recheck(f: CardField): void {
    const r = this.errors[f] && this.check(f);
    if (r) this.setError(f, r);
  }

  /**
   * The brand changed: a security code already entered that no longer fits (Amex 1234, then a Visa) is no
   * valid prefix any more, so its error shows at once instead of on Pay.
   */
  brandChanged(): void {
    const r = this.check('cvc');
    if (this.errors.cvc || (this.cvc && !r.ok && !r.prefix)) this.setError('cvc', r);
  }

  /** Shows a left field's error. */
  blur(f: CardField): void {
    if (this.edited.has(f)) this.setError(f, this.check(f));
  }

  /** Checks every shown field, shows every error, and returns the first invalid field. */
  validateAll(): CardField | undefined {
    const errors: Partial<Record<CardField, FieldError>> = {};
    const shown = this.shown;
    for (const f of FIELD_ORDER) {
      const r = (f === 'email' && !shown.email) || (f === 'document' && !shown.document) ? OK : this.check(f);
      if (!r.ok) errors[f] = r;
    }
    this.errors = errors;
    this.host.requestUpdate();
    return FIELD_ORDER.find((f) => errors[f]);
  }

  /**
   * Pay's check of the whole form: when a field is invalid, shows the errors, announces the summary, focuses the
   * first, and says so.
   */
  async blocked(): Promise<boolean> {
    const first = this.validateAll();
    if (!first) return false;
    const h = this.host;
    h.invalid();
    await h.updateComplete;
    h.renderRoot.querySelector<HTMLElement>(`#${first}`)?.focus();
    return true;
  }

  /** A 422's field problems, on their fields. */
  showServiceErrors(details: readonly ErrorDetail[]): void {
    const next = { ...this.errors };
    for (const [f, key] of Object.entries(fieldErrorsFromService(details))) next[f as CardField] = { key };
    this.errors = next;
    this.host.requestUpdate();
  }

  reset(): void {
    this.number = this.expiry = this.cvc = this.name = this.email = this.document = '';
    this.errors = {};
    this.edited.clear();
    this.host.requestUpdate();
  }

  clearSensitive(): void {
    this.number = '';
    this.cvc = '';
    this.host.requestUpdate();
  }

  /** The pay body of the card fields (3DS and browser fields are added by the payment flow). */
  payRequest(method: CardMethod, installments: number): PayRequest {
    const expiry = parseExpiry(this.expiry);
    const shown = this.shown;
    const body: PayRequest = {
      type_charge: method,
      card_name: this.name.trim(),
      card_number: digitsOnly(this.number),
      ...(expiry ? expiryFields(expiry) : {}),
      card_cvv: this.cvc,
    };
    if (method === 'credit_card') body.installments = installments;
    if (shown.email) body.email = this.email.trim();
    if (shown.document && this.documentType) {
      body.payer_tax_id = normalizeDocument(this.document);
      body.payer_document_type = this.documentType;
    }
    return body;
  }
}
