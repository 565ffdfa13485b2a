/**
 * Brazilian Portuguese about a payer document's number, shared by every table whose form asks for one (the card's
 * and the code elements'): its label, how long one is, and why one of the right length is not valid
 * (`domain/document-checks.ts`).
 */
type Params = Record<string, string>;

/** Each document with its article and gender, for "… tem 11 dígitos" (a CURP, o RFC). */
const THE: Record<string, string> = {
  CURP: 'A CURP',
  CUIT: 'A CUIT',
  CUIL: 'A CUIL',
  INE: 'A chave de eleitor',
  PAS: 'O passaporte',
};

/** "11", "7 ou 8", "de 6 a 20": how many characters a document has. */
const count = ({ min = '', max = '' }: Params) =>
  min === max ? min : Number(max) - Number(min) > 1 ? `de ${min} a ${max}` : `${min} ou ${max}`;

/** What is wrong in a CURP of the right length, by its part. */
const CURP: Record<string, string> = {
  name: 'Confira as 4 primeiras letras da CURP.',
  date: 'Confira a data de nascimento na CURP (caracteres 5 a 10: ano, mês e dia).',
  sex: 'O 11º caractere da CURP é H, M ou X.',
  state: 'Confira o estado na CURP (caracteres 12 e 13, como DF).',
  end: 'Confira os 5 últimos caracteres da CURP.',
};

/** "This document is not valid", with each document's name and grammatical gender (a CUIT, o RFC). */
const INVALID: Record<string, string> = {
  PAS: 'Número de passaporte inválido.',
  CUIT: 'Esta CUIT não é válida.',
  CUIL: 'Esta CUIL não é válida.',
  INE: 'Chave de eleitor (INE) inválida.',
};

/** `document.length`: "O CPF tem 11 dígitos." */
export const documentLength = (p: Params) =>
  `${THE[p.type ?? ''] ?? `O ${p.type}`} tem ${count(p)} ${p.unit === 'digits' ? 'dígitos' : 'caracteres'}.`;

/** `document.invalid`: the CURP's wrong part, or "Este CPF não é válido." */
export const documentInvalid = (p: Params) =>
  CURP[p.part ?? ''] ?? INVALID[p.type ?? ''] ?? `Este ${p.type} não é válido.`;

/** The document number's label, named after the chosen document (types per country: domain/documents.ts). */
const PT_DOCUMENT: Record<string, string> = {
  CPF: 'Número do CPF',
  CNPJ: 'Número do CNPJ',
  PAS: 'Número do passaporte',
  DNI: 'Número do DNI',
  CUIT: 'Número da CUIT',
  CUIL: 'Número da CUIL',
  CURP: 'CURP',
  RFC: 'RFC',
  INE: 'Chave de eleitor (INE)',
};

/** `document.label`: the number's label after the chosen type ("Número do documento" before one is chosen). */
export const documentLabel = (p: Params) => PT_DOCUMENT[p.type ?? ''] ?? 'Número do documento';
