import type { ErrorDetail, PayRequest } from '@tucan/client';
import { nothing, type ReactiveControllerHost } from 'lit';
import { brandOf, digitsOnly, validateCvc, validateNumber } from '../domain/brands.ts';
import { expiryFields, parseExpiry, validateExpiry } from '../domain/expiry.ts';
import { validateName } from '../domain/payer.ts';
import type { FieldResult, ValidationKey } from '../domain/validate.ts';
import type { PayerFieldsView } from '../payer/payer-fields.templates.ts';
import type { PayerFieldsController, PayerInput } from '../payer/payer-fields.ts';
import { adoptInShadowRoot } from '../styles/adopt.ts';
import { type CardMethod, optionalFields } from './card.logic.ts';
import type { CardMessageKey } from './card.messages.ts';

/** The card's own fields; its payer fields (email, document) are the shared `PayerFieldsController`'s. */
export type CardInput = 'number' | 'expiry' | 'cvc' | 'name';

/** A shown error: its message key and parameters (a failed check, or a field problem of a 422). */
export type FieldError = { key: CardMessageKey; params?: Record<string, string> };

const FIELD_ORDER: readonly CardInput[] = ['number', 'expiry', 'cvc', 'name'];

interface FormHost extends ReactiveControllerHost, HTMLElement {
  fields: string;
  country: string;
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** Pay's check found an invalid field: the payment alert goes, the summary is said. */
  invalid(): void;
  /** The shopper changed a payer field or the document type. */
  payerChanged(): void;
}

/** Maps the per-field problems of a 422 from pay onto the card's own fields (the payer's are the payer fields'). */
function fieldErrorsFromService(details: readonly ErrorDetail[]): Partial<Record<CardInput, ValidationKey>> {
  const out: Partial<Record<CardInput, ValidationKey>> = {};
  for (const d of details) {
    const code = (d.code ?? '').toUpperCase();
    if (d.field === 'card_number') out.number = 'number.invalid';
    else if (d.field === 'card_expiry_month' || d.field === 'card_expiry_year')
      out.expiry = code === 'CARD_EXPIRED' ? 'expiry.past' : 'expiry.incomplete';
    else if (d.field === 'card_cvv') out.cvc = 'cvc.required';
    else if (d.field === 'card_name' || d.field === 'payer_name') out.name = 'name.invalid';
  }
  return out;
}

/** The payer fields the card asks for (`fields`): the email, then the document, both required when shown. */
function payerInputs(fields: string): PayerInput[] {
  const shown = optionalFields(fields);
  return (['email', 'document'] as const).filter((f) => shown[f]).map((field) => ({ field, required: true }));
}

/**
 * Where the card's payer fields come from (`card.payer.ts`: the shared payer fields with the documents' checks and
 * masks), loaded when a card's `fields` first asks for one. An object, so that a test can stand in for the network.
 */
export const payerCode = { load: () => import('./card.payer.ts') };

/** The payer fields' code, once loaded. */
let payerModule: typeof import('./card.payer.ts') | undefined;

/**
 * The payer fields' code when `fields` asks for a payer field and it is not here yet: the card's form renders only
 * once it is (`TucanCardFormElement.codeFor`), so no payer field ever shows without its checks.
 */
export function payerToLoad(fields: string): Promise<void> | undefined {
  if (payerModule || !payerInputs(fields).length) return undefined;
  return payerCode.load().then((m) => {
    payerModule = m;
  });
}

/**
 * The card form's values and shown errors: the card's own fields here, the email and the document in `payer`, the
 * payer fields every form shares. Errors follow one rule in both: shown on blur and on submit; while the shopper
 * types, a shown error is updated, and hidden as soon as the value is a valid prefix again.
 * Card data lives here and in the inputs only; `clearSensitive` removes the number and security code.
 */
export class CardFormState {
  number = '';
  expiry = '';
  cvc = '';
  name = '';
  errors: Partial<Record<CardInput, FieldError>> = {};
  private readonly edited = new Set<string>();
  #payer: PayerFieldsController | undefined;

  constructor(private readonly host: FormHost) {}

  /**
   * The email and the document, in the country's document types: made once `fields` asks for one (its code is here
   * by then: `payerToLoad`), else none.
   */
  get payer(): PayerFieldsController | undefined {
    const h = this.host;
    if (!this.#payer && payerModule && payerInputs(h.fields).length)
      this.#payer = payerModule.cardPayer(
        h,
        () => payerInputs(h.fields),
        () => h.payerChanged(),
      );
    return this.#payer;
  }

  /** The payer fields, when `fields` asks for them. */
  payerView(view: PayerFieldsView) {
    const payer = this.payer;
    if (!payer || !payerModule) return nothing;
    // Their document row's styles come with their code, into the form's root (once per root).
    adoptInShadowRoot(this.host, [payerModule.payerFieldStyles]);
    return payerModule.payerFields(payer, view);
  }

  /**
   * The payer the merchant knows (`payer`): fills the email and document (its type when the country offers it,
   * formatted) while empty and not edited by the shopper. Never the name on the card (not the payer's name).
   */
  prefill(payer: unknown): void {
    this.payer?.prefill(payer);
  }

  /** A field's verdict now. */
  check(f: CardInput): FieldResult {
    switch (f) {
      case 'number':
        return validateNumber(this.number, this.host.country);
      case 'expiry':
        return validateExpiry(this.expiry);
      case 'cvc':
        return validateCvc(this.cvc, brandOf(this.number));
      case 'name':
        return validateName(this.name);
    }
  }

  setError(f: CardInput, result: FieldResult | undefined): void {
    const next = { ...this.errors };
    if (!result || result.ok) delete next[f];
    else next[f] = result;
    this.errors = next;
    this.host.requestUpdate();
  }

  /** Stores a typed value; an error already shown is updated, or hidden for a valid prefix. */
  edit(f: CardInput, value: string): void {
    this[f] = value;
    this.edited.add(f);
    this.host.requestUpdate();
    if (!this.errors[f]) return;
    const r = this.check(f);
    this.setError(f, r.ok || r.prefix ? undefined : r);
  }

  /**
   * The brand changed: a security code already entered that no longer fits (Amex 1234, then a Visa) is no
   * valid prefix any more, so its error shows at once instead of on Pay.
   */
  brandChanged(): void {
    const r = this.check('cvc');
    if (this.errors.cvc || (this.cvc && !r.ok && !r.prefix)) this.setError('cvc', r);
  }

  /** Shows a left card field's error (the form's `focusout` names the field by its id; the payer's see to theirs). */
  blur(id: string): void {
    if (this.edited.has(id)) this.setError(id as CardInput, this.check(id as CardInput));
  }

  /** Checks every shown field, shows every error, and returns the first invalid field's id. */
  validateAll(): string | undefined {
    const errors: Partial<Record<CardInput, FieldError>> = {};
    for (const f of FIELD_ORDER) {
      const r = this.check(f);
      if (!r.ok) errors[f] = r;
    }
    this.errors = errors;
    this.host.requestUpdate();
    const payer = this.payer?.validateAll();
    return FIELD_ORDER.find((f) => errors[f]) ?? payer;
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
    for (const [f, key] of Object.entries(fieldErrorsFromService(details))) next[f as CardInput] = { key };
    this.errors = next;
    this.payer?.showService(details.map((d) => d.field ?? ''));
    this.host.requestUpdate();
  }

  reset(): void {
    this.number = this.expiry = this.cvc = this.name = '';
    this.errors = {};
    this.edited.clear();
    this.#payer?.reset();
    this.host.requestUpdate();
  }

  clearSensitive(): void {
    this.number = '';
    this.cvc = '';
    this.host.requestUpdate();
  }

  /** The pay body of the card and payer fields (3DS and browser fields are added by the payment flow). */
  payRequest(method: CardMethod, installments: number): PayRequest {
    const expiry = parseExpiry(this.expiry);
    const body: PayRequest = {
      type_charge: method,
      card_name: this.name.trim(),
      card_number: digitsOnly(this.number),
      ...(expiry ? expiryFields(expiry) : {}),
      card_cvv: this.cvc,
      ...this.payer?.body(),
    };
    if (method === 'credit_card') body.installments = installments;
    return body;
  }
}
