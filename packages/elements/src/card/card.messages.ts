import type { Messages } from '../controllers/localize.ts';
import type { ValidationKey } from '../domain/validate.ts';

type UiKey =
  | 'region'
  | 'number.label'
  | 'number.hint'
  | 'expiry.label'
  | 'expiry.hint'
  | 'cvc.label'
  | 'cvc.hint'
  | 'cvc.hint.front'
  | 'name.label'
  | 'email.label'
  | 'document.label'
  | 'documentType.label'
  | 'doc.PAS'
  | 'method.legend'
  | 'method.credit'
  | 'method.debit'
  | 'installments.label'
  | 'installments.single'
  | 'installments.free'
  | 'installments.interest'
  | 'installments.total.free'
  | 'installments.total.interest'
  | 'pay'
  | 'pay.plain'
  | 'brand'
  | 'brand.unknown'
  | 'invalid.summary'
  | 'form.incomplete'
  | 'alert.declined'
  | 'alert.failed';

export type CardMessageKey = ValidationKey | UiKey;

/** "This document is not valid", with each document's name and grammatical gender (la CURP, el RFC). */
const PT_INVALID: Record<string, string> = {
  PAS: 'Este número de passaporte não é válido.',
  CURP: 'Esta CURP não é válida.',
  CUIT: 'Esta CUIT não é válida.',
  INE: 'Esta chave de eleitor (INE) não é válida.',
};
const ES_INVALID: Record<string, string> = {
  PAS: 'Este número de pasaporte no es válido.',
  CURP: 'Esta CURP no es válida.',
  CUIT: 'Esta CUIT no es válida.',
  INE: 'Esta clave de elector (INE) no es válida.',
};

/** `<tucan-card>` wording. Validation keys come from `domain/validate.ts`. */
export const cardMessages: Messages<CardMessageKey> = {
  en: {
    region: 'Card payment',
    'number.label': 'Card number',
    'number.hint': 'The long number on the front of your card',
    'expiry.label': 'Expiry date',
    'expiry.hint': 'MM/YY',
    'cvc.label': 'Security code',
    'cvc.hint': '3 digits, on the back of the card',
    'cvc.hint.front': '4 digits, on the front of the card',
    'name.label': 'Name on card',
    'email.label': 'Email',
    'document.label': 'Document number',
    'documentType.label': 'Document type',
    'doc.PAS': 'Passport',
    'method.legend': 'Pay with',
    'method.credit': 'Credit',
    'method.debit': 'Debit',
    'installments.label': 'Installments',
    'installments.single': (p) => `1× ${p.each} (pay in full)`,
    'installments.free': (p) => `${p.n}× ${p.each} interest-free`,
    'installments.interest': (p) => `${p.n}× ${p.each} · total ${p.total} (${p.rate}%/mo)`,
    'installments.total.free': (p) => `Total ${p.total}, interest-free`,
    'installments.total.interest': (p) => `Total ${p.total}, interest ${p.rate}% a month`,
    pay: (p) => `Pay ${p.amount}`,
    'pay.plain': 'Pay',
    brand: (p) => `Card brand: ${p.brand}`,
    'brand.unknown': 'Card brand not recognized',
    'invalid.summary': 'Please check the highlighted fields.',
    'form.incomplete': 'Complete the card payment.',
    'alert.declined': 'Payment declined',
    'alert.failed': 'Payment not completed',
    'number.required': 'Enter the card number.',
    'number.incomplete': 'The card number is incomplete.',
    'number.invalid': 'This card number is not valid. Check the digits.',
    'number.brand': (p) => `This card brand is not accepted here. Accepted: ${p.brands}.`,
    'expiry.required': 'Enter the expiry date.',
    'expiry.incomplete': 'Enter the expiry date as MM/YY.',
    'expiry.month': 'The month must be between 01 and 12.',
    'expiry.past': 'This card has expired.',
    'expiry.far': 'Check the expiry year.',
    'cvc.required': 'Enter the security code.',
    'cvc.length': (p) => `The security code has ${p.digits} digits.`,
    'name.required': 'Enter the name as printed on the card.',
    'name.invalid': 'Use only letters in the name.',
    'name.long': (p) => `The name can have at most ${p.max} characters.`,
    'email.required': 'Enter your email.',
    'email.invalid': 'Enter a valid email, like name@example.com.',
    'document.required': 'Enter your document number.',
    'document.invalid': (p) => `This ${p.type === 'PAS' ? 'passport number' : p.type} is not valid.`,
  },
  'pt-BR': {
    region: 'Pagamento com cartão',
    'number.label': 'Número do cartão',
    'number.hint': 'O número longo na frente do cartão',
    'expiry.label': 'Validade',
    'expiry.hint': 'MM/AA',
    'cvc.label': 'Código de segurança',
    'cvc.hint': '3 dígitos, no verso do cartão',
    'cvc.hint.front': '4 dígitos, na frente do cartão',
    'name.label': 'Nome impresso no cartão',
    'email.label': 'E-mail',
    'document.label': 'Número do documento',
    'documentType.label': 'Tipo de documento',
    'doc.PAS': 'Passaporte',
    'method.legend': 'Pagar com',
    'method.credit': 'Crédito',
    'method.debit': 'Débito',
    'installments.label': 'Parcelas',
    'installments.single': (p) => `1× ${p.each} (à vista)`,
    'installments.free': (p) => `${p.n}× ${p.each} sem juros`,
    'installments.interest': (p) => `${p.n}× ${p.each} · total ${p.total} (${p.rate}% a.m.)`,
    'installments.total.free': (p) => `Total ${p.total}, sem juros`,
    'installments.total.interest': (p) => `Total ${p.total}, juros de ${p.rate}% a.m.`,
    pay: (p) => `Pagar ${p.amount}`,
    'pay.plain': 'Pagar',
    brand: (p) => `Bandeira do cartão: ${p.brand}`,
    'brand.unknown': 'Bandeira não reconhecida',
    'invalid.summary': 'Verifique os campos destacados.',
    'form.incomplete': 'Conclua o pagamento com cartão.',
    'alert.declined': 'Pagamento recusado',
    'alert.failed': 'Pagamento não concluído',
    'number.required': 'Informe o número do cartão.',
    'number.incomplete': 'O número do cartão está incompleto.',
    'number.invalid': 'Este número de cartão não é válido. Confira os dígitos.',
    'number.brand': (p) => `Esta bandeira de cartão não é aceita aqui. Aceitas: ${p.brands}.`,
    'expiry.required': 'Informe a validade.',
    'expiry.incomplete': 'Informe a validade no formato MM/AA.',
    'expiry.month': 'O mês deve estar entre 01 e 12.',
    'expiry.past': 'Este cartão está vencido.',
    'expiry.far': 'Confira o ano de validade.',
    'cvc.required': 'Informe o código de segurança.',
    'cvc.length': (p) => `O código de segurança tem ${p.digits} dígitos.`,
    'name.required': 'Informe o nome como impresso no cartão.',
    'name.invalid': 'Use apenas letras no nome.',
    'name.long': (p) => `O nome pode ter no máximo ${p.max} caracteres.`,
    'email.required': 'Informe o seu e-mail.',
    'email.invalid': 'Informe um e-mail válido, como nome@exemplo.com.',
    'document.required': 'Informe o número do documento.',
    'document.invalid': (p) => PT_INVALID[p.type ?? ''] ?? `Este ${p.type} não é válido.`,
  },
  'es-MX': {
    region: 'Pago con tarjeta',
    'number.label': 'Número de tarjeta',
    'number.hint': 'El número largo al frente de tu tarjeta',
    'expiry.label': 'Fecha de vencimiento',
    'expiry.hint': 'MM/AA',
    'cvc.label': 'Código de seguridad',
    'cvc.hint': '3 dígitos, al reverso de la tarjeta',
    'cvc.hint.front': '4 dígitos, al frente de la tarjeta',
    'name.label': 'Nombre en la tarjeta',
    'email.label': 'Correo electrónico',
    'document.label': 'Número de documento',
    'documentType.label': 'Tipo de documento',
    'doc.PAS': 'Pasaporte',
    'method.legend': 'Pagar con',
    'method.credit': 'Crédito',
    'method.debit': 'Débito',
    'installments.label': 'Meses',
    'installments.single': (p) => `1× ${p.each} (una sola exhibición)`,
    'installments.free': (p) => `${p.n}× ${p.each} sin intereses`,
    'installments.interest': (p) => `${p.n}× ${p.each} · total ${p.total} (${p.rate}% mensual)`,
    'installments.total.free': (p) => `Total ${p.total}, sin intereses`,
    'installments.total.interest': (p) => `Total ${p.total}, interés de ${p.rate}% mensual`,
    pay: (p) => `Pagar ${p.amount}`,
    'pay.plain': 'Pagar',
    brand: (p) => `Marca de la tarjeta: ${p.brand}`,
    'brand.unknown': 'Marca de tarjeta no reconocida',
    'invalid.summary': 'Revisa los campos marcados.',
    'form.incomplete': 'Completa el pago con tarjeta.',
    'alert.declined': 'Pago rechazado',
    'alert.failed': 'No se completó el pago',
    'number.required': 'Ingresa el número de tarjeta.',
    'number.incomplete': 'El número de tarjeta está incompleto.',
    'number.invalid': 'Este número de tarjeta no es válido. Revisa los dígitos.',
    'number.brand': (p) => `Esta marca de tarjeta no se acepta aquí. Aceptadas: ${p.brands}.`,
    'expiry.required': 'Ingresa la fecha de vencimiento.',
    'expiry.incomplete': 'Ingresa la fecha de vencimiento como MM/AA.',
    'expiry.month': 'El mes debe estar entre 01 y 12.',
    'expiry.past': 'Esta tarjeta está vencida.',
    'expiry.far': 'Revisa el año de vencimiento.',
    'cvc.required': 'Ingresa el código de seguridad.',
    'cvc.length': (p) => `El código de seguridad tiene ${p.digits} dígitos.`,
    'name.required': 'Ingresa el nombre como aparece en la tarjeta.',
    'name.invalid': 'Usa solo letras en el nombre.',
    'name.long': (p) => `El nombre puede tener como máximo ${p.max} caracteres.`,
    'email.required': 'Ingresa tu correo electrónico.',
    'email.invalid': 'Ingresa un correo válido, como nombre@ejemplo.com.',
    'document.required': 'Ingresa tu número de documento.',
    'document.invalid': (p) => ES_INVALID[p.type ?? ''] ?? `Este ${p.type} no es válido.`,
  },
};
