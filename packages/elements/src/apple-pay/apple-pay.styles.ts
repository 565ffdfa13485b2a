import { css } from 'lit';

/**
 * Apple's button: Safari draws it (`-webkit-appearance: -apple-pay-button`, with the type, style and `lang`);
 * elsewhere (a simulated wallet, tests) a plain look-alike with the same label.
 */
export const applePayStyles = css`
  .apple-pay {
    display: block;
    inline-size: 100%;
    min-block-size: 48px;
    padding: 0 1rem;
    border: 1px solid #000;
    border-radius: var(--_radius);
    background: #000;
    color: #fff;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .style-white,
  .style-white-outline {
    background: #fff;
    color: #000;
  }
  .style-white {
    border-color: #fff;
  }
  :host([theme='dark']) .style-auto {
    background: #fff;
    border-color: #fff;
    color: #000;
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) .style-auto {
      background: #fff;
      border-color: #fff;
      color: #000;
    }
  }
  .apple-pay[aria-disabled='true'] {
    cursor: progress;
  }
  apple-pay-button {
    --apple-pay-button-width: 100%;
    --apple-pay-button-height: 48px;
    --apple-pay-button-border-radius: var(--_radius);
    display: block;
  }
  @supports (-webkit-appearance: -apple-pay-button) {
    .apple-pay {
      -webkit-appearance: -apple-pay-button;
      -apple-pay-button-type: buy;
      -apple-pay-button-style: black;
      padding: 0;
      border: 0;
      background: none;
    }
    .fallback {
      display: none;
    }
    .type-plain {
      -apple-pay-button-type: plain;
    }
    .type-pay {
      -apple-pay-button-type: pay;
    }
    .type-check-out {
      -apple-pay-button-type: check-out;
    }
    .type-book {
      -apple-pay-button-type: book;
    }
    .type-donate {
      -apple-pay-button-type: donate;
    }
    .type-order {
      -apple-pay-button-type: order;
    }
    .type-subscribe {
      -apple-pay-button-type: subscribe;
    }
    .type-continue {
      -apple-pay-button-type: continue;
    }
    .style-white,
    :host([theme='dark']) .style-auto {
      -apple-pay-button-style: white;
    }
    .style-white-outline {
      -apple-pay-button-style: white-outline;
    }
  }
  @supports (-webkit-appearance: -apple-pay-button) {
    @media (prefers-color-scheme: dark) {
      :host(:not([theme='light'])) .style-auto {
        -apple-pay-button-style: white;
      }
    }
  }
`;
