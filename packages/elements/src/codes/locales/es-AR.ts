import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Rioplatense Spanish (vos), over `es.ts`: the `code` table. */
export default {
  'name.required': 'Ingresá tu nombre completo.',
  'name.invalid': 'Usá solo letras en el nombre.',
  'email.required': 'Ingresá tu correo electrónico.',
  'email.invalid': 'Ingresá un correo válido, como nombre@ejemplo.com.',
  'document.required': 'Ingresá tu número de documento.',
  'invalid.summary': 'Revisá los campos marcados.',
  'expires.at': (p) => `Pagá antes del ${p.when}`,
  'copy.failed': 'No se pudo copiar. Seleccioná el texto y copialo.',
  'expired.body': 'Ya no se puede pagar. Generá uno nuevo para pagar.',
  'expired.final': 'Ya no se puede pagar. Volvé a la tienda para intentarlo de nuevo.',
  'canceled.body':
    'Este código ya no se puede pagar y no se cobró nada. Volvé a la tienda si todavía querés comprar.',
  'error.payload': 'No se pudieron mostrar los datos de pago. Volvé a intentarlo.',
  'error.no_charge': 'Este pago todavía no está listo. Recargá la página o volvé a la tienda.',
  'error.renew': 'No se pudo crear un código nuevo. Volvé a la tienda para intentarlo de nuevo.',
  'replaced.body':
    'Se reemplazó al pedir otra forma de pago: un pago hecho con esto no se acreditaría. Usá el botón de abajo para pagar de esta forma.',
  'form.incomplete': 'Primero completá el pago.',
} satisfies Partial<Words<keyof typeof en>>;
