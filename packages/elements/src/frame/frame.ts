/**
 * The card frame's script (built by `vite.frame.config.ts` into `dist/frame/card.js`, served by the service
 * next to its API). Registers the inline card and the status screen, then waits for the host's handshake.
 * The 3DS challenge is not registered here: it shows in the merchant page's dialog.
 */
import { TucanCardElement } from '../card/card.element.ts';
import { define } from '../internal/define.ts';
import '../status/status.ts';
import { FramePage } from './frame-page.ts';

define('tucan-card', TucanCardElement);
FramePage.start();
