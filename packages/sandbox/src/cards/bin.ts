/** BIN lookup data (seed v1.12.0): brand, type, category, issuer, country. Known test BINs, then brand defaults. */
import { cardBrand } from './brand.ts';

export interface BinInfo {
  bin: string;
  brand: string;
  type: 'credit' | 'debit' | 'prepaid';
  category: string;
  issuer: string;
  country: string;
}

type Known = Omit<BinInfo, 'bin' | 'brand'>;

/** Sandbox issuer data for well-known test BINs (assumption). */
const KNOWN: Readonly<Record<string, Known>> = {
  '424242': { type: 'credit', category: 'classic', issuer: 'Tucan Sandbox Bank', country: 'US' },
  '400000': { type: 'credit', category: 'classic', issuer: 'Tucan Sandbox Bank', country: 'US' },
  '455182': { type: 'credit', category: 'platinum', issuer: 'Banco Sandbox Brasil', country: 'BR' },
  '506776': { type: 'debit', category: 'classic', issuer: 'Banco Sandbox Brasil', country: 'BR' },
  '407559': { type: 'credit', category: 'gold', issuer: 'Banco Sandbox México', country: 'MX' },
  '371180': { type: 'credit', category: 'gold', issuer: 'American Express', country: 'MX' },
};

const BRAND_COUNTRY: Readonly<Record<string, string>> = {
  elo: 'BR',
  hipercard: 'BR',
  naranja: 'AR',
  cabal: 'AR',
  carnet: 'MX',
};

const BRAND_TYPE: Readonly<Record<string, BinInfo['type']>> = { maestro: 'debit', carnet: 'debit' };

export function lookupBin(bin: string): BinInfo | undefined {
  const brand = cardBrand(bin.padEnd(8, '0'));
  if (!brand) return undefined;
  const known = KNOWN[bin.slice(0, 6)];
  return {
    bin,
    brand,
    type: known?.type ?? BRAND_TYPE[brand] ?? 'credit',
    category: known?.category ?? 'classic',
    issuer: known?.issuer ?? 'Tucan Sandbox Bank',
    country: known?.country ?? BRAND_COUNTRY[brand] ?? 'US',
  };
}
