import { css } from 'lit';

/** Dark tokens; every public `--tucan-*` property still wins over them. */
const darkTokens = css`
  --_text: var(--tucan-color-text, #eef1f6);
  --_muted: var(--tucan-color-muted, #b8c0cc);
  --_bg: var(--tucan-color-background, #161a22);
  --_border: var(--tucan-color-border, #7d8797);
  --_primary: var(--tucan-color-primary, #7aa7ff);
  --_on-primary: var(--tucan-color-on-primary, #0b1020);
  --_success: var(--tucan-color-success, #5fd38d);
  --_waiting: var(--tucan-color-waiting, #f0b849);
  --_failure: var(--tucan-color-failure, #ff8a80);
  --_info: var(--tucan-color-info, #8ab4f8);
  --_focus: var(--tucan-color-focus, #7aa7ff);
  /* A dark widget paints its own surface (surfaceStyles), so its light text stays readable on a light page. */
  --_surface: var(--_bg);
  --_surface-padding: var(--tucan-surface-padding, 0.75rem);
  color-scheme: dark;
`;

/** Light tokens (the default); every public `--tucan-*` property wins over them. */
const lightTokens = css`
  --_text: var(--tucan-color-text, #1d2430);
  --_muted: var(--tucan-color-muted, #4d5666);
  --_bg: var(--tucan-color-background, #ffffff);
  --_border: var(--tucan-color-border, #8a93a3);
  --_primary: var(--tucan-color-primary, #0b5fff);
  --_on-primary: var(--tucan-color-on-primary, #ffffff);
  --_success: var(--tucan-color-success, #0a7a3b);
  --_waiting: var(--tucan-color-waiting, #8a5a00);
  --_failure: var(--tucan-color-failure, #b3261e);
  --_info: var(--tucan-color-info, #1f5fa8);
  --_radius: var(--tucan-radius, 8px);
  --_space: var(--tucan-space, 1rem);
  --_focus: var(--tucan-color-focus, #0b5fff);
  --_surface: transparent;
  --_surface-padding: 0;
  /* The design language (docs/design.md): a spacing scale on --tucan-space and the small type size (the larger
     sizes are each written where they are used). */
  --_space-1: calc(var(--_space) * 0.25);
  --_space-2: calc(var(--_space) * 0.5);
  --_space-3: calc(var(--_space) * 0.75);
  --_space-4: var(--_space);
  --_text-sm: 0.875em;
  --_control-size: 44px;
  display: block;
  box-sizing: border-box;
  color-scheme: light;
  color: var(--_text);
  font-family: var(--tucan-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  font-size: var(--tucan-font-size, 1rem);
  line-height: 1.45;
  /* The element lays out its own text: a page's centred (or justified) text does not reach its headings, labels
     and amounts. Start, so a right-to-left page gets right-aligned text. */
  text-align: start;
  /* Server strings (an unknown status, a code) can be one long word: they break inside their box. */
  overflow-wrap: anywhere;
`;

/** What every element shares whatever its scheme: hidden, box sizing, focus ring, reduced motion. */
const commonStyles = css`
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  /* A result or alert that receives focus by script (tabindex="-1", so it is read out) is no control: no ring,
     the same in the frame and inline, where Chromium's focus-visible heuristics differ. */
  [tabindex='-1']:focus-visible {
    outline: none;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

/**
 * Shared base styles. The public theming API is the set of `--tucan-*` custom properties below plus the
 * `::part`s each element documents. Respects prefers-reduced-motion. Dark in the custom state `dark`, which
 * `ColorSchemeController` sets (`theme="light"` or `theme="dark"` pins it; `auto`, the default, follows the page,
 * never the system preference alone), or under `theme="dark"`: the 3DS dialog, whose host (the card, a wallet)
 * always passes it the scheme it resolved. In dark, the element paints its own surface so it stays readable on
 * any page.
 */
export const pageSchemeStyles = css`
  :host {
    ${lightTokens}
  }
  :host(:state(dark)),
  :host([theme='dark']) {
    ${darkTokens}
  }
  /* Paper is white: a printed voucher is dark on light whatever the screen's scheme (printers drop backgrounds). */
  @media print {
    :host,
    :host(:state(dark)),
    :host([theme='dark']) {
      ${lightTokens}
      color-scheme: light;
    }
  }
  ${commonStyles}
`;

/** The 3DS dialog's base styles: the same (it has no scheme controller; its host pins its `theme`). */
export const baseStyles = pageSchemeStyles;

/**
 * For elements without a box of their own (the card form): the surface they paint in dark, so light text never
 * lands on a light merchant page. Transparent in light.
 *
 * The surface differs in colour only, never in geometry: its margin around the form is painted (a spread shadow,
 * `--tucan-surface-padding` wide), not laid out, so the form has the same width and height in light and dark
 * (a padding would make the dark form narrower, wrap its labels and push Pay below a phone's fold).
 */
export const surfaceStyles = css`
  :host {
    background: var(--_surface);
    box-shadow: 0 0 0 var(--_surface-padding) var(--_surface);
    border-radius: var(--_radius);
  }
`;

/** The one primary button look (Pay, Check payment): interpolate inside a rule, e.g. `.pay { ${primaryButton} }`. */
export const primaryButton = css`
  font: inherit;
  font-weight: 700;
  min-block-size: 48px;
  padding: 0.6rem 1rem;
  border: 0;
  border-radius: var(--_radius);
  background: var(--_primary);
  color: var(--_on-primary);
  cursor: pointer;
  display: inline-flex;
  justify-content: center;
  align-items: center;
  gap: 0.5rem;
`;

/**
 * The one secondary button look (docs/design.md: outlined in the primary colour), 44 px high: interpolate inside a
 * rule, e.g. `.retry { ${secondaryButton} }`. The frame's Retry uses it; being in the shared base also means the
 * frame's failure chunk imports the shared base, as every other lazy chunk of the card does, so that an app's
 * bundler (Vite/Rolldown) writes lit and the shared base as one chunk instead of two (measured: -0.45 KB gzip).
 */
export const secondaryButton = css`
  font: inherit;
  font-weight: 600;
  min-block-size: 44px;
  padding: var(--_space-2) var(--_space-4);
  border: 1px solid var(--_primary);
  border-radius: var(--_radius);
  background: transparent;
  color: var(--_primary);
  cursor: pointer;
`;

/**
 * The busy spinner every element shows (Pay while paying, the wallets' "checking", a code being issued, the bank
 * page loading): one ring in the text's colour, 1em unless an element sizes `.spinner` itself. Still under
 * `prefers-reduced-motion` through the base styles' rule. In the shared base rather than a module of its own: an
 * app's bundler wrote it as a file of its own (shared by the card's form and the 3DS dialog), 0.22 KB gzip for
 * 0.29 KB of code; here it costs 0.12 KB.
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
