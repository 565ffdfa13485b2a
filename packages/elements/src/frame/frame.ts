/**
 * The card frame's script (built by `vite.frame.config.ts` into `dist/frame/card.js`, served by the service
 * next to its API). Registers the frame's card (`frame-card.ts`: the card form with what only the frame needs) as
 * the document's `<tucan-card>`, with its form included (no second request before the form shows), then waits for
 * the host's handshake. The card's payment code (the flow and the status screen) loads as in a page, on
 * the shopper's first interaction or at idle. The 3DS challenge is not registered here: it shows in the merchant
 * page's dialog.
 *
 * The card renders once the host's options arrive (its charge, methods, fields…). What that first render needs and
 * does not depend on them starts while the hello and the options travel: the words in the document's language
 * (`<html lang>`, the frame URL's locale), and Lit's templates and the card's style sheets (`prepareInlineForm`,
 * into a detached fragment: nothing requested, fired or stored).
 */
import { CARD_TABLES } from '../card/card.messages.ts';
import { prepareInlineForm } from '../card/card.prepare.ts';
import { preloadPageLocale } from '../controllers/localize.ts';
import { define } from '../internal/define.ts';
import { TucanFrameCardElement } from './frame-card.ts';
import { FramePage } from './frame-page.ts';

define('tucan-card', TucanFrameCardElement);
if (FramePage.start()) {
  void preloadPageLocale('tucan-card', CARD_TABLES);
  prepareInlineForm();
}
