import { css } from 'lit';

/**
 * The payer fields' document row, in the card and in the code elements' payer step alike (the fields themselves
 * are the design language's, `styles/field.styles.ts`). Its width is its element's: the queries ask the nearest
 * container (the card's `section`, a code element's panel).
 *
 * - The type's column as wide as its label on one line ("Tipo de documento" at 375 px, in every locale); the number
 *   takes the rest (an 18-character CURP, a CNPJ).
 * - Both fields share the row's lines (subgrid): the inputs start on one line even when a label wraps.
 * - Stacked below 20 rem; a row that offers a CURP (18 characters) below 26 rem, where it would not show whole
 *   beside its type. Stacked, each field keeps its own lines and the row's gap falls between the two fields.
 */
export const payerFieldStyles = css`
  .documents {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    grid-template-rows: repeat(3, auto);
    gap: 0 var(--_space-3);
  }
  .documents > .field {
    grid-row: span 3;
    grid-template-rows: subgrid;
  }
  .documents > .field > label {
    align-self: end;
  }
  /* An error never widens a column. */
  .documents .notes {
    contain: inline-size;
  }
  @container (max-width: 20rem) {
    .documents {
      grid-template-columns: minmax(0, 1fr);
      row-gap: var(--_space-3);
    }
  }
  @container (max-width: 26rem) {
    .documents:has(option[value='CURP']) {
      grid-template-columns: minmax(0, 1fr);
      row-gap: var(--_space-3);
    }
  }
`;
