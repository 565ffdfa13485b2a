/** SPEI CLABE (Mexico): bank (3) + plaza (3) + account (11) + check digit (1). */
import { clabeCheckDigit } from './check-digits.ts';

/** ABM bank codes the sandbox issues virtual CLABEs from (see domain facts §3). */
export const CLABE_BANKS: Readonly<Record<string, string>> = {
  '002': 'Banamex',
  '012': 'BBVA',
  '014': 'Santander',
  '072': 'Banorte',
  '646': 'STP',
};

export function makeClabe(bank: string, plaza: string, account: string): string {
  if (!/^\d{3}$/.test(bank) || !/^\d{3}$/.test(plaza) || !/^\d{11}$/.test(account)) {
    throw new Error('CLABE parts are bank(3), plaza(3) and account(11) digits');
  }
  const body = `${bank}${plaza}${account}`;
  return `${body}${clabeCheckDigit(body)}`;
}

export function isValidClabe(clabe: string): boolean {
  return /^\d{18}$/.test(clabe) && clabeCheckDigit(clabe.slice(0, 17)) === Number(clabe.slice(17));
}

export function clabeBankName(clabe: string): string | undefined {
  return CLABE_BANKS[clabe.slice(0, 3)];
}
