import { css } from 'lit';

/** The box of Google's button: Google's button fills it (`buttonSizeMode: 'fill'`) and takes its corner radius. */
export const googlePayStyles = css`
  .gpay {
    display: block;
    inline-size: 100%;
    block-size: 48px;
    border-radius: var(--_radius);
  }
  .gpay > * {
    inline-size: 100%;
    block-size: 100%;
  }
`;
