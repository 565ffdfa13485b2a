import { svg, type TemplateResult } from 'lit';
import type { BrandId } from '../domain/brands.ts';

/**
 * Inline SVG marks of the card brands: simple, recognisable badges drawn here (no network, no trademark
 * artwork). Decorative: the brand name is announced through the live region and the mark's label. Without a
 * detected brand the number field shows the generic card (`GENERIC_CARD`, card.templates.ts).
 */
const badge = (bg: string, fg: string, text: string, size = 9) =>
  svg`<rect width="40" height="26" rx="4" fill="${bg}"/><text x="20" y="17" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${fg}">${text}</text>`;

export const BRAND_MARKS: Readonly<Record<BrandId, TemplateResult<2>>> = {
  visa: badge('#1a1f71', '#ffffff', 'VISA', 11),
  mastercard: svg`<rect width="40" height="26" rx="4" fill="#1d1d1b"/><circle cx="16" cy="13" r="8" fill="#eb001b"/><circle cx="24" cy="13" r="8" fill="#f79e1b" fill-opacity="0.9"/>`,
  amex: badge('#2e77bc', '#ffffff', 'AMEX', 10),
  diners: svg`<rect width="40" height="26" rx="4" fill="#ffffff" stroke="#0079be"/><circle cx="20" cy="13" r="8" fill="none" stroke="#0079be" stroke-width="2.5"/><path d="M17 7v12M23 7v12" stroke="#0079be" stroke-width="2"/>`,
  discover: svg`<rect width="40" height="26" rx="4" fill="#ffffff" stroke="#8a93a3"/><circle cx="26" cy="13" r="5" fill="#f58220"/><text x="13" y="16" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="7" fill="#231f20">DISC</text>`,
  jcb: badge('#0e4c96', '#ffffff', 'JCB', 11),
  elo: svg`<rect width="40" height="26" rx="4" fill="#000000"/><circle cx="10" cy="13" r="3" fill="#ffcb05"/><text x="25" y="17" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="11" fill="#ffffff">elo</text>`,
  hipercard: badge('#b3131b', '#ffffff', 'Hiper', 9),
  hiper: badge('#f37021', '#ffffff', 'HIPER', 8),
  cabal: badge('#00589f', '#ffffff', 'CABAL', 8),
  naranja: badge('#fe5000', '#ffffff', 'N', 13),
  carnet: badge('#005b9a', '#ffffff', 'Carnet', 8),
  maestro: svg`<rect width="40" height="26" rx="4" fill="#ffffff" stroke="#8a93a3"/><circle cx="16" cy="13" r="8" fill="#0099df"/><circle cx="24" cy="13" r="8" fill="#ed0006" fill-opacity="0.85"/>`,
};
