import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** "This document is not valid", with each document's name and grammatical gender (a CUIT, o RFC). */
const PT_INVALID: Record<string, string> = {
  PAS: 'Número de passaporte inválido.',
  CUIT: 'Esta CUIT não é válida.',
  CUIL: 'Esta CUIL não é válida.',
  INE: 'Chave de eleitor (INE) inválida.',
};

/** Each document with its article and gender, for "… tem 11 dígitos" (a CURP, o RFC). */
const PT_THE: Record<string, string> = {
  CURP: 'A CURP',
  CUIT: 'A CUIT',
  CUIL: 'A CUIL',
  INE: 'A chave de eleitor',
  PAS: 'O passaporte',
};

/** "11", "7 ou 8", "de 6 a 20": how many characters a document has. */
const ptCount = ({ min = '', max = '' }: Record<string, string>) =>
  min === max ? min : Number(max) - Number(min) > 1 ? `de ${min} a ${max}` : `${min} ou ${max}`;

/** What is wrong in a CURP of the right length, by its part (`domain/document-checks.ts`). */
const PT_CURP: Record<string, string> = {
  name: 'Confira as 4 primeiras letras da CURP.',
  date: 'Confira a data de nascimento na CURP (caracteres 5 a 10: ano, mês e dia).',
  sex: 'O 11º caractere da CURP é H, M ou X.',
  state: 'Confira o estado na CURP (caracteres 12 e 13, como DF).',
  end: 'Confira os 5 últimos caracteres da CURP.',
};

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

/** Brazilian Portuguese: the `card` table. */
export default {
  region: 'Pagamento com cartão',
  'number.label': 'Número do cartão',
  'number.hint': 'O número longo na frente do cartão',
  'expiry.label': 'Validade',
  'expiry.hint': 'MM/AA',
  'cvc.label': 'CVV',
  'cvc.hint': 'Código de segurança: 3 dígitos, no verso',
  'cvc.hint.front': 'Código de segurança: 4 dígitos, na frente',
  'name.label': 'Nome impresso no cartão',
  'email.label': 'E-mail',
  'document.label': (p) => PT_DOCUMENT[p.type ?? ''] ?? 'Número do documento',
  'documentType.label': 'Tipo de documento',
  'doc.PAS': 'Passaporte',
  'method.legend': 'Pagar com',
  'method.credit': 'Crédito',
  'method.debit': 'Débito',
  'installments.label': 'Parcelas',
  'installments.single': (p) => `1× ${p.each} (à vista)`,
  'installments.each': (p) => `${p.n}× ${p.each}`,
  'installments.split': (p) => `${p.n}× ${p.each} (última ${p.last})`,
  'installments.total.free': (p) => `Total ${p.total}, sem juros`,
  'installments.total.interest': (p) => `Total ${p.total}, juros de ${p.rate}% a.m.`,
  'alert.declined': 'Pagamento recusado',
  'alert.failed': 'Pagamento não concluído',
  pay: (p) => `Pagar ${p.amount}`,
  'pay.plain': 'Pagar',
  'paying.amount': (p) => `Pagando ${p.amount}…`,
  'amount.mismatch': (p) => `O valor a pagar é ${p.amount}, definido pelo serviço de pagamento.`,
  brand: (p) => `Bandeira do cartão: ${p.brand}`,
  'brand.unknown': 'Bandeira não reconhecida',
  'invalid.summary': 'Verifique os campos destacados.',
  'number.required': 'Informe o número do cartão.',
  'number.incomplete': 'Complete o número do cartão.',
  'number.invalid': 'Confira os dígitos do cartão.',
  'number.brand': (p) => `Esta bandeira de cartão não é aceita aqui. Aceitas: ${p.brands}.`,
  'expiry.required': 'Informe a data.',
  'expiry.incomplete': 'Use MM/AA.',
  'expiry.month': 'Mês de 01 a 12.',
  'expiry.past': 'Cartão vencido.',
  'expiry.far': 'Confira o ano.',
  'cvc.required': 'Informe o CVV.',
  'cvc.length': (p) => `São ${p.digits} dígitos.`,
  'name.required': 'Informe o nome como no cartão.',
  'name.invalid': 'Use apenas letras no nome.',
  'name.long': (p) => `Máximo de ${p.max} caracteres.`,
  'email.required': 'Informe o seu e-mail.',
  'email.invalid': 'Use o formato nome@exemplo.com.',
  'document.required': 'Informe o número do documento.',
  'document.length': (p) =>
    `${PT_THE[p.type ?? ''] ?? `O ${p.type}`} tem ${ptCount(p)} ${p.unit === 'digits' ? 'dígitos' : 'caracteres'}.`,
  'document.invalid': (p) =>
    PT_CURP[p.part ?? ''] ?? PT_INVALID[p.type ?? ''] ?? `Este ${p.type} não é válido.`,
} satisfies Words<keyof typeof en>;
