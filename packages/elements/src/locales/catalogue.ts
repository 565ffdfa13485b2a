import type { boletoMessages } from '../boleto/boleto.messages.ts';
import type { cardMessages } from '../card/card.messages.ts';
import type { checkoutMessages } from '../checkout/checkout.messages.ts';
import type { codeMessages } from '../codes/code.messages.ts';
import type { Locale, Message, Messages, Namespace } from '../controllers/localize.ts';
import type { frameMessages } from '../frame/frame.messages.ts';
import type { oxxoMessages } from '../oxxo/oxxo.messages.ts';
import type { paymentMessages } from '../payment/payment.messages.ts';
import type { pfcMessages } from '../pfc/pfc.messages.ts';
import type { pixMessages } from '../pix/pix.messages.ts';
import type { qraMessages } from '../qra/qra.messages.ts';
import type { speiMessages } from '../spei/spei.messages.ts';
import type { statusMessages } from '../status/status.messages.ts';
import type { challengeMessages } from '../threeds/challenge.messages.ts';
import type { walletMessages } from '../wallets/wallet.messages.ts';

/** The keys of an element's messages (the keys of its English table, the reference). */
type KeysOf<M> = M extends Messages<infer K> ? K : never;
type Table<M> = Readonly<Record<KeysOf<M>, Message>>;

/**
 * One locale's wording of every element, one table per element (namespace) with exactly the keys of that
 * element's English table (`x.messages.ts`): a locale that misses a key does not type-check.
 */
export interface Catalogue {
  card: Table<typeof cardMessages>;
  payment: Table<typeof paymentMessages>;
  status: Table<typeof statusMessages>;
  challenge: Table<typeof challengeMessages>;
  code: Table<typeof codeMessages>;
  pix: Table<typeof pixMessages>;
  spei: Table<typeof speiMessages>;
  oxxo: Table<typeof oxxoMessages>;
  qra: Table<typeof qraMessages>;
  boleto: Table<typeof boletoMessages>;
  pfc: Table<typeof pfcMessages>;
  wallet: Table<typeof walletMessages>;
  checkout: Table<typeof checkoutMessages>;
  frame: Table<typeof frameMessages>;
}

/** Some strings of some elements, in one locale: what a merchant overrides, or what a country changes. */
export type MessageOverrides = { readonly [N in keyof Catalogue]?: Partial<Catalogue[N]> };

/** Merchant overrides per locale, as the elements' `messages` property takes them. */
export type LocaleOverrides = { readonly [L in Locale]?: MessageOverrides };

// Every namespace the elements use has a table in the catalogue, and the reverse.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const namespacesMatch: Same<keyof Catalogue, Namespace> = true;

/**
 * **Decision (locale chunks).** Each locale's words are split into groups of namespaces that elements use
 * together, one module (one chunk) per locale and group, so a page downloads only its elements' words:
 * - `card`: the card, the payment and status words every payment element shares, the card frame's and the 3DS
 *   dialog's (a card payment, and any payment's status screen);
 * - `codes`: the code elements (pix, spei, oxxo, qra, boleto, pfc and their shared words);
 * - `checkout`: the checkout and the wallets.
 * Measured in pt-BR, gzip: card 2.49 KB, codes 1.89 KB, checkout 0.71 KB (the whole locale was one 4.38 KB
 * module); compacted by the build since (build/compact-locales.ts): 1.93, 1.51 and 0.57 KB. The 3DS dialog's words in a chunk of their own would save a card payment 0.07 KB and cost a
 * challenge one more request; the wallets' apart from the checkout's 0.2 KB more per locale.
 * One table, so each namespace is in exactly one group.
 */
export const GROUP_OF = {
  card: 'card',
  payment: 'card',
  status: 'card',
  frame: 'card',
  challenge: 'card',
  code: 'codes',
  pix: 'codes',
  spei: 'codes',
  oxxo: 'codes',
  qra: 'codes',
  boleto: 'codes',
  pfc: 'codes',
  wallet: 'checkout',
  checkout: 'checkout',
} as const satisfies Record<Namespace, string>;

/** A group of namespaces whose words load together (one chunk per locale and group). */
export type Group = (typeof GROUP_OF)[Namespace];

/** The namespaces of a group. */
export type NamespacesOf<G extends Group> = {
  [N in Namespace]: (typeof GROUP_OF)[N] extends G ? N : never;
}[Namespace];

/**
 * One locale's words for one group: every key of the English table of each of its namespaces (a locale chunk
 * that misses a key does not type-check).
 */
export type Part<G extends Group> = Pick<Catalogue, NamespacesOf<G>>;

/** The keys of `K` that `T` does not list. */
type Missing<K extends string, T extends readonly string[]> = Exclude<K, T[number]>;

/**
 * **Decision (English as a locale chunk).** The wording of an element of the card group, whose English is a
 * locale chunk like the others (`en.card.ts`): its namespace and its keys, in the order of the compacted tables
 * (build/compact-locales.ts). Every key of `K` must be listed, or the call does not type-check; the English
 * chunk must have every key of `K` (`Part<'card'>`). Usage: `keyed<Key>()('card', ['region', …])`.
 */
export const keyed =
  <K extends string>() =>
  <const T extends readonly K[]>(
    ns: Namespace,
    keys: T & ([Missing<K, T>] extends [never] ? unknown : { missing: Missing<K, T> }),
  ): Messages<K> => ({ ns, keys });

/** A table's keys in the order of the compacted chunks: its key list, or its English table's. Pure. */
export const tableKeys = (table: Messages<string>): readonly string[] =>
  table.keys ?? Object.keys(table.en ?? {});

/** Some tables with some strings replaced (a country's words over shared wording). Pure. */
export function withWords<T extends Partial<Catalogue>>(
  base: T,
  words: { readonly [N in keyof T]?: Partial<T[N]> },
): T {
  const out: Record<string, unknown> = { ...base };
  for (const [ns, table] of Object.entries(words)) {
    out[ns] = { ...(base as Record<string, object>)[ns], ...(table as object) };
  }
  return out as T;
}
