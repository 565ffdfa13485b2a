import { html, nothing, svg, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { BrandId, BrandSpec } from '../domain/brands.ts';
import { NAME_MAX_LENGTH } from '../domain/payer.ts';
import { controlIcon } from '../styles/icons.ts';
import { field } from './card.fields.ts';
import type { CardInput } from './card.form-state.ts';
import type { CardMethod } from './card.logic.ts';
import type { CardMessageKey } from './card.messages.ts';

/** What every field template needs from the element. */
export interface FieldContext {
  t: (key: CardMessageKey, params?: Record<string, string>) => string;
  /** The form is disabled (form-associated `disabled`). */
  off: boolean;
  /** The shown error of a field, localized. */
  error: (f: CardInput) => string | undefined;
  /** A field's value in the form's state (bound with `live`: the input's own text is what is compared). */
  value: (f: CardInput) => string;
}

const invalid = (ctx: FieldContext, f: CardInput) => (ctx.error(f) ? 'true' : 'false');

export function methodPicker(
  ctx: FieldContext,
  methods: readonly CardMethod[],
  chosen: CardMethod,
  pick: (m: CardMethod) => void,
): TemplateResult | typeof nothing {
  if (methods.length < 2) return nothing;
  return html`<fieldset class="segmented" part="choice">
    <legend class="visually-hidden">${ctx.t('method.legend')}</legend>
    ${methods.map(
      (m) => html`<label class="segment">
        <input type="radio" name="method" value=${m} .checked=${live(m === chosen)} ?disabled=${ctx.off}
          @change=${() => pick(m)} />
        ${ctx.t(m === 'credit_card' ? 'method.credit' : 'method.debit')}
      </label>`,
    )}
  </fieldset>`;
}

/** Shown while no brand is detected. */
export const GENERIC_CARD = svg`<rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="none" stroke="currentColor"/><rect x="0.5" y="6" width="39" height="4" fill="currentColor"/><rect x="5" y="16" width="12" height="3" rx="1" fill="currentColor"/>`;

export function numberField(
  ctx: FieldContext,
  brand: BrandSpec | undefined,
  marks: Readonly<Record<BrandId, TemplateResult<2>>>,
  onInput: (e: InputEvent) => void,
): TemplateResult {
  return field(
    'number',
    ctx.t('number.label'),
    html`<div class="pan">
      <input id="number" part="input" type="text" inputmode="numeric" autocomplete="cc-number" spellcheck="false"
        placeholder="1234 1234 1234 1234" .value=${live(ctx.value('number'))} ?disabled=${ctx.off} aria-invalid=${invalid(ctx, 'number')}
        aria-describedby="number-hint number-error number-brand" @input=${onInput} />
      <span class="mark" aria-hidden="true"><svg viewBox="0 0 40 26" focusable="false">
        ${brand ? marks[brand.id] : GENERIC_CARD}</svg></span>
      <span class="visually-hidden" id="number-brand">${brand ? brand.name : ''}</span>
    </div>`,
    ctx.t('number.hint'),
    ctx.error('number'),
  );
}

export function expiryAndCvc(
  ctx: FieldContext,
  cvcOnFront: boolean,
  onExpiry: (e: InputEvent) => void,
  onCvc: (e: InputEvent) => void,
): TemplateResult {
  return html`<div class="row">
    ${field(
      'expiry',
      ctx.t('expiry.label'),
      html`<input id="expiry" part="input" type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="9" size="5"
        placeholder=${ctx.t('expiry.hint')} .value=${live(ctx.value('expiry'))} ?disabled=${ctx.off} aria-invalid=${invalid(ctx, 'expiry')}
        aria-describedby="expiry-hint expiry-error" @input=${onExpiry} />`,
      ctx.t('expiry.hint'),
      ctx.error('expiry'),
    )}
    ${field(
      'cvc',
      ctx.t('cvc.label'),
      html`<input id="cvc" part="input" type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4" size="4"
        placeholder=${cvcOnFront ? '1234' : '123'} .value=${live(ctx.value('cvc'))} ?disabled=${ctx.off} aria-invalid=${invalid(ctx, 'cvc')}
        aria-describedby="cvc-hint cvc-error" @input=${onCvc} />`,
      ctx.t(cvcOnFront ? 'cvc.hint.front' : 'cvc.hint'),
      ctx.error('cvc'),
    )}
  </div>`;
}

export function nameField(ctx: FieldContext, onInput: (e: Event) => void): TemplateResult {
  return field(
    'name',
    ctx.t('name.label'),
    html`<input id="name" part="input" type="text" inputmode="text" autocomplete="cc-name" autocapitalize="characters"
      spellcheck="false" maxlength=${NAME_MAX_LENGTH} .value=${live(ctx.value('name'))} ?disabled=${ctx.off} aria-invalid=${invalid(ctx, 'name')}
      aria-describedby="name-error" @input=${onInput} />`,
    undefined,
    ctx.error('name'),
  );
}

/**
 * The payment alert: an icon, a title and the message with its next step. Always in the DOM (hidden when there
 * is nothing to say), right above Pay: the form's answer, below every field (a decline too).
 */
export function paymentAlert(title: string, message: string): TemplateResult {
  return html`<div class="alert failure" id="payment-alert" part="alert-box" tabindex="-1" ?hidden=${!message}>
    ${controlIcon('alert', 'alert-icon')}
    <div>
      <p class="alert-title">${message ? title : ''}</p>
      <p class="alert-body" part="alert">${message}</p>
    </div>
  </div>`;
}

/**
 * The installments row while it offers no choice: before the service's plans are here ("Loading plans…"), and
 * once it has answered with a single plan or none, or could not answer ("Pay in full"; Pay pays in full meanwhile).
 * The plans' select takes its place with their answer (`card.plans.ts`), in the same box, so nothing under the card
 * moves. Shown where plans can be offered: credit chosen, for a charge (every card country has credit plans).
 */
export const plansHeld = (ctx: FieldContext, words: CardMessageKey): TemplateResult =>
  html`<div class="field">
    <label for="installments">${ctx.t('installments.label')}</label>
    <div class="select"><select id="installments" part="input" disabled><option>${ctx.t(words)}</option></select>${controlIcon('chevron')}</div>
  </div>`;
