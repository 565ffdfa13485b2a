/**
 * The hosted page's own words (the checkout inside it has its own, in `checkout/locales/`): one table per wording locale, the same
 * keys in each (a missing key fails typecheck).
 */
import type { Locale } from '../controllers/localize.ts';

export interface HostedWords {
  /** The page's title and heading when the link has no description. */
  title: string;
  expiredTitle: string;
  expiredBody: (p: { date: string }) => string;
  closedTitle: string;
  closedBody: string;
  invalidTitle: string;
  invalidBody: string;
  /** A paid link, when the status screen cannot load (the amount line follows). */
  paid: string;
  /** The amount line of a link that cannot be paid. */
  amount: (p: { amount: string }) => string;
  back: string;
  /** After payment: the label of the payment's reference (the charge's UUID, what the store finds it by). */
  reference: string;
  /** After payment, when the link has no way back to the store: the shopper may close the page. */
  close: string;
}

const en: HostedWords = {
  title: 'Payment',
  expiredTitle: 'This payment link has expired',
  expiredBody: ({ date }) => `It could be paid until ${date}. Ask the seller for a new link.`,
  closedTitle: 'This payment link is closed',
  closedBody: 'Its payment was canceled. Ask the seller for a new link.',
  invalidTitle: 'This payment link cannot be opened',
  invalidBody: 'The page is missing the link’s details. Open the link again from the seller’s message.',
  paid: 'Payment received.',
  amount: ({ amount }) => `Amount: ${amount}`,
  back: 'Back to the store',
  reference: 'Payment reference',
  close: 'You can close this page. Keep the payment reference in case the store asks for it.',
};

const ptBR: HostedWords = {
  title: 'Pagamento',
  expiredTitle: 'Este link de pagamento expirou',
  expiredBody: ({ date }) => `Ele podia ser pago até ${date}. Peça um novo link ao vendedor.`,
  closedTitle: 'Este link de pagamento foi encerrado',
  closedBody: 'O pagamento foi cancelado. Peça um novo link ao vendedor.',
  invalidTitle: 'Não foi possível abrir este link de pagamento',
  invalidBody: 'Faltam os dados do link nesta página. Abra o link de novo a partir da mensagem do vendedor.',
  paid: 'Pagamento recebido.',
  amount: ({ amount }) => `Valor: ${amount}`,
  back: 'Voltar à loja',
  reference: 'Referência do pagamento',
  close: 'Você já pode fechar esta página. Guarde a referência do pagamento caso a loja a peça.',
};

const es: HostedWords = {
  title: 'Pago',
  expiredTitle: 'Este enlace de pago venció',
  expiredBody: ({ date }) => `Se podía pagar hasta el ${date}. Pide un enlace nuevo al vendedor.`,
  closedTitle: 'Este enlace de pago está cerrado',
  closedBody: 'El pago fue cancelado. Pide un enlace nuevo al vendedor.',
  invalidTitle: 'No se puede abrir este enlace de pago',
  invalidBody: 'A la página le faltan los datos del enlace. Vuelve a abrirlo desde el mensaje del vendedor.',
  paid: 'Pago recibido.',
  amount: ({ amount }) => `Monto: ${amount}`,
  back: 'Volver a la tienda',
  reference: 'Referencia del pago',
  close: 'Ya puedes cerrar esta página. Guarda la referencia del pago por si la tienda te la pide.',
};

const esAR: HostedWords = {
  ...es,
  expiredBody: ({ date }) => `Se podía pagar hasta el ${date}. Pedile un enlace nuevo al vendedor.`,
  closedBody: 'El pago fue cancelado. Pedile un enlace nuevo al vendedor.',
  invalidBody: 'A la página le faltan los datos del enlace. Volvé a abrirlo desde el mensaje del vendedor.',
  close: 'Ya podés cerrar esta página. Guardá la referencia del pago por si la tienda te la pide.',
};

export const HOSTED_WORDS: Readonly<Record<Locale, HostedWords>> = {
  en,
  'pt-BR': ptBR,
  'es-MX': es,
  'es-AR': esAR,
  'es-CO': es,
  'es-CL': es,
};
