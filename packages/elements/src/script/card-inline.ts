/** The script tag's `tucan-card-inline.js`: `<tucan-card>` with its inline form included (`card/card-inline.ts`). */
export { TucanCardElement } from '../card/card-inline.ts';
