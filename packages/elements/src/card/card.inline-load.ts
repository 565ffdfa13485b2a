/**
 * Where `<tucan-card isolation="inline">` gets its form: the inline form (`card.inline.ts`: templates, form state,
 * validation, brand marks, field styles, the pay chunk's loader) is a chunk of its own, loaded only for an inline
 * card when it is about to render; the default frame card never downloads it. `card-inline.ts` (npm
 * `@tucan/elements/card-inline`, script tag `tucan-card-inline.js`) includes it statically, and so does the frame's
 * script (`vite.frame.config.ts`), so that an inline card renders in the task it is inserted in.
 */

import { html, type ReactiveElement } from 'lit';
import type { LocalizeController } from '../controllers/localize.ts';
import { frameMessages } from '../frame/frame.messages.ts';
import { lazyModule } from '../internal/lazy-module.ts';
import type { CardInline } from './card.inline.ts';

export const inlineForm = lazyModule<{ CardInline: typeof CardInline }>(() => import('./card.inline.ts'));

/**
 * What the card shows when its inline form cannot load (the network): the frame's own "could not load" wording, as
 * an alert, with the frame's "Try again" button, which asks for the form again (a rare sight: it needs no styles of
 * its own). Here, beside the loader, so that the frame's script (where the form is always there, and this loader is
 * replaced) does without it.
 */
export function formFailed(host: ReactiveElement & { readonly l10n: LocalizeController }, retry: () => void) {
  const message = host.l10n.t(frameMessages, 'failed');
  return {
    message,
    view: () =>
      html`<p role="alert">${message}</p>
        <button type="button" @click=${retry}>${host.l10n.t(frameMessages, 'retry')}</button>`,
  };
}
