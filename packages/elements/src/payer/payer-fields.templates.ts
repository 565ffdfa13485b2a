/**
 * The payer fields' template (the design language's field: label, input, an inline error with its icon, the
 * select with its chevron), rendered from `PayerFieldsController`: name, document type and number, email.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import {
  DOCUMENT_MAX_LENGTH,
  type DocumentType,
  documentInputMode,
  documentPlaceholder,
  maskDocument,
  NAME_MAX_LENGTH,
} from '../domain/documents.ts';
import { controlIcon } from '../styles/icons.ts';
import type { PayerField, PayerFieldsController, PayerInput } from './payer-fields.ts';

/** The words the fields show: `name.label`, `email.label`, `email.optional`, `document.*` and the errors' keys. */
export type Words = (key: string, params?: Record<string, string>) => string;

function fieldBox(
  c: PayerFieldsController,
  t: Words,
  id: PayerField,
  label: string,
  input: TemplateResult,
  extra = '',
): TemplateResult {
  const e = c.errors[id];
  return html`<div class="field ${extra}" part="field">
    <label for=${id}>${label}</label>
    ${input}
    <div class="notes">
      <p class="error" id="${id}-error" part="error">${e ? html`${controlIcon('alert')}<span>${t(e.key, e.params)}</span>` : ''}</p>
    </div>
  </div>`;
}

function textInput(
  c: PayerFieldsController,
  off: boolean,
  input: PayerInput,
  attrs: Partial<Record<string, string>>,
) {
  const id = input.field;
  return html`<input id=${id} part="input" type=${attrs.type ?? 'text'} autocomplete=${attrs.autocomplete ?? 'off'}
    inputmode=${attrs.inputmode ?? 'text'} maxlength=${attrs.maxlength ?? '120'} spellcheck="false"
    placeholder=${attrs.placeholder ?? nothing}
    ?required=${input.required} ?disabled=${off} .value=${live(c.values[id])}
    aria-invalid=${c.errors[id] ? 'true' : 'false'} aria-describedby="${id}-error"
    @input=${(e: Event) => c.edit(id, typed(e, id === 'document' ? c.type : undefined))} @blur=${() => c.blur(id)} />`;
}

/** What the shopper typed; a CPF or CNPJ takes its punctuation as it is typed, as the card's does. */
function typed(e: Event, document: DocumentType | undefined): string {
  const input = e.target as HTMLInputElement;
  if (!document) return input.value;
  const r = maskDocument(document, input.value, input.selectionStart ?? input.value.length);
  if (r.value !== input.value) {
    input.value = r.value;
    input.setSelectionRange(r.caret, r.caret);
  }
  return r.value;
}

function documentFields(c: PayerFieldsController, t: Words, off: boolean, input: PayerInput) {
  const types = c.types;
  const type = c.type;
  const choice =
    types.length > 1
      ? html`<div class="field doc-type" part="field">
          <label for="document-type">${t('document.type')}</label>
          <div class="select"><select id="document-type" part="input" ?disabled=${off}
            @change=${(e: Event) => c.pickType((e.target as HTMLSelectElement).value as DocumentType)}>
            ${types.map(
              (d) =>
                html`<option value=${d} ?selected=${d === type}>${d === 'PAS' ? t('document.PAS') : d}</option>`,
            )}
          </select>${controlIcon('chevron')}</div>
        </div>`
      : nothing;
  return html`<div class="doc-row">
    ${choice}
    ${fieldBox(
      c,
      t,
      'document',
      types.length > 1 ? t('document.label') : `${t('document.label')} (${type})`,
      textInput(c, off, input, {
        inputmode: documentInputMode(type),
        maxlength: String(DOCUMENT_MAX_LENGTH[type]),
        placeholder: documentPlaceholder(type),
      }),
      'doc-number',
    )}
  </div>`;
}

/** The fields the controller asks for, in its order; `off` disables them (busy, or a disabled form). */
export const payerFields = (c: PayerFieldsController, t: Words, off: boolean) =>
  c.inputs.map((input) => {
    if (input.field === 'document') return documentFields(c, t, off, input);
    if (input.field === 'name') {
      return fieldBox(
        c,
        t,
        'name',
        t('name.label'),
        textInput(c, off, input, { autocomplete: 'name', maxlength: String(NAME_MAX_LENGTH) }),
      );
    }
    return fieldBox(
      c,
      t,
      'email',
      t(input.required ? 'email.label' : 'email.optional'),
      textInput(c, off, input, { type: 'email', autocomplete: 'email', inputmode: 'email' }),
    );
  });
