/**
 * `@tucan/elements/card-inline` (script tag: `tucan-card-inline.js`): registers `<tucan-card>` with its inline form
 * included (`card.form.ts`), for pages that use `isolation="inline"`: the form renders in the task the card is
 * inserted in, with no second file to wait for, and without the frame mode's page side (which a frame card on the
 * same page loads when it first renders). `card.ts` is the other way round.
 */
import './card.form.ts';
import { preloadPageLocale } from '../controllers/localize.ts';
import { define } from '../internal/define.ts';
import { TucanCardElement } from './card.element.ts';
import { CARD_TABLES } from './card.messages.ts';
import { prepareWhenIdle } from './card.prepare.ts';

define('tucan-card', TucanCardElement);
/**
 * Settles once the words of the page's cards (their `lang`, else the document's) are loaded, or failed to load:
 * the script tag's `Tucan.load('card', { inline: true })` resolves with it, so that an inline card inserted
 * afterwards renders in the task it is inserted in.
 */
export const wordsLoaded: Promise<void> = preloadPageLocale('tucan-card', CARD_TABLES);

// The first card's templates and style sheets are prepared at the first idle moment, not when it is inserted.
prepareWhenIdle();

export type {} from './card.ts';
export { TucanCardElement };
