/**
 * The payer fields' template, rendered from `PayerFieldsController` in the fields' order: name, email, and the
 * document row (its type's select with its chevron, then its number, formatted as typed). The card and the code
 * elements' payer step render it alike; `payer-fields.styles.ts` lays out the document row.
 */
import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { field } from '../card/card.fields.ts';
import {
  DOCUMENT_MAX_LENGTH,
  type DocumentType,
  documentInputMode,
  documentPlaceholder,
  maskDocument,
} from '../domain/documents.ts';
import { NAME_MAX_LENGTH } from '../domain/payer.ts';
import { controlIcon } from '../styles/icons.ts';
import type { PayerField, PayerFieldsController, PayerInput } from './payer-fields.ts';

/** The words the fields show, from the element's own table. */
export type PayerWords = (key: PayerWordKey, params?: Record<string, string>) => string;

/**
 * The keys the fields ask for: their labels (`document.label` with the chosen `{type}`), the type select's label
 * and the passport's name, and the checks' errors (`name.required`, `document.invalid` with `{type}`, …).
 */
export type PayerWordKey =
  | 'name.label'
  | 'email.label'
  | 'email.optional'
  | 'document.type'
  | 'document.label'
  | 'document.PAS'
  | `${PayerField}.${string}`;

/** How the fields render in their element. */
export interface PayerFieldsView {
  words: PayerWords;
  /** Every input off (a payment in flight, a disabled form). */
  off: boolean;
  /**
   * The part of the document type's wrapper: each element's `field` part is public (`@csspart`), and a code
   * element's counts the type as a field (`field`), the card's only its text fields (none).
   */
  typePart?: 'field';
}

function textInput(c: PayerFieldsController, off: boolean, input: PayerInput, attrs: Record<string, string>) {
  const id = input.field;
  return html`<input id=${id} part="input" type=${attrs.type ?? 'text'} inputmode=${attrs.inputmode ?? 'text'}
    autocomplete=${attrs.autocomplete ?? 'off'} spellcheck="false" maxlength=${attrs.maxlength ?? '120'}
    size=${ifDefined(attrs.size)} placeholder=${ifDefined(attrs.placeholder || undefined)} ?required=${input.required}
    ?disabled=${off} .value=${live(c.values[id])} aria-invalid=${c.errors[id] ? 'true' : 'false'}
    aria-describedby="${id}-error" @input=${(e: Event) => c.edit(id, typed(e, id === 'document' ? c.type : undefined))}
    @blur=${() => c.blur(id)} />`;
}

/**
 * What the shopper typed; a CPF or CNPJ takes its punctuation as it is typed (other documents stay as typed). The
 * input is written, and its caret moved, only when the mask changed the value.
 */
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

function payerField(
  c: PayerFieldsController,
  v: PayerFieldsView,
  input: PayerInput,
  label: string,
  control: TemplateResult,
) {
  const e = c.errors[input.field];
  return field(
    input.field,
    label,
    control,
    undefined,
    e ? v.words(e.key as PayerWordKey, e.params) : undefined,
  );
}

/** The document row: the type (every type offered, passport by name) and the number in the type's format. */
function documentRow(c: PayerFieldsController, v: PayerFieldsView, input: PayerInput): TemplateResult {
  const t = v.words;
  const type = c.type;
  return html`<div class="documents">
    <div class="field document-type" part=${ifDefined(v.typePart)}>
      <label for="document-type">${t('document.type')}</label>
      <div class="select"><select id="document-type" part="input" ?disabled=${v.off}
        @change=${(e: Event) => c.pickType((e.target as HTMLSelectElement).value as DocumentType)}>
        ${c.types.map((d) => html`<option value=${d} ?selected=${d === type}>${d === 'PAS' ? t('document.PAS') : d}</option>`)}
      </select>${controlIcon('chevron')}</div>
    </div>
    ${payerField(
      c,
      v,
      input,
      t('document.label', { type }),
      textInput(c, v.off, input, {
        inputmode: documentInputMode(type),
        maxlength: String(DOCUMENT_MAX_LENGTH[type]),
        placeholder: documentPlaceholder(type),
        size: '10',
      }),
    )}
  </div>`;
}

/** The fields the controller asks for, in its order. */
export const payerFields = (c: PayerFieldsController, v: PayerFieldsView): TemplateResult[] =>
  c.inputs.map((input) => {
    if (input.field === 'document') return documentRow(c, v, input);
    const [label, attrs] =
      input.field === 'name'
        ? ['name.label' as const, { autocomplete: 'name', maxlength: String(NAME_MAX_LENGTH) }]
        : [
            input.required ? ('email.label' as const) : ('email.optional' as const),
            { type: 'email', autocomplete: 'email', inputmode: 'email' },
          ];
    return payerField(c, v, input, v.words(label), textInput(c, v.off, input, attrs));
  });
