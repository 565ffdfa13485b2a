import { css } from 'lit';

/**
 * The busy spinner every element shows (Pay while paying, the wallets' "checking", a code being issued, the bank
 * page loading): one ring in the text's colour, 1em unless an element sizes `.spinner` itself. Still under
 * `prefers-reduced-motion` through the base styles' rule.
 */
export const spinnerStyles = css`
  .spinner {
    inline-size: 1em;
    block-size: 1em;
    flex: none;
    border: 2px solid currentColor;
    border-inline-end-color: transparent;
    border-radius: 50%;
    animation: tucan-spin 0.8s linear infinite;
  }
  @keyframes tucan-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
