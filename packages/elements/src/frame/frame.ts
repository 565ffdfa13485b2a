/**
 * The card frame's script (built by `vite.frame.config.ts` into `dist/frame/card.js`, served by the service
 * next to its API). Registers the card with its form included (no second request before the form shows), then
 * waits for the host's handshake. The card's payment code (the flow and the status screen) loads as in a page, on
 * the shopper's first interaction or at idle. The 3DS challenge is not registered here: it shows in the merchant
 * page's dialog.
 */
import '../card/card.form.ts';
import { TucanCardElement } from '../card/card.element.ts';
import { define } from '../internal/define.ts';
import { FramePage } from './frame-page.ts';

define('tucan-card', TucanCardElement);
FramePage.start();
