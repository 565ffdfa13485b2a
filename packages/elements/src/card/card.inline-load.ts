/**
 * Where `<tucan-card isolation="inline">` gets its form: the inline form (`card.inline.ts`: templates, form state,
 * validation, brand marks, field styles, the pay chunk's loader) is a chunk of its own, loaded only for an inline
 * card when it is about to render; the default frame card never downloads it. `card-inline.ts` (npm
 * `@tucan/elements/card-inline`, script tag `tucan-card-inline.js`) includes it statically, and so does the frame's
 * script (`vite.frame.config.ts`), so that an inline card renders in the task it is inserted in.
 */

import { TucanErrorEvent } from '../events.ts';
import { frameMessages } from '../frame/frame.messages.ts';
import { lazyModule } from '../internal/lazy-module.ts';
import type { TucanCardElement } from './card.element.ts';
import type { CardInline } from './card.inline.ts';

export const inlineForm = lazyModule<{ CardInline: typeof CardInline }>(() => import('./card.inline.ts'));

/**
 * Gives an inline card its form before its first render: at once when the form is there (nothing returned), else
 * once its chunk has loaded (the promise). When it cannot load (the network), the card shows why instead
 * (`formFailed`). The frame's script replaces this module with one that only creates the form.
 */
export function attachInlineForm(host: TucanCardElement): Promise<void> | undefined {
  const ready = inlineForm.now();
  if (ready) {
    host.inline = new ready.CardInline(host);
    return undefined;
  }
  return inlineForm.load().then(
    (m) => {
      host.inline ??= new m.CardInline(host);
    },
    () => formFailed(host),
  );
}

/**
 * When the inline form cannot load, the card shows the frame's own "could not load" wording, as an alert, with the
 * frame's "Try again" button (`failure-plain.ts`, rendered by the element: `inlineFailed` is that button's action),
 * which asks for the form again (a rare sight: it needs no styles of its own); the page gets `tucan-error` `network`.
 */
function formFailed(host: TucanCardElement): void {
  const message = host.l10n.t(frameMessages, 'failed');
  host.inlineFailed = () => {
    // "Try again": the loader forgot the failed load, so the next update asks for the form again.
    host.inlineFailed = undefined;
    host.requestUpdate();
  };
  host.dispatchEvent(new TucanErrorEvent({ chargeUuid: host.chargeUuid, code: 'network', message }));
}
