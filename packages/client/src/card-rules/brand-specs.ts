/**
 * Per-brand card rules (domain facts §8): display name, PAN lengths, security-code length, digit grouping and
 * the network's check-digit algorithm. Pure data.
 */
export type BrandId =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'diners'
  | 'discover'
  | 'jcb'
  | 'elo'
  | 'hipercard'
  | 'hiper'
  | 'cabal'
  | 'naranja'
  | 'carnet'
  | 'maestro';

/** `luhn` (ISO/IEC 7812) or Naranja's `mod11` (ActiveMerchant). Hipercard uses Luhn (contract B4). */
export type CheckAlgorithm = 'luhn' | 'mod11';

export interface BrandSpec {
  id: BrandId;
  name: string;
  lengths: readonly number[];
  cvcLength: number;
  /** Group sizes for display; the last group absorbs any remaining digits. */
  groups: readonly number[];
  check: CheckAlgorithm;
  /** The countries where the brand is issued and accepted (domain facts §8: local brands); unset, every country. */
  countries?: readonly string[];
}

const FOURS = [4, 4, 4, 4, 3] as const;
const spec = (
  id: BrandId,
  name: string,
  lengths: readonly number[],
  extra: Partial<Pick<BrandSpec, 'cvcLength' | 'groups' | 'check' | 'countries'>> = {},
): BrandSpec => ({ id, name, lengths, cvcLength: 3, groups: FOURS, check: 'luhn', ...extra });

export const BRANDS: Readonly<Record<BrandId, BrandSpec>> = {
  visa: spec('visa', 'Visa', [16, 18, 19]),
  mastercard: spec('mastercard', 'Mastercard', [16]),
  amex: spec('amex', 'American Express', [15], { cvcLength: 4, groups: [4, 6, 5] }),
  diners: spec('diners', 'Diners Club', [14, 16, 19], { groups: [4, 6, 4] }),
  discover: spec('discover', 'Discover', [16, 19]),
  jcb: spec('jcb', 'JCB', [16, 17, 18, 19]),
  elo: spec('elo', 'Elo', [16], { countries: ['BR'] }),
  hipercard: spec('hipercard', 'Hipercard', [16], { countries: ['BR'] }),
  hiper: spec('hiper', 'Hiper', [16], { countries: ['BR'] }),
  cabal: spec('cabal', 'Cabal', [16], { countries: ['AR'] }),
  naranja: spec('naranja', 'Naranja', [16], { check: 'mod11', countries: ['AR'] }),
  carnet: spec('carnet', 'Carnet', [16], { countries: ['MX'] }),
  maestro: spec('maestro', 'Maestro', [12, 13, 14, 15, 16, 17, 18, 19]),
};

/**
 * What a number may still become while its brand is not known yet (its first digits). A complete number of no
 * known brand is refused: the service accepts only the brands of `BRANDS` (contract B4).
 */
export const UNKNOWN_BRAND = {
  lengths: [12, 13, 14, 15, 16, 17, 18, 19],
  cvcLengths: [3, 4],
  groups: FOURS,
} as const;

export const MAX_PAN_LENGTH = 19;
