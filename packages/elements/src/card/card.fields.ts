import { html, nothing, type TemplateResult } from 'lit';
import { controlIcon } from '../styles/icons.ts';

/**
 * A labelled field of the design language, as every form of tucan renders it (the card's fields and the payer
 * fields): label, the input, an optional hint and an error line with an icon that is always in the DOM (empty when
 * valid), so `aria-describedby` never points to a missing element. The hint is the input's description for a screen
 * reader, never shown: what it says, the label and the placeholder show (the format, "CVV"), and a line that
 * appeared on focus moved every field under it.
 */
export function field(
  id: string,
  label: string,
  input: TemplateResult,
  hint: string | undefined,
  error: string | undefined,
): TemplateResult {
  return html`
    <div class="field ${id}" part="field">
      <label for=${id}>${label}</label>
      ${input}
      <div class="notes">
        ${hint ? html`<p class="hint visually-hidden" id="${id}-hint">${hint}</p>` : nothing}
        <p class="error" id="${id}-error" part="error">${error ? html`${controlIcon('alert')}<span>${error}</span>` : ''}</p>
      </div>
    </div>
  `;
}
