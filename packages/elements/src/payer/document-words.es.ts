/**
 * The shared Spanish about a payer document's number, for every table whose form asks for one (the card's and the
 * code elements'): its label, how long one is, and why one of the right length is not valid (`domain/document-checks.ts`).
 * No tú or vos.
 */
type Params = Record<string, string>;

/** Each document with its article and gender, for "… tiene 11 dígitos" (la CURP, el RFC). */
const THE: Record<string, string> = {
  CURP: 'La CURP',
  CUIT: 'La CUIT',
  INE: 'La clave de elector',
  PAS: 'El pasaporte',
};

/** "11", "7 u 8" ("u" before a number said with an "o": ocho, once), "de 6 a 20": how many characters. */
const count = ({ min = '', max = '' }: Params) =>
  min === max
    ? min
    : Number(max) - Number(min) > 1
      ? `de ${min} a ${max}`
      : `${min} ${/^(8|11)$/.test(max) ? 'u' : 'o'} ${max}`;

/** What is wrong in a CURP of the right length, by its part. */
const CURP: Record<string, string> = {
  name: 'Hay un error en las primeras 4 letras de la CURP.',
  date: 'La fecha de nacimiento de la CURP no es válida (caracteres 5 a 10: año, mes y día).',
  sex: 'El carácter 11 de la CURP es H, M o X.',
  state: 'El estado de la CURP no es válido (caracteres 12 y 13, como DF).',
  end: 'Hay un error en los últimos 5 caracteres de la CURP.',
};

/** "This document is not valid", with each document's name and grammatical gender (la CUIT, el RFC). */
const INVALID: Record<string, string> = {
  PAS: 'Número de pasaporte no válido.',
  CUIT: 'Esta CUIT no es válida.',
  INE: 'Clave de elector (INE) no válida.',
};

/** `document.length`: "El CPF tiene 11 dígitos." */
export const documentLength = (p: Params) =>
  `${THE[p.type ?? ''] ?? `El ${p.type}`} tiene ${count(p)} ${p.unit === 'digits' ? 'dígitos' : 'caracteres'}.`;

/** `document.invalid`: the CURP's wrong part, or "Este CPF no es válido." */
export const documentInvalid = (p: Params) =>
  CURP[p.part ?? ''] ?? INVALID[p.type ?? ''] ?? `Este ${p.type} no es válido.`;

/** The document number's label, named after the chosen document (types per country: domain/documents.ts). */
const ES_DOCUMENT: Record<string, string> = {
  DNI: 'Número de DNI',
  CUIT: 'Número de CUIT',
  CUIL: 'Número de CUIL',
  CURP: 'CURP',
  RFC: 'RFC',
  INE: 'Clave de elector (INE)',
  PAS: 'Número de pasaporte',
  CPF: 'Número de CPF',
  CNPJ: 'Número de CNPJ',
};

/** `document.label`: the number's label after the chosen type ("Número de documento" before one is chosen). */
export const documentLabel = (p: Params) => ES_DOCUMENT[p.type ?? ''] ?? 'Número de documento';
