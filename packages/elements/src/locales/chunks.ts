import type { Locale } from '../controllers/localize.ts';
import type { Group, Part } from './catalogue.ts';
import { CARD_LOADERS } from './chunks.card.ts';
import { CHECKOUT_LOADERS } from './chunks.checkout.ts';
import { CODES_LOADERS } from './chunks.codes.ts';

/** Loads one group of one locale's words (a chunk of its own in every build). */
export type PartLoader<G extends Group> = () => Promise<{ default: Part<G> }>;

/** A group's loader in every locale but English (which ships with each element): a missing one does not type-check. */
export type GroupLoaders<G extends Group> = { readonly [L in Exclude<Locale, 'en'>]: PartLoader<G> };

/** The loaders of some groups, by group. */
export type LoadersOf<G extends Group> = { readonly [K in G]: GroupLoaders<K> };

/**
 * **Decision (locale loaders per group).** Where each locale's groups live: one module per locale and group
 * (`<locale>.<group>.ts`), so a build emits one chunk each, named after the locale and the group
 * (`tucan-chunk-pt-BR.card-….js`); the four Spanish locales of a group load one module that holds them all
 * (`es-all.<group>.ts`, one chunk: locales/spanish.ts), each country's words over the shared Spanish of the group
 * (`es.<group>.ts`), which a country that changes no word of it uses as it is. The paths are written out so that bundlers see each
 * `import()`. Each group's loaders are a module of their own (`chunks.<group>.ts`): the card group's are
 * imported by the localize controller (every element shows payment and status words); the code elements' and
 * the checkout's are handed to the controller by the elements that show them, so an app that imports only the
 * card bundles no chunk of the code elements' or the checkout's words (issue 11: 6.4 KB gzip). This table of
 * them all is for tests and for `@tucan/elements`, which registers every group.
 */
export const LOADERS: LoadersOf<Group> = {
  card: CARD_LOADERS,
  codes: CODES_LOADERS,
  checkout: CHECKOUT_LOADERS,
};
