/**
 * The script tag's `tucan-card.js`: `<tucan-card>` with the frame mode's page side (`card/card.ts`), exporting the
 * frame host too. The script build sends the frame host's `import()` (`frame/host-load.ts`, for a frame card on a
 * page that loaded the inline card) to this file (`vite.config.ts`, `lazyPartsInEntries`), so the frame host
 * is in this file, not in a chunk of its own: the default card's page loads one file fewer.
 */
export { TucanCardElement } from '../card/card.ts';
export { CardFrame } from '../frame/host.ts';
