/**
 * The plain "could not load" view, shared by the card's shell and the frame host: an alert with the message and, when
 * there is something to try again, a button. It needs no styles of its own: the card shows it when its inline form's
 * chunk cannot load (`card/card.inline-load.ts` gives it the "Try again"), the frame host when the frame cannot work and its styled
 * failure view (`host-failure.ts`) cannot load either, or for "unavailable" (no Retry). Being in the shell, it costs
 * the frame host nothing.
 */
import { html, nothing } from 'lit';

export const failurePlain = (message: string, retryLabel?: string, retry?: () => void) =>
  html`<p class="failed" role="alert">${message}</p>${
    retry ? html`<button type="button" class="retry" @click=${retry}>${retryLabel}</button>` : nothing
  }`;
