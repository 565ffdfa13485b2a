/**
 * `@tucan/elements/card-inline` (script tag: `tucan-card-inline.js`): `<tucan-card>` with its inline form included,
 * for pages that use `isolation="inline"` and want the form without waiting for a second chunk. `card.ts` alone
 * loads the inline form with `import()` when the first inline card is about to render (`card.inline-load.ts`).
 */

import * as inlineForm from './card.inline.ts';
import { provideInlineForm } from './card.inline-load.ts';

provideInlineForm(inlineForm);

export * from './card.ts';
