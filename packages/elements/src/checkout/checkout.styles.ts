import { css } from 'lit';
import { alertStyles } from '../styles/alert.styles.ts';
import { choiceStyles } from '../styles/choice.styles.ts';

/** The checkout's layout on the shared controls (alert, choice): the method list is a radio card list. */
export const checkoutStyles = [
  alertStyles,
  choiceStyles,
  css`
  .summary {
    margin: 0 0 calc(var(--_space) * 0.75);
  }
  .total {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: var(--_space);
    margin: 0;
    font-size: 1.125em;
  }
  .total strong {
    font-variant-numeric: tabular-nums;
  }
  .plan {
    margin: 0.25rem 0 0;
    color: var(--_muted);
    text-align: end;
  }
  label:has(input:disabled) {
    cursor: not-allowed;
  }
  /* A method locked while another pays looks locked: its name in the muted colour (still legible, AA on the
     background), its radio and mark dimmed. */
  .method > label:has(input:disabled) {
    color: var(--_muted);
  }
  .method > label:has(input:disabled) > :not(.name) {
    opacity: 0.5;
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    display: grid;
    gap: 0.5rem;
  }
  fieldset[hidden] {
    display: none;
  }
  legend {
    /* No UA inline padding: the legend starts on the total line's edge. */
    padding: 0;
    font-weight: 600;
    margin-block-end: 0.5rem;
  }
  .method {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
  }
  .method.chosen {
    border-color: var(--_primary);
    box-shadow: 0 0 0 1px var(--_primary);
  }
  /* After the payment its result stands alone, as on Stripe's hosted checkout: no total line (the result says the
     amount), no legend, no list, no chosen row around it. */
  fieldset.done > legend,
  fieldset.done .method > label {
    display: none;
  }
  fieldset.done .method {
    border: 0;
    box-shadow: none;
    background: none;
  }
  fieldset.done .panel {
    padding: 0;
  }
  /* One item left: a block, not a grid. In Chromium a grid fieldset whose legend stops rendering drops the box of
     its absolutely placed descendants (the method element's visually hidden live region, which then is no longer
     read out) until something else lays it out again, as in a flex page such as the hosted one; a block fieldset
     keeps them (tested, checkout.test "in a flex page"). */
  fieldset.done {
    display: block;
  }
  .method > label {
    /* A row scrolled into view after a keyboard switch keeps a margin from the screen's edge. */
    scroll-margin-block: var(--_space);
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-block-size: 48px;
    padding: 0.5rem 0.875rem;
    cursor: pointer;
    font-weight: 600;
  }
  /* One line per row, the name alone (as Stripe's and Adyen's lists): every row the same height. */
  .method > label > .name {
    min-inline-size: 0;
  }
  /* The method's mark (checkout.marks.ts): a 40 × 26 badge, the same size in every row, tinted per method. */
  .mark {
    flex: none;
    inline-size: 2.5rem;
    block-size: 1.625rem;
    color: var(--_text);
  }
  .mark .badge {
    fill: var(--_bg);
    stroke: color-mix(in srgb, var(--_border) 60%, var(--_bg));
  }
  .mark .s {
    fill: none;
    stroke: currentColor;
    stroke-linejoin: round;
  }
  .mark .f {
    fill: currentColor;
  }
  .mark .w {
    fill: light-dark(#000000, #ffffff);
  }
  .mark .t {
    fill: light-dark(#ffffff, #000000);
    font-family: system-ui, sans-serif;
    font-weight: 600;
  }
  .mark-card {
    color: var(--_primary);
  }
  .mark-pix {
    color: light-dark(#0d7c70, #4fd1c0);
  }
  .mark-spei {
    color: light-dark(#1f4e9c, #8fb4ff);
  }
  .mark-oxxo {
    color: light-dark(#c8102e, #ff8f8f);
  }
  .mark-qra {
    color: light-dark(#0b6b9e, #7cc7f0);
  }
  .mark-pfc {
    color: light-dark(#a34f00, #ffb366);
  }
  /* The method's radio drawn on the tokens, the same in light and dark: a hollow ring (Chromium's dark native radio
     is a filled grey disc that reads as disabled), the primary colour with a dot when chosen. Still the native
     control: keys, clicks and screen readers use it. */
  input[type='radio'] {
    flex: none;
    appearance: none;
    inline-size: 1.125rem;
    block-size: 1.125rem;
    margin: 0;
    border: 2px solid var(--_border);
    border-radius: 50%;
    background: transparent;
  }
  input[type='radio']:checked {
    border-color: var(--_primary);
    background: radial-gradient(circle, var(--_primary) 0 0.25rem, transparent 0.3rem);
  }
  .panel {
    padding: 0 0.875rem 0.875rem;
    /* A nested dark card needs no surface of its own around it: the checkout's is there already. */
    --tucan-surface-padding: 0px;
  }
  .panel[hidden] {
    display: none;
  }
  .status {
    margin: 0;
    color: var(--_muted);
  }
  .method > label:hover {
    background: color-mix(in srgb, var(--_primary) 6%, transparent);
  }
  .method:has(input:focus-visible) {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .method input[type='radio']:focus-visible {
    outline: none;
  }
  p.alert {
    margin: 0;
  }
  /* The total line is the amount on screen: a code element's own "Amount to pay" would repeat it. A printed
     voucher (OXXO, Pago Fácil, boleto) keeps its amount for the cashier. */
  @media not print {
    .panel > *::part(amount) {
      display: none;
    }
  }
`,
];
