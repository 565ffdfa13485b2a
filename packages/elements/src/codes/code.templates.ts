/**
 * The pieces of the shared waiting screen (one button style, one alert style): a value with its Copy button, the
 * QR code, a barcode, alerts. Server strings are rendered as text only.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { controlIcon } from '../styles/icons.ts';
import type { CopyOptions } from './code.method.ts';
import type { Drawing } from './drawings.ts';

export const ICONS = {
  copy: svg`<rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" stroke-width="2"/><path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" fill="none" stroke="currentColor" stroke-width="2"/>`,
  check: svg`<path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  clock: svg`<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 7v5l3 2" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`,
  print: svg`<path d="M7 9V4h10v5M7 17H5a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-2" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/><path d="M7 14h10v6H7z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/>`,
  phone: svg`<rect x="7" y="3" width="10" height="18" rx="2" fill="none" stroke="currentColor" stroke-width="2"/><path d="M11 18h2" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`,
};

export const icon = (name: keyof typeof ICONS, cls = 'icon') =>
  html`<svg class=${cls} viewBox="0 0 24 24" aria-hidden="true" focusable="false">${ICONS[name]}</svg>`;

/** What the waiting-screen templates need: the element's waiting screen (`CodeScreen`, `code.screen.ts`). */
export interface ScreenContext {
  t(key: string, params?: Record<string, string>): string;
  /** The method's name. */
  readonly methodName: string;
  /** The key of the value just copied, if any. */
  readonly copied: string | undefined;
  copyValue(key: string, label: string, value: string): void;
  drawing(kind: 'qr' | 'itf' | 'code128', value: string): Drawing;
  pngBroken(png: string): boolean;
  onPngError(png: string): void;
}

/** A label, the full value (selectable, monospace, wrapping) and its Copy button. */
export function copyRow(
  ctx: ScreenContext,
  key: string,
  label: string,
  shown: string,
  opts: CopyOptions = {},
) {
  const done = ctx.copied === key;
  const value = opts.value ?? shown;
  return html`<div class="copy-row ${opts.long ? 'long' : ''} ${opts.wide ? 'wide' : ''} ${opts.full ? 'full' : ''}" data-copy=${key}>
    <span class="label" id="${key}-label">${label}</span>
    <p class="value mono" part="code" id="${key}-value">${shown}</p>
    <button type="button" part="button copy" class="button secondary ${done ? 'success' : ''}"
      aria-label=${ctx.t(done ? 'copied.name' : 'copy.name', { what: label })}
      @click=${() => ctx.copyValue(key, label, value)}>
      ${icon(done ? 'check' : 'copy')}<span>${ctx.t(done ? 'copied' : 'copy')}</span>
    </button>
  </div>`;
}

export const detailRow = (label: string, value: string) =>
  html`<div class="detail" data-detail=${label}><span class="label">${label}</span><p class="value">${value}</p></div>`;

function drawn(d: Drawing, label: string, cls: string, loading: string) {
  if (d === 'pending') return html`<div class="placeholder ${cls}" role="img" aria-label=${loading}></div>`;
  if (d === 'failed') return nothing;
  return html`<svg class=${cls} role="img" aria-label=${label} viewBox="0 0 ${d.width} ${d.height}"
    preserveAspectRatio=${cls === 'bars' ? 'none' : 'xMidYMid meet'} shape-rendering="crispEdges">
    <rect width=${d.width} height=${d.height} fill="#fff"/><path d=${d.d} fill="#000"/></svg>`;
}

/** The QR code: the service's PNG (scaled without blur), else drawn from the payload (lazily). */
export function qrFigure(ctx: ScreenContext, payload: string, png: string | undefined) {
  const label = ctx.t('qr.label', { method: ctx.methodName });
  const img =
    png && !ctx.pngBroken(png)
      ? html`<img class="qr-img" src="data:image/png;base64,${png}" alt=${label} width="272" height="272"
          @error=${() => ctx.onPngError(png)} />`
      : drawn(ctx.drawing('qr', payload), label, 'qr-img', ctx.t('qr.loading'));
  return html`<figure class="qr" part="qr">${img}</figure>`;
}

/** A barcode (SVG, crisp at any zoom) with its digits under it. */
export function barcodeFigure(ctx: ScreenContext, kind: 'itf' | 'code128', digits: string) {
  const label = ctx.t('barcode.label', { digits });
  return html`<figure class="barcode" part="barcode">
    ${drawn(ctx.drawing(kind, digits), label, 'bars', label)}
    <figcaption class="mono" aria-hidden="true">${digits}</figcaption>
  </figure>`;
}

/** A button of the code elements (not the payer step's submit): busy shows the spinner, off refuses the press. */
export const actionButton = (
  label: string,
  state: { busy: boolean; off: boolean },
  onClick: () => void,
  kind: 'primary' | 'secondary' = 'primary',
) =>
  html`<button type="button" part="button" class="button ${kind}" aria-disabled=${state.busy || state.off ? 'true' : 'false'}
    @click=${() => {
      if (!state.busy && !state.off) onClick();
    }}>${state.busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}${label}</button>`;

/** An alert: icon, title, next step, and an optional action, in one style for every element. */
export function alertBox(
  tone: 'failure' | 'waiting' | 'info',
  title: string,
  body: string,
  action?: TemplateResult,
) {
  return html`<div class="alert ${tone}" part="alert">
    ${tone === 'waiting' ? icon('clock', 'icon alert-icon') : controlIcon('alert', 'icon alert-icon')}
    <div><p class="alert-title">${title}</p>${body ? html`<p class="alert-body">${body}</p>` : nothing}${action ?? nothing}</div>
  </div>`;
}
