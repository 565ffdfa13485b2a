import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  type Catalogue,
  GROUP_OF,
  type Group,
  type LocaleOverrides,
  type MessageOverrides,
  tableKeys,
} from '../locales/catalogue.ts';
import { CARD_LOADERS } from '../locales/chunks.card.ts';
import type { GroupLoaders, LoadersOf, PartLoader } from '../locales/chunks.ts';
import { formatAmount, numberFormat } from './formatters.ts';
import { LOCALES, type Locale, tagOf, wordingLocale } from './wording.ts';

export { formatAmount, LOCALES, type Locale, numberFormat, tagOf, wordingLocale };

/** A string, or a function of named string parameters. A string may hold `{name}` placeholders. */
export type Message = string | ((params: Record<string, string>) => string);

/** The elements whose wording the locale catalogues hold, one table each. */
export type Namespace =
  | 'card'
  | 'payment'
  | 'status'
  | 'challenge'
  | 'code'
  | 'pix'
  | 'spei'
  | 'oxxo'
  | 'qra'
  | 'boleto'
  | 'pfc'
  | 'wallet'
  | 'checkout'
  | 'frame';

/**
 * One element's wording: where it lives in each locale's catalogue (`ns`), and either its keys (the card group,
 * whose English is a locale chunk: `keyed` in locales/catalogue.ts) or its English table (the other groups,
 * whose English ships with the element). The keys, in this order, index the compacted locale chunks.
 */
export interface Messages<K extends string> {
  readonly ns: Namespace;
  readonly keys?: readonly K[];
  readonly en?: Readonly<Record<K, Message>>;
}

/** The namespaces a card payment shows (the card group): what `preloadLocale` loads unless told otherwise. */
export const CARD_NAMESPACES: readonly Namespace[] = ['card', 'payment', 'status'];

/** Each locale's words so far: the groups loaded, merged into one partial catalogue. */
const catalogues = new Map<Locale, Partial<Catalogue>>();
/** `locale|group` → `true` once its words are there, else its load on the way (none: not asked, or failed). */
const chunks = new Map<string, true | Promise<void>>();
/** Whether a namespace's words are there in a locale (its group's chunk brings every table of the group). */
const loaded = (locale: Locale, ns: Namespace) => !!catalogues.get(locale)?.[ns];
const overrides = new Map<Locale, MessageOverrides>();
/** Counts the changes of any wording (a locale group loaded, `setMessages`): what a cached rendering depends on. */
let revision = 0;

/**
 * The loaders of each group known so far (locales/chunks.ts): the card group's always (English too:
 * `en.card.ts`); the others once an element that shows them is created, or `addLocaleLoaders`
 * (`@tucan/elements` adds them all). The words of a group with no loaders stay English (the English of those
 * groups ships with their elements): no element on the page shows them.
 */
const groupLoaders: { [G in Group]?: GroupLoaders<G> } = { card: CARD_LOADERS };

/** Makes the words of `loaders`' groups loadable (by `loadLocale`, `preloadLocale` and the elements). */
export function addLocaleLoaders(loaders: Partial<LoadersOf<Group>>): void {
  Object.assign(groupLoaders, loaders);
}

/** The groups of `namespaces` besides the card group (whose loaders the controller always has). */
type OtherGroups<N extends Namespace> = Exclude<(typeof GROUP_OF)[N], 'card'>;

/** The groups that hold `namespaces`, each once. */
function groupsOf(namespaces: readonly Namespace[]): readonly Group[] {
  return [...new Set(namespaces.map((ns) => GROUP_OF[ns]))];
}

/**
 * Starts loading one group of one locale; returns nothing when it is there or has nothing to load (English of a
 * group whose English ships with its elements). A failed load may be retried; until then the group's English
 * is loaded in its place (its words fall back to English, never to key names).
 */
function loadGroup(locale: Locale, group: Group): Promise<void> | undefined {
  const load = (groupLoaders[group] as Partial<Record<Locale, PartLoader<Group>>> | undefined)?.[locale];
  const key = `${locale}|${group}`;
  let p = chunks.get(key);
  if (!load || p === true) return undefined;
  if (!p) {
    p = load().then(
      (m) => {
        catalogues.set(locale, { ...catalogues.get(locale), ...m.default });
        revision++;
        chunks.set(key, true);
      },
      () => {
        chunks.delete(key);
        return locale === 'en' ? undefined : loadGroup('en', group);
      },
    );
    chunks.set(key, p);
  }
  return p;
}

/** Loads `groups` of a locale: nothing to wait for when they are there, else one promise for them all. */
function loadGroups(locale: Locale, groups: readonly Group[]): Promise<void> | undefined {
  const pending = groups.map((g) => loadGroup(locale, g)).filter((p) => p);
  return pending[1] ? Promise.all(pending).then(() => undefined) : pending[0];
}

/**
 * Loads the words of `namespaces` (by default every namespace) in a locale: the locale chunks of their groups
 * (locales/catalogue.ts `GROUP_OF`). Returns nothing when they are already there (English always is), else a
 * promise that settles once they are, or once loading failed: then the words are English (the group's English
 * chunk loaded in their place), never an exception, and the next render tries again.
 */
export function loadLocale(locale: Locale, namespaces?: readonly Namespace[]): Promise<void> | undefined {
  return loadGroups(locale, groupsOf(namespaces ?? (Object.keys(GROUP_OF) as Namespace[])));
}

/**
 * Starts loading the words a page will need, before its elements connect, so their first render need not
 * wait: `tag` is any language tag (mapped by `wordingLocale`), `namespaces` those the page's elements use (by
 * default the card's: `CARD_NAMESPACES`; English loads the card group's English chunk). Never throws; a failure
 * is retried by the elements.
 */
export function preloadLocale(tag: string, namespaces: readonly Namespace[] = CARD_NAMESPACES): void {
  void loadLocale(wordingLocale(tag), namespaces);
}

/**
 * Starts loading, ahead of any render, the locale that the page's `<localName>` elements will show (their
 * `namespaces`' groups, by default the card's): each one's `lang` or closest `[lang]` for those already in the
 * document, else (none yet) the document's `lang`, else the browser's language. Called when an element's module
 * is evaluated, so that an element inserted later renders at once, its words already in memory. English is a
 * locale chunk like the others (the card group's); a page loads no other locale, unless an element inserted later has a `lang` other than the page's
 * (then both). Never throws.
 */
export function preloadPageLocale(
  localName: string,
  namespaces: readonly Namespace[] = CARD_NAMESPACES,
): void {
  if (typeof document === 'undefined') return;
  const els = document.getElementsByTagName(localName);
  for (const el of els.length ? els : [document.documentElement]) preloadLocale(tagOf(el), namespaces);
}

/**
 * Replaces some strings of some elements in one locale, for every tucan element on the page (`Tucan.setMessages`
 * in the script tag). Calls add up; a key you do not set keeps tucan's wording. A tag that is not one of the six
 * locales is mapped like `lang` (`es-UY` → es-AR). Elements on the page re-render.
 */
export function setMessages(locale: Locale, messages: MessageOverrides): void {
  const target = wordingLocale(locale);
  const merged: Record<string, object> = { ...(overrides.get(target) as Record<string, object>) };
  for (const [ns, table] of Object.entries(messages ?? {})) {
    if (table && typeof table === 'object') merged[ns] = { ...merged[ns], ...table };
  }
  overrides.set(target, merged as MessageOverrides);
  revision++;
  LocalizeController.refreshAll();
}

/** A message, if it is a usable one (a merchant's override or a locale chunk may hold anything at runtime). */
const usable = (m: unknown): Message | undefined =>
  typeof m === 'string' || typeof m === 'function' ? (m as Message) : undefined;

/** A message of a table, if it is a usable one. */
const pick = (table: object | undefined, ns: Namespace, key: string): Message | undefined =>
  usable((table as Record<string, Record<string, unknown> | undefined> | undefined)?.[ns]?.[key]);

/** Each table's keys by index (`tableKeys`: the order of the compacted chunks), built on first use. */
const indexes = new WeakMap<object, Map<string, number>>();
function indexOf(table: Messages<string>, key: string): number | undefined {
  let m = indexes.get(table);
  if (!m) {
    m = new Map(tableKeys(table).map((k, i) => [k, i]));
    indexes.set(table, m);
  }
  return m.get(key);
}

/**
 * A message of a locale's catalogue. **Decision (compact locale chunks):** the build writes each table of a
 * locale chunk as an array in the key order of the element's table (`tableKeys`; build/compact-locales.ts), so the
 * key is looked up by its index first; the sources (dev server, tests) keep tables by key name.
 */
function fromCatalogue(locale: Locale, table: Messages<string>, key: string): Message | undefined {
  const words = (catalogues.get(locale) as Record<string, Record<string, unknown>> | undefined)?.[table.ns];
  const i = indexOf(table, key);
  return usable(words && ((i === undefined ? undefined : words[i]) ?? words[key]));
}

/**
 * The message for a key in a locale: the element's own overrides, the page's overrides, the locale's catalogue,
 * then the same three in English, then tucan's English that ships with the element (a table's `en`: the groups
 * but the card's, whose English is the chunk above instead), then the key itself (English not loaded: never shown
 * by the elements, whose render waits for their words). Each step falls through when it lacks the key.
 */
function resolve<K extends string>(
  locale: Locale,
  table: Messages<K>,
  key: K,
  own: LocaleOverrides | undefined,
): Message {
  const ns = table.ns;
  return (
    pick(own?.[locale], ns, key) ??
    pick(overrides.get(locale), ns, key) ??
    fromCatalogue(locale, table, key) ??
    pick(own?.en, ns, key) ??
    pick(overrides.get('en'), ns, key) ??
    fromCatalogue('en', table, key) ??
    table.en?.[key] ??
    key
  );
}

/** Fills a message: calls a function, or replaces `{name}` placeholders in a string. */
export function fill(m: Message, params: Record<string, string>): string {
  if (typeof m === 'function') return String(m(params));
  return m.includes('{') ? m.replace(/\{(\w+)\}/g, (all, name: string) => params[name] ?? all) : m;
}

/** A tag as Intl writes it (`es_ar` → `es-AR`), `en` for one Intl rejects (or none), once per tag. */
const canonical = new Map<string, string>();
function canonicalTag(tag: string): string {
  let c = canonical.get(tag);
  if (c === undefined) {
    try {
      c = Intl.getCanonicalLocales(tag.replace(/_/g, '-'))[0] ?? 'en';
    } catch {
      c = 'en';
    }
    canonical.set(tag, c);
  }
  return c;
}

/** A host of the controller: an element, optionally with the merchant's `messages` overrides. */
export type LocalizedHost = ReactiveControllerHost & HTMLElement & { messages?: LocaleOverrides };

/** The connected hosts, re-rendered by `refreshAll`. */
const hosts = new Set<LocalizedHost>();
/** Watches the document's `lang`, from the first host's connection on. */
let observer: MutationObserver | undefined;

/**
 * Resolves the host's language from its own `lang`, the closest ancestor with `lang`, the document, then the
 * browser; looks its words up; and re-renders the host when the document's `lang` or the page's overrides
 * change. **Decision:** an element shows no English before its shopper's words: its first render (and a
 * render after a change of language) waits for its locale's chunks (`ready`); English is a chunk too (the card
 * group's: `en.card.ts`), so an English page waits for it like any other, and no other page downloads it.
 */
export class LocalizeController<N extends Namespace = Namespace> implements ReactiveController {
  /** Re-renders every connected element (after `setMessages`, or a change of the document's `lang`). */
  static refreshAll(): void {
    for (const host of hosts) host.requestUpdate();
  }

  /** The locale chunks the host needs (the groups of its namespaces). */
  private readonly groups: readonly Group[];

  /**
   * `namespaces`: those whose words the host shows (its own and those of shared code it renders, such as
   * `payment` and `status`); their locale chunks load when it connects, and its first render waits for them.
   * A table looked up in a namespace not listed still gets its words, one render later, if its group's
   * loaders are known. `loaders`: those of the groups of `namespaces` other than the card group (a missing
   * one does not type-check), so that only the elements that show a group's words bundle its chunks.
   */
  constructor(
    private readonly host: LocalizedHost,
    namespaces: readonly N[],
    ...loaders: [OtherGroups<N>] extends [never] ? [] : [LoadersOf<OtherGroups<N>>]
  ) {
    if (loaders[0]) addLocaleLoaders(loaders[0]);
    this.groups = groupsOf(namespaces);
    host.addController(this);
  }

  hostConnected(): void {
    hosts.add(this.host);
    void loadGroups(this.locale, this.groups);
    if (!observer && typeof MutationObserver !== 'undefined') {
      observer = new MutationObserver(LocalizeController.refreshAll);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    }
  }

  hostDisconnected(): void {
    hosts.delete(this.host);
  }

  /**
   * For the host's `scheduleUpdate`: runs the update now when the host's words are loaded in its locale, else
   * once they are (English if they cannot be loaded).
   */
  ready(update: () => unknown): Promise<unknown> | undefined {
    const pending = loadGroups(this.locale, this.groups);
    // `update` is the element's `super.scheduleUpdate()`: nothing, or a promise.
    return pending ? pending.then(update) : (update() as Promise<unknown> | undefined);
  }

  /** The full language tag used for number and date formatting (for example `es-AR`). */
  /** The language read once for the update under way (`hostUpdate` to `hostUpdated`): a render asks it for every word. */
  private updating: string | undefined;

  hostUpdate(): void {
    this.updating = undefined;
    this.updating = this.lang;
  }

  hostUpdated(): void {
    this.updating = undefined;
  }

  get lang(): string {
    if (this.updating !== undefined) return this.updating;
    return canonicalTag(tagOf(this.host));
  }

  /** The wording locale (one of `LOCALES`). */
  /**
   * What the words depend on besides the language: changes whenever a locale group loads or `setMessages` is
   * called. With `lang` and the host's `messages`, the key of a part of a template rendered once (`guard`).
   */
  get revision(): number {
    return revision;
  }

  get locale(): Locale {
    return wordingLocale(this.lang);
  }

  /** Whether a table has a key (every locale has the keys of the table: `tableKeys`). */
  has(table: Messages<string>, key: string): boolean {
    return indexOf(table, key) !== undefined;
  }

  /** Looks a message up in the host's locale (with the fallbacks of `resolve`) and fills its parameters. */
  t<K extends string>(table: Messages<K>, key: K, params: Record<string, string> = {}): string {
    const locale = this.locale;
    // A namespace the host did not declare: load its group, then render again (English until then).
    const ns = table.ns;
    if (!loaded(locale, ns)) {
      loadGroup(locale, GROUP_OF[ns])?.then(() => {
        if (loaded(locale, ns)) this.host.requestUpdate();
      });
    }
    return fill(resolve(locale, table, key, this.host.messages), params);
  }

  amount(value: number, currency: string): string {
    return formatAmount(value, currency, this.lang);
  }

  /** A plain number with at most `digits` decimals (an interest rate), with a cached formatter. */
  number(value: number, digits = 2): string {
    try {
      return numberFormat(this.lang, { maximumFractionDigits: digits }).format(value);
    } catch {
      return String(value);
    }
  }

  // Dates: `formatWhen(when, this.lang)` (controllers/dates.ts), in the elements that show one (the codes'
  // deadlines), so that the card, which shows none, does not ship it.
}
