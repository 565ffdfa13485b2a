import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** "This document is not valid", with each document's name and grammatical gender (la CUIT, el RFC). */
const ES_INVALID: Record<string, string> = {
  PAS: 'Número de pasaporte no válido.',
  CUIT: 'Esta CUIT no es válida.',
  INE: 'Clave de elector (INE) no válida.',
};

/** Each document with its article and gender, for "… tiene 11 dígitos" (la CURP, el RFC). */
const ES_THE: Record<string, string> = {
  CURP: 'La CURP',
  CUIT: 'La CUIT',
  INE: 'La clave de elector',
  PAS: 'El pasaporte',
};

/** "11", "7 u 8" ("u" before a number said with an "o": ocho, once), "de 6 a 20": how many characters. */
const esCount = ({ min = '', max = '' }: Record<string, string>) =>
  min === max
    ? min
    : Number(max) - Number(min) > 1
      ? `de ${min} a ${max}`
      : `${min} ${/^(8|11)$/.test(max) ? 'u' : 'o'} ${max}`;

/** What is wrong in a CURP of the right length, by its part (`domain/document-checks.ts`); no tú or vos. */
const ES_CURP: Record<string, string> = {
  name: 'Hay un error en las primeras 4 letras de la CURP.',
  date: 'La fecha de nacimiento de la CURP no es válida (caracteres 5 a 10: año, mes y día).',
  sex: 'El carácter 11 de la CURP es H, M o X.',
  state: 'El estado de la CURP no es válido (caracteres 12 y 13, como DF).',
  end: 'Hay un error en los últimos 5 caracteres de la CURP.',
};

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

/** The shared Spanish (what es-MX, es-AR, es-CO and es-CL do not change): the `card` table. */
export default {
  region: 'Pago con tarjeta',
  'number.label': 'Número de tarjeta',
  'number.hint': 'El número largo al frente de tu tarjeta',
  'expiry.label': 'Vencimiento',
  'expiry.hint': 'MM/AA',
  'cvc.label': 'CVV',
  'cvc.hint': 'Código de seguridad: 3 dígitos, al reverso',
  'cvc.hint.front': 'Código de seguridad: 4 dígitos, al frente',
  'name.label': 'Nombre en la tarjeta',
  'email.label': 'Correo electrónico',
  'document.label': (p) => ES_DOCUMENT[p.type ?? ''] ?? 'Número de documento',
  'documentType.label': 'Tipo de documento',
  'doc.PAS': 'Pasaporte',
  'method.legend': 'Pagar con',
  'method.credit': 'Crédito',
  'method.debit': 'Débito',
  'installments.label': 'Cuotas',
  'installments.single': (p) => `1 cuota de ${p.each} (pago único)`,
  'installments.each': (p) => `${p.n}× ${p.each}`,
  'installments.split': (p) => `${p.n}× ${p.each} (última ${p.last})`,
  'installments.total.free': (p) => `Total ${p.total}, sin interés`,
  'installments.total.interest': (p) => `Total ${p.total}, interés de ${p.rate}% mensual`,
  'alert.declined': 'Pago rechazado',
  'alert.failed': 'No se completó el pago',
  pay: (p) => `Pagar ${p.amount}`,
  'pay.plain': 'Pagar',
  'paying.amount': (p) => `Pagando ${p.amount}…`,
  'amount.mismatch': (p) => `El monto a pagar es ${p.amount}, fijado por el servicio de pago.`,
  brand: (p) => `Marca de la tarjeta: ${p.brand}`,
  'brand.unknown': 'Marca de tarjeta no reconocida',
  'invalid.summary': 'Revisa los campos marcados.',
  'number.required': 'Ingresa el número de tarjeta.',
  'number.incomplete': 'Completa el número de tarjeta.',
  'number.invalid': 'Revisa los dígitos de la tarjeta.',
  'number.brand': (p) => `Esta marca de tarjeta no se acepta aquí. Aceptadas: ${p.brands}.`,
  'expiry.required': 'Falta la fecha.',
  'expiry.incomplete': 'Usa MM/AA.',
  'expiry.month': 'Mes de 01 a 12.',
  'expiry.past': 'Tarjeta vencida.',
  'expiry.far': 'Revisa el año.',
  'cvc.required': 'Ingresa el CVV.',
  'cvc.length': (p) => `Son ${p.digits} dígitos.`,
  'name.required': 'Ingresa el nombre de la tarjeta.',
  'name.invalid': 'Usa solo letras en el nombre.',
  'name.long': (p) => `Máximo ${p.max} caracteres.`,
  'email.required': 'Ingresa tu correo electrónico.',
  'email.invalid': 'Usa el formato tu@ejemplo.com.',
  'document.required': 'Ingresa tu número de documento.',
  'document.length': (p) =>
    `${ES_THE[p.type ?? ''] ?? `El ${p.type}`} tiene ${esCount(p)} ${p.unit === 'digits' ? 'dígitos' : 'caracteres'}.`,
  'document.invalid': (p) =>
    ES_CURP[p.part ?? ''] ?? ES_INVALID[p.type ?? ''] ?? `Este ${p.type} no es válido.`,
} satisfies Words<keyof typeof en>;
