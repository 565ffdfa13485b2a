import type { BrandId } from './brand-specs.ts';

/**
 * IIN ranges of each brand, kept as DATA (domain facts §8): BIN tables change, so refreshing a brand is an edit
 * of this list only. A range is a prefix interval: `from` and `to` have the same number of digits, and a card
 * matches when its first `from.length` digits lie between them (both inclusive). One prefix: `to` is `from`.
 *
 * Sources: braintree/credit-card-type 10.3.0 (Visa … Maestro, Elo, Hipercard, Hiper), ActiveMerchant
 * (Cabal 8-digit ranges, Carnet), Mercado Pago's AR payment_methods mock (Cabal 627170, 589657, 603522, 6042xx).
 * Naranja's co-branded BINs 402918 (Visa) and 527572 (Mastercard) stay Visa and Mastercard: they run on those
 * networks and pass Luhn; only Naranja's own range 589562 uses its mod-11 check.
 */
export interface IinRange {
  brand: BrandId;
  from: string;
  to: string;
}

const r = (brand: BrandId, list: string): IinRange[] =>
  list
    .trim()
    .split(/\s+/)
    .map((item) => {
      const [from = '', to = from] = item.split('-');
      return { brand, from, to };
    });

export const IIN_RANGES: readonly IinRange[] = [
  ...r('visa', '4'),
  ...r('mastercard', '51-55 2221-2720'),
  ...r('amex', '34 37'),
  ...r('diners', '300-305 36 38 39'),
  ...r('discover', '6011 644-649 65'),
  ...r('jcb', '2131 1800 3528-3589'),
  ...r(
    'elo',
    `401178 401179 431274 438935 451416 457393 457631 457632 504175 506699-506778 509000-509999 627780 636297
     636368 650031-650033 650035-650051 650405-650439 650485-650538 650541-650598 650700-650718 650720-650727
     650901-650978 651652-651679 655000-655019 655021-655058`,
  ),
  ...r('hipercard', '606282'),
  ...r('hiper', '637095 63737423 63743358 637568 637599 637609 637612'),
  ...r('naranja', '589562'),
  ...r(
    'cabal',
    '60420100-60440099 58965700-58965799 60352200-60352299 65027200-65027299 65008700 627170 589657 603522',
  ),
  ...r(
    'carnet',
    `506199-506499 286900 502275 606333 627535 636318 636379 639388 639484 639559 588772 50633601 50633606
     58877274 62753500 60462203 60462204`,
  ),
  ...r('maestro', '493698 500000-504174 504176-506698 506779-508999 56-59 63 67 6'),
];
