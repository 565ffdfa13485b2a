/**
 * Type tests, checked by `pnpm typecheck` (never run, never imported): each `@ts-expect-error` fails the
 * typecheck if the line below it stops being an error.
 */
import { LitElement } from 'lit';
import type en from '../card/locales/en.ts';
import es from '../card/locales/es.ts';
import {
  type Catalogue,
  type LocaleOverrides,
  LocalizeController,
  type MessageOverrides,
  preloadLocale,
  setMessages,
  type Words,
} from '../controllers/localize.ts';
import { pixMessages } from '../pix/pix.messages.ts';
import { statusMessages } from '../status/status.messages.ts';

const { pay: _dropped, ...withoutPay } = es;

// @ts-expect-error A card locale module without `pay` is not the card's words (as `card/locales/es.ts` declares them).
export const missingKey = { ...withoutPay } satisfies Words<keyof typeof en>;

// @ts-expect-error A key the card's English does not have.
export const extraKey = { ...es, 'pay.now': 'Pagar ya' } satisfies Words<keyof typeof en>;

// A country's module holds only what differs; a key it has must be one of the English.
export const country = { pay: 'Pagar' } satisfies Partial<Words<keyof typeof en>>;

// @ts-expect-error A country's key the card's English does not have.
export const countryExtra = { 'pay.now': 'Pagar ya' } satisfies Partial<Words<keyof typeof en>>;

// @ts-expect-error The card's words alone are not a catalogue (every table, by name).
export const missingTable: Catalogue = { card: es };

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
  preloadLocale('pt-BR');
  preloadLocale('es-UY', ['code', 'pix']);
  // @ts-expect-error Not a table's name.
  preloadLocale('es-MX', ['cart']);
}

/** A host names the tables it shows, not their names. */
class Host extends LitElement {
  // @ts-expect-error Names are not tables.
  readonly names = new LocalizeController(this, ['pix', 'status']);
  readonly fine = new LocalizeController(this, [pixMessages, statusMessages]);
  // @ts-expect-error A key the table does not have.
  readonly word = this.fine.t(pixMessages, 'pay.now');
}
export const host = Host;
