import { html, nothing, type TemplateResult } from 'lit';
import { controlIcon } from '../styles/icons.ts';

/** The ids a field's input points to with `aria-describedby`: its hint (if any) and its error. */
export const describedBy = (id: string, hint: boolean) => (hint ? `${id}-hint ${id}-error` : `${id}-error`);

/**
 * A labelled field: label, the input, an optional hint and an error line with an icon that is always in the DOM
 * (empty when valid), so `aria-describedby` never points to a missing element. The hint is the input's description
 * for a screen reader, never shown: what it says, the label and the placeholder show (the format, "CVV"), and a line
 * that appeared on focus moved every field under it.
 */
export function field(
  id: string,
  label: string,
  input: TemplateResult,
  hint: string | undefined,
  error: string | undefined,
  extraClass = '',
): TemplateResult {
  return html`
    <div class="field ${id} ${extraClass}" part="field">
      <label for=${id}>${label}</label>
      ${input}
      <div class="notes">
        ${hint ? html`<p class="hint visually-hidden" id="${id}-hint">${hint}</p>` : nothing}
        <p class="error" id="${id}-error" part="error">${error ? html`${controlIcon('alert')}<span>${error}</span>` : ''}</p>
      </div>
    </div>
  `;
}
