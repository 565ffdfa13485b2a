import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Rioplatense Spanish (vos), over `es.ts`: the `card` table. */
export default {
  'number.hint': 'El número largo en el frente de tu tarjeta',
  'cvc.hint.front': 'Código de seguridad: 4 dígitos, en el frente',
  // "1 pago" says it is paid at once: no "(contado)" after it, so the closed select shows it whole in the drop-in
  // on a phone (about 18 rem).
  'installments.single': (p) => `1 pago de ${p.each}`,
  'installments.full': 'En 1 pago',
  'invalid.summary': 'Revisá los campos marcados.',
  'number.required': 'Ingresá el número de tarjeta.',
  'number.incomplete': 'Completá el número de tarjeta.',
  'number.invalid': 'Revisá los dígitos de la tarjeta.',
  'expiry.incomplete': 'Usá MM/AA.',
  'expiry.past': 'Tarjeta vencida: revisá la fecha o usá otra tarjeta.',
  'expiry.far': 'Revisá el año.',
  'cvc.required': 'Ingresá el CVV.',
  'name.required': 'Ingresá el nombre de la tarjeta.',
  'name.invalid': 'Usá solo letras en el nombre.',
  'email.required': 'Ingresá tu correo electrónico.',
  'email.invalid': 'Usá el formato tu@ejemplo.com.',
  'document.required': 'Ingresá tu número de documento.',
} satisfies Partial<Words<keyof typeof en>>;
