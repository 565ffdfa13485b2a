import { html, svg } from 'lit';

const ALERT = svg`<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 7.5v5.5M12 16.5v.5" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>`;
const CHEVRON = svg`<path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Decorative icons of the controls (hidden from assistive technology: the text says it all). */
export const controlIcon = (name: 'alert' | 'chevron', cls = '') =>
  html`<svg class=${cls} viewBox="0 0 24 24" aria-hidden="true" focusable="false">${
    name === 'alert' ? ALERT : CHEVRON
  }</svg>`;
