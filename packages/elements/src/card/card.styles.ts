import { css } from 'lit';
import { primaryButton } from '../styles/base.styles.ts';

export const cardStyles = css`
  form {
    display: grid;
    gap: calc(var(--_space) * 0.75);
  }
  form[hidden] {
    display: none;
  }
  /* Fields side by side share the row's lines (subgrid): labels, inputs, hints and errors line up even when one
     label wraps, and a short label sits just above its input. */
  .row {
    display: grid;
    grid-template-columns: 1fr 1fr;
    grid-template-rows: repeat(4, auto);
    column-gap: calc(var(--_space) * 0.75);
    row-gap: 0.25rem;
  }
  .row > .field {
    grid-row: span 4;
    grid-template-rows: subgrid;
  }
  .row > .field > label {
    align-self: end;
  }
  .field {
    display: grid;
    gap: 0.25rem;
    align-content: start;
  }
  label,
  legend {
    font-weight: 600;
  }
  .hint {
    margin: 0;
    color: var(--_muted);
    font-size: 0.875em;
  }
  .error {
    margin: 0;
    color: var(--_failure);
    font-size: 0.875em;
    font-weight: 600;
  }
  .error:empty {
    display: none;
  }
  input,
  select {
    font: inherit;
    color: var(--_text);
    background: var(--_bg);
    inline-size: 100%;
    min-block-size: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  input[aria-invalid='true'] {
    border-color: var(--_failure);
    border-width: 2px;
  }
  .pan {
    position: relative;
  }
  .pan input {
    padding-inline-end: 3.5rem;
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
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.25rem;
    align-items: center;
  }
  fieldset legend {
    padding: 0;
    margin-block-end: 0.25rem;
    inline-size: 100%;
  }
  .choice {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-block-size: 44px;
    font-weight: 400;
  }
  .choice input {
    inline-size: 1.15rem;
    min-block-size: 1.15rem;
    margin: 0;
  }
  /* The type column is never narrower than its label or longest type ("Tipo de documento" stays on one line);
     the row keeps the subgrid lines of .row, so both inputs start on the same line. */
  .documents {
    grid-template-columns: minmax(max-content, 1fr) 2fr;
  }
  button[type='submit'] {
    ${primaryButton}
  }
  button[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.85;
  }
  .spinner {
    inline-size: 1em;
    block-size: 1em;
    border: 2px solid currentColor;
    border-inline-end-color: transparent;
    border-radius: 50%;
    animation: spin 0.8s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  .alert {
    margin: 0;
    padding: 0.6rem 0.75rem;
    border-inline-start: 4px solid var(--_failure);
    color: var(--_text);
  }
  .alert:empty {
    display: none;
  }
  .notice {
    margin: 0;
    padding: 0.6rem 0.75rem;
    border-inline-start: 4px solid var(--_waiting);
  }
  /* The result replaces the form; should both ever show, they do not touch. */
  form:not([hidden]) + .result {
    margin-block-start: var(--_space);
  }
  /* Stacked: document type above its number below ~420 px, expiry above security code below 360 px. */
  @media (max-width: 420px) {
    .documents {
      grid-template-columns: 1fr;
      grid-template-rows: none;
      row-gap: calc(var(--_space) * 0.75);
    }
    .documents > .field {
      grid-row: auto;
      grid-template-rows: none;
    }
  }
  @media (max-width: 360px) {
    .row {
      grid-template-columns: 1fr;
      grid-template-rows: none;
      row-gap: calc(var(--_space) * 0.75);
    }
    .row > .field {
      grid-row: auto;
      grid-template-rows: none;
    }
  }
`;
