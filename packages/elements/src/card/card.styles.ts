import { css } from 'lit';
import { choiceStyles } from '../styles/choice.styles.ts';
import { fieldStyles } from '../styles/field.styles.ts';

/**
 * The card's layout on the shared controls (`styles/field.styles.ts`, `choice.styles.ts`, `alert.styles.ts`): one
 * compact block whose columns follow
 * the element's own width (container queries on `section`), never the viewport.
 *
 * - The container of the layout's queries. Size containment gives it no width of its own, so a shrink-wrapped host
 *   (inline-block, a flex item without a width) keeps a usable minimum instead of collapsing.
 * - Fields side by side share the row's lines (subgrid): labels, inputs, hints and errors line up even when one
 *   label wraps, and a short label sits just above its input.
 * - Columns sized by their labels (inputs, hints and errors do not widen them), then the rest shared: both labels
 *   stay on one line whenever they fit side by side ("Validade" and "CVV" at 375 px).
 * - Wide enough (36 rem: the number's whole placeholder fits beside the brand mark): number, expiry and security
 *   code in one row (2 : 1 : 1), on the same lines.
 * - Narrow (a small phone or a side column): expiry above the security code.
 * - The document row is the payer fields' (`payer/payer-fields.styles.ts`), as in the code elements: they come with
 *   the payer fields' code (`card.payer.ts`).
 * - The result replaces the form (the form is hidden whenever the result shows): no spacing between them.
 */
export const cardStyles = css`
  section {
    container: card / inline-size;
    min-inline-size: 15rem;
  }
  form,
  .card-grid {
    display: grid;
    gap: var(--_space-3);
  }
  form[hidden] {
    display: none;
  }
  /* Expiry and security code share the row equally in every language (not by their labels' length). */
  .row {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-rows: repeat(3, auto);
    column-gap: var(--_space-3);
    row-gap: 0;
  }
  /* One gap between rows whatever a field holds (docs/design.md): the label's space under it is a margin, and a
     field's notes (an error; a hint is a description only) take space only when they show, so an empty notes line
     adds no gap under its input. */
  .field {
    row-gap: 0;
  }
  .field > label {
    margin-block-end: var(--_space-1);
  }
  .field .notes {
    padding-block-start: var(--_space-1);
  }
  .row > .field {
    grid-row: span 3;
    grid-template-rows: subgrid;
  }
  .row > .field > label {
    align-self: end;
  }
  .row > .field > :not(label, input, .select) {
    contain: inline-size;
  }
  /* One row only when the number's whole placeholder ("1234 1234 1234 1234") fits beside the brand mark with the
     longest expiry and security-code labels (pt-BR's) at their max-content: 36 rem (576 px); the script-tag page's
     512 px column stacks them. */
  @container card (min-width: 36rem) {
    .card-grid {
      grid-template-columns: minmax(0, 2fr) minmax(max-content, 1fr) minmax(max-content, 1fr);
      grid-template-rows: repeat(3, auto);
      row-gap: 0;
    }
    /* The expiry and security code join the number's row (each is already a three-row subgrid: .row > .field). */
    .card-grid > .row {
      display: contents;
    }
    .card-grid > .field {
      grid-row: span 3;
      grid-template-rows: subgrid;
    }
    .card-grid label {
      align-self: end;
    }
  }
  @container card (max-width: 16rem) {
    .row {
      grid-template-columns: minmax(0, 1fr);
      grid-template-rows: none;
      row-gap: var(--_space-3);
    }
    .row > .field {
      grid-row: auto;
      grid-template-rows: none;
    }
  }
  .pan {
    position: relative;
    /* The input as a block: no line box around it, so no descender space under the number. */
    display: grid;
  }
  .pan input {
    padding-inline-end: 3.5rem;
  }
  /* The card number is a relayout boundary (size and layout containment, one line tall as before): a keystroke
     lays out the input alone, not the whole card around it (issue 13's keystroke budget). Its column never took
     its width from the input (minmax(0, 2fr), or the one column of the card). */
  #number {
    contain: size layout;
    contain-intrinsic-block-size: 1lh;
  }
  .mark {
    position: absolute;
    inset-inline-end: 0.6rem;
    inset-block-start: 50%;
    transform: translateY(-50%);
    inline-size: 40px;
    block-size: 26px;
    color: var(--_muted);
    pointer-events: none;
  }
  .mark svg {
    display: block;
    inline-size: 100%;
    block-size: 100%;
  }
`;

/**
 * The card form's styles (`<tucan-card-form>`, which adopts them into the card's shadow root with its code): the
 * shared fields and choice, and the card's layout (the payer fields' document row comes with their code). Pay's look, its states and its busy ring are the card element's
 * (`card.element.ts`), with the shared base they come from.
 */
export const cardFormStyles = [fieldStyles, choiceStyles, cardStyles];
