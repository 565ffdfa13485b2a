/** The script tag's `tucan-card.js`: `<tucan-card>` (`card/card.ts`), the frame mode's page side included. */
export { TucanCardElement } from '../card/card.ts';
