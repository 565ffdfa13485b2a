import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

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

/** The shared Spanish (what es-MX, es-AR, es-CO and es-CL do not change): the `code` table. */
export default {
  region: (p) => `Pagar con ${p.method}`,
  'amount.label': 'Monto a pagar',
  'details.legend': 'Tus datos',
  'name.label': 'Nombre completo',
  'email.label': 'Correo electrónico',
  'email.optional': 'Correo electrónico (opcional)',
  'document.type': 'Tipo de documento',
  'document.label': 'Número de documento',
  'document.PAS': 'Pasaporte',
  'name.required': 'Ingresa tu nombre completo.',
  'name.invalid': 'Usa solo letras en el nombre.',
  'name.long': (p) => `El nombre puede tener como máximo ${p.max} caracteres.`,
  'email.required': 'Ingresa tu correo electrónico.',
  'email.invalid': 'Ingresa un correo válido, como nombre@ejemplo.com.',
  'document.required': 'Ingresa tu número de documento.',
  'document.length': (p) =>
    `${ES_THE[p.type ?? ''] ?? `El ${p.type}`} tiene ${esCount(p)} ${p.unit === 'digits' ? 'dígitos' : 'caracteres'}.`,
  'document.invalid': (p) =>
    ES_CURP[p.part ?? ''] ??
    (p.type === 'PAS' ? 'Este pasaporte no es válido.' : `Este ${p.type} no es válido.`),
  'invalid.summary': 'Revisa los campos marcados.',
  requesting: 'Preparando los datos de pago…',
  waiting: 'Esperando tu pago',
  'waiting.body': 'Esta página se actualiza sola en cuanto llegue el pago.',
  'countdown.label': 'Tiempo para pagar',
  'countdown.days': (p) => `${p.days} d ${p.hours} h ${p.minutes} min`,
  'countdown.soon': (p) => `Quedan ${p.minutes} minutos para pagar.`,
  'countdown.last': 'Queda un minuto para pagar.',
  'expires.at': (p) => `Paga antes del ${p.when}`,
  'due.at': (p) => `Vence el ${p.date}`,
  'due.label': 'Fecha de vencimiento',
  copy: 'Copiar',
  copied: 'Copiado',
  'copy.name': (p) => `Copiar ${p.what}`,
  'copied.name': (p) => `Copiado: ${p.what}`,
  'copied.announce': (p) => `Copiado: ${p.what}.`,
  'copy.failed': 'No se pudo copiar. Selecciona el texto y cópialo.',
  'qr.label': (p) => `Código QR de ${p.method}`,
  'qr.loading': 'Generando el código QR…',
  'barcode.label': (p) => `Código de barras ${p.digits}`,
  'steps.title': 'Cómo pagar',
  print: 'Imprimir',
  retry: 'Intentar de nuevo',
  'expired.title': 'Este código venció',
  'expired.body': 'Ya no se puede pagar. Genera uno nuevo para pagar.',
  'expired.final': 'Ya no se puede pagar. Vuelve a la tienda para intentarlo de nuevo.',
  'expired.error': 'El código de pago venció antes de pagarse.',
  'canceled.title': 'La tienda canceló este pago',
  'canceled.body':
    'Este código ya no se puede pagar y no se cobró nada. Vuelve a la tienda si aún quieres comprar.',
  'canceled.error': 'La tienda canceló el pago antes de que se pagara el código.',
  regenerate: 'Generar un código nuevo',
  'error.payload': 'No se pudieron mostrar los datos de pago. Inténtalo de nuevo.',
  'error.no_charge': 'Este pago aún no está listo. Recarga la página o vuelve a la tienda.',
  'error.renew': 'No se pudo crear un código nuevo. Vuelve a la tienda para intentarlo de nuevo.',
  'form.incomplete': 'Primero completa el pago.',
} satisfies Words<keyof typeof en>;
