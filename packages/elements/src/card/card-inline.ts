/**
 * `@tucan/elements/card-inline` (script tag: `tucan-card-inline.js`): registers `<tucan-card>` with its inline form
 * included, for pages that use `isolation="inline"`: the form renders in the task the card is inserted in, with no
 * second chunk to wait for. It leaves out the frame mode's page side, which a frame card on the same page loads
 * with `import()` (`frame/host-load.ts`). `card.ts` is the other way round: the frame host included, the inline
 * form loaded when the first inline card is about to render.
 */
import { preloadPageLocale } from '../controllers/localize.ts';
import { define } from '../internal/define.ts';
import { TucanCardElement } from './card.element.ts';
import { CardInline } from './card.inline.ts';
import { CARD_TABLES } from './card.messages.ts';
import { prepareWhenIdle } from './card.prepare.ts';

TucanCardElement.attachInline = CardInline.attach;
define('tucan-card', TucanCardElement);
preloadPageLocale('tucan-card', CARD_TABLES);
// The first card's templates and style sheets are prepared at the first idle moment, not when it is inserted.
prepareWhenIdle();

export { TucanCardElement };
