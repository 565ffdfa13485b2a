import { preloadPageLocale } from '../controllers/localize.ts';
import { CardFrame } from '../frame/host.ts';
import { frameHost } from '../frame/host-load.ts';
import { define } from '../internal/define.ts';
import { TucanCardElement } from './card.element.ts';
import { attachInlineForm } from './card.inline-load.ts';
import { CARD_TABLES } from './card.messages.ts';

// The default card (`isolation="frame"`) shows its frame in its first render: its page side comes with this
// module. The inline form loads on demand (`card.inline-load.ts`), or with `card-inline.ts`.
frameHost.provide({ CardFrame });
// (Unless `card-inline.ts` on the same page gave the card its included form.)
TucanCardElement.attachInline ??= attachInlineForm;
define('tucan-card', TucanCardElement);
// The shopper's words load with the card's code, not when a card first connects: a card inserted later renders
// at once (issue 13).
preloadPageLocale('tucan-card', CARD_TABLES);

export { TucanCardElement };

declare global {
  interface HTMLElementTagNameMap {
    'tucan-card': TucanCardElement;
  }
}
