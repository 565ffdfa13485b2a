/**
 * Type tests, checked by `pnpm typecheck` (never run, never imported): each `@ts-expect-error` fails the
 * typecheck if the line below it stops being an error.
 */
import { LitElement } from 'lit';
import { LocalizeController, preloadLocale, setMessages } from '../controllers/localize.ts';
import type { Catalogue, LocaleOverrides, MessageOverrides, Part } from './catalogue.ts';
import { CARD_LOADERS } from './chunks.card.ts';
import { CODES_LOADERS } from './chunks.codes.ts';
import type { PartLoader } from './chunks.ts';
import esCard from './es.card.ts';
import esCodes from './es.codes.ts';

const { pay: _dropped, ...cardWithoutPay } = esCard.card;
const { status: _status, ...withoutStatus } = esCard;

// @ts-expect-error A locale chunk whose card table lacks `pay` is not the card group.
export const missingKey: Part<'card'> = { ...esCard, card: cardWithoutPay };

// @ts-expect-error The card group without its status table.
export const missingTable: Part<'card'> = withoutStatus;

// @ts-expect-error A table of another group in the card group's chunk.
export const wrongGroup: Part<'card'> = { ...esCard, pix: esCodes.pix };

// @ts-expect-error A loader of the codes group that gives the card group.
export const wrongLoader: PartLoader<'codes'> = () => import('./es.card.ts');

// @ts-expect-error The groups without the codes group are not a catalogue.
export const missingGroup: Catalogue = { ...esCard };

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
  // @ts-expect-error Not a namespace.
  preloadLocale('es-MX', ['cart']);
}

/** An element showing the code elements' words hands the controller their loaders. */
class Host extends LitElement {
  // @ts-expect-error The codes group's loaders are missing.
  readonly missing = new LocalizeController(this, ['pix', 'status']);
  // @ts-expect-error The card group's loaders are the controller's own.
  readonly extra = new LocalizeController(this, ['card'], { card: CARD_LOADERS });
  readonly fine = new LocalizeController(this, ['pix', 'status'], { codes: CODES_LOADERS });
}
export const host = Host;
