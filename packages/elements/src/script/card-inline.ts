/**
 * The script tag's `tucan-card-inline.js`: `<tucan-card>` with its inline form (`card/card-inline.ts`), exporting
 * the form too. The script build sends the inline form's `import()` (`card/card.inline-load.ts`, for an inline
 * card on a page that loaded the frame card) to this file (`vite.config.ts`, `lazyPartsInEntries`), so the form
 * is in this file, not in a chunk of its own: the inline card's page loads one file fewer.
 */

export { CardInline } from '../card/card.inline.ts';
export { TucanCardElement } from '../card/card-inline.ts';
