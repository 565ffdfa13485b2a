import type { PayRequest } from '@tucan/client';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { brandOf, digitsOnly } from '../domain/brands.ts';
import { type DocumentType, documentTypesFor, normalizeDocument } from '../domain/documents.ts';
import { expiryFields, parseExpiry } from '../domain/expiry.ts';
import {
  type CardField,
  type CardForm,
  type FieldResult,
  validateCard,
  validateCvc,
  validateDocument,
  validateEmail,
  validateExpiry,
  validateName,
  validateNumber,
} from '../domain/validate.ts';
import { type CardMethod, optionalFields } from './card.logic.ts';
import type { CardMessageKey } from './card.messages.ts';

export type FieldError = { key: CardMessageKey; params?: Record<string, string> };
export type FieldValue = 'number' | 'expiry' | 'cvc' | 'holder' | 'email' | 'document';

export const FIELD_ORDER: readonly CardField[] = ['number', 'expiry', 'cvc', 'name', 'email', 'document'];

interface FormHost extends ReactiveControllerHost {
  fields: string;
  country: string;
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
  holder = '';
  email = '';
  document = '';
  documentType: DocumentType | undefined;
  errors: Partial<Record<CardField, FieldError>> = {};
  private readonly edited = new Set<CardField>();

  constructor(private readonly host: FormHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  hostUpdate(): void {
    const types = documentTypesFor(this.host.country);
    if (!this.documentType || !types.includes(this.documentType)) this.documentType = types[0];
  }

  get shown() {
    return optionalFields(this.host.fields);
  }

  values(): CardForm {
    const shown = this.shown;
    return {
      number: this.number,
      expiry: this.expiry,
      cvc: this.cvc,
      name: this.holder,
      ...(shown.email ? { email: this.email } : {}),
      ...(shown.document && this.documentType
        ? { documentType: this.documentType, document: this.document }
        : {}),
    };
  }

  check(f: CardField): FieldResult {
    switch (f) {
      case 'number':
        return validateNumber(this.number);
      case 'expiry':
        return validateExpiry(this.expiry);
      case 'cvc':
        return validateCvc(this.cvc, brandOf(this.number));
      case 'name':
        return validateName(this.holder);
      case 'email':
        return validateEmail(this.email);
      case 'document':
        return this.documentType ? validateDocument(this.documentType, this.document) : { ok: true };
    }
  }

  setError(f: CardField, result: FieldResult | undefined): void {
    const next = { ...this.errors };
    if (!result || result.ok) delete next[f];
    else next[f] = { key: result.key, ...(result.params ? { params: result.params } : {}) };
    this.errors = next;
    this.host.requestUpdate();
  }

  /** Stores a typed value; an error already shown is updated, or hidden for a valid prefix. */
  edit(f: CardField, key: FieldValue, value: string): void {
    this[key] = value;
    this.edited.add(f);
    this.host.requestUpdate();
    if (!this.errors[f]) return;
    const r = this.check(f);
    this.setError(f, r.ok || r.prefix ? undefined : r);
  }

  /** Re-checks a field whose rule depends on another (the document number on its type). */
  recheck(f: CardField): void {
    if (this.errors[f]) this.setError(f, this.check(f));
  }

  /**
   * The brand changed: a security code already entered that no longer fits (Amex 1234, then a Visa) is no
   * valid prefix any more, so its error shows at once instead of on Pay.
   */
  brandChanged(): void {
    const r = this.check('cvc');
    if (this.errors.cvc || (this.cvc && !r.ok && !r.prefix)) this.setError('cvc', r);
  }

  blur(f: CardField): void {
    if (this.edited.has(f)) this.setError(f, this.check(f));
  }

  /** Checks every shown field, shows every error, and returns the first invalid field. */
  validateAll(): CardField | undefined {
    const errors: Partial<Record<CardField, FieldError>> = {};
    for (const [f, r] of Object.entries(validateCard(this.values()))) {
      if (r && !r.ok) errors[f as CardField] = { key: r.key, ...(r.params ? { params: r.params } : {}) };
    }
    this.errors = errors;
    this.host.requestUpdate();
    return FIELD_ORDER.find((f) => errors[f]);
  }

  showServiceErrors(errors: Partial<Record<CardField, CardMessageKey>>): void {
    const next = { ...this.errors };
    for (const [f, key] of Object.entries(errors)) next[f as CardField] = { key };
    this.errors = next;
    this.host.requestUpdate();
  }

  reset(): void {
    this.number = this.expiry = this.cvc = this.holder = this.email = this.document = '';
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
      card_name: this.holder.trim(),
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
