/**
 * `@tucan/elements/card-inline` (script tag: `tucan-card-inline.js`): registers `<tucan-card>` with its inline form
 * included (`card.form.ts`), for pages that use `isolation="inline"`: the form renders in the task the card is
 * inserted in, with no second file to wait for. `card.ts` loads the form when the first inline card is about to
 * render.
 */
import './card.form.ts';
import { prepareWhenIdle } from './card.prepare.ts';
import { TucanCardElement } from './card.ts';

// The first card's templates and style sheets are prepared at the first idle moment, not when it is inserted.
prepareWhenIdle();

export { TucanCardElement };
