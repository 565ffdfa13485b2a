/**
 * The card frame's script (built by `vite.frame.config.ts` into `dist/frame/card.js`, served by the service
 * next to its API). Registers the inline card, then waits for the host's handshake. The card's pay chunk (the
 * payment flow and the status screen) loads as in a page, on the shopper's first interaction or at idle. The 3DS
 * challenge is not registered here: it shows in the merchant page's dialog. The card's inline form is part of this
 * script (`CardInline.attach`): no second request before the form shows.
 */
import { TucanCardElement } from '../card/card.element.ts';
import { CardInline } from '../card/card.inline.ts';
import { define } from '../internal/define.ts';
import { FramePage } from './frame-page.ts';

TucanCardElement.attachInline = CardInline.attach;
define('tucan-card', TucanCardElement);
FramePage.start();
