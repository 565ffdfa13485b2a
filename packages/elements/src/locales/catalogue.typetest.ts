/**
 * Type tests, checked by `pnpm typecheck` (never run, never imported): each `@ts-expect-error` fails the
 * typecheck if the line below it stops being an error.
 */
import { setMessages } from '../controllers/localize.ts';
import type { Catalogue, LocaleOverrides, MessageOverrides } from './catalogue.ts';
import { es } from './es.ts';

const { pay: _dropped, ...cardWithoutPay } = es.card;

// @ts-expect-error A locale whose card table lacks `pay` is not a catalogue.
export const missingKey: Catalogue = { ...es, card: cardWithoutPay };

// @ts-expect-error A locale without the status table is not a catalogue.
export const missingTable: Catalogue = { card: es.card };

// @ts-expect-error An override of a key no element has.
export const unknownKey: MessageOverrides = { card: { 'pay.now': 'Pay now' } };

// @ts-expect-error An override of an element that does not exist.
export const unknownElement: MessageOverrides = { cart: { pay: 'Pay' } };

// @ts-expect-error Overrides for a locale tucan does not ship.
export const unknownLocale: LocaleOverrides = { 'fr-FR': { card: { pay: 'Payer' } } };

export const fine: LocaleOverrides = { 'es-AR': { card: { pay: (p) => `Pagar ${p.amount} ya` } } };

export function pageWide(): void {
  // @ts-expect-error A message is a string or a function of its parameters.
  setMessages('pt-BR', { card: { pay: 42 } });
  // @ts-expect-error Not one of the six locales.
  setMessages('fr', { card: { pay: 'Payer' } });
  setMessages('es-CL', { status: { 'paid.title': '¡Listo!' } });
}
