import { type Part, withWords } from './catalogue.ts';
import es from './es.codes.ts';

/** Rioplatense Spanish, the codes group: a locale chunk over the shared `es.codes.ts`. */
const words: Part<'codes'> = withWords(es, {
  code: {
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
    'form.incomplete': 'Primero completá el pago.',
  },
  qra: {
    'phone.hint':
      'Escaneá este QR con la app de tu billetera desde otro dispositivo, o copiá el código si tu app permite pegarlo.',
    'scan.hint': 'Escaneá este QR con la app de tu banco o billetera en tu celular.',
    'steps.1': 'Abrí cualquier app de banco o billetera virtual que pague con QR.',
    'steps.2': 'Escaneá el código QR y revisá el monto y el destinatario.',
    'steps.3': 'Confirmá el pago en la app.',
  },
  pfc: {
    'steps.1': 'Acercate a cualquier sucursal de Pago Fácil antes del vencimiento.',
    'steps.2': 'Mostrá el código de barras o dictá el número de cupón.',
    'steps.3': 'Pagá el monto exacto en efectivo y guardá tu comprobante.',
  },
});

export default words;
