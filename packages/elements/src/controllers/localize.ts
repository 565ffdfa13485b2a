import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { formatAmount, numberFormat } from './formatters.ts';
import {
  bumpRevision,
  type Catalogue,
  type LocaleOverrides,
  type Message,
  type MessageOverrides,
  type MessageTable,
  type Namespace,
  tables,
  usable,
  wordingRevision,
} from './messages.ts';
import { LOCALES, type Locale, tagOf, wordingLocale } from './wording.ts';

export { messages, type Words } from './messages.ts';
export {
  type Catalogue,
  formatAmount,
  LOCALES,
  type Locale,
  type LocaleOverrides,
  type Message,
  type MessageOverrides,
  type Namespace,
  numberFormat,
  tagOf,
  wordingLocale,
};

/** A folder's table of words (`cardMessages`, `pixMessages`, …): its name and its locale modules. */
export type Messages<K extends string> = MessageTable<K>;

/** The tables a card shows: what `preloadLocale` loads unless told otherwise. */
export const CARD_NAMESPACES: readonly Namespace[] = ['card', 'payment', 'status', 'frame'] as Namespace[];

/** Loads `tables` in a locale: nothing to wait for when they are there, else one promise for them all. */
function loadTables(locale: Locale, list: readonly Messages<string>[]): Promise<void> | undefined {
  const pending = list.map((t) => t.load(locale)).filter((p) => p);
  return pending[1] ? Promise.all(pending).then(() => undefined) : pending[0];
}

/** The tables of `namespaces` created so far (every one with none). */
const named = (namespaces?: readonly Namespace[]): Messages<string>[] =>
  namespaces ? namespaces.flatMap((ns) => tables.get(ns) ?? []) : [...tables.values()];

/**
 * Loads the words of `namespaces` (by default every table on the page: those of the elements imported) in a
 * locale. Returns nothing when they are already there, else a promise that settles once they are, or once
 * loading failed: then the words are English, never an exception, and the next render tries again.
 */
export function loadLocale(locale: Locale, namespaces?: readonly Namespace[]): Promise<void> | undefined {
  return loadTables(locale, named(namespaces));
}

/**
 * Starts loading the words a page will need, before its elements connect, so their first render need not
 * wait: `tag` is any language tag (mapped by `wordingLocale`), `namespaces` the tables the page's elements show
 * (by default the card's: `CARD_NAMESPACES`). Never throws; a failure is retried by the elements.
 */
export function preloadLocale(tag: string, namespaces: readonly Namespace[] = CARD_NAMESPACES): void {
  void loadLocale(wordingLocale(tag), namespaces);
}

/**
 * Starts loading, ahead of any render, the locale that the page's `<localName>` elements will show (`tables`):
 * each one's `lang` or closest `[lang]` for those already in the document, else the document's `lang`, else the
 * browser's language. Called when an element's module is evaluated, so that an element inserted later renders
 * at once. Never throws; the promise settles (never rejects) once those words are there or failed to load.
 */
export function preloadPageLocale(localName: string, list: readonly Messages<string>[]): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const els = document.getElementsByTagName(localName);
  const pending: Promise<void>[] = [];
  for (const el of els.length ? els : [document.documentElement]) {
    const loading = loadTables(wordingLocale(tagOf(el)), list);
    if (loading) pending.push(loading.catch(() => undefined));
  }
  return Promise.all(pending).then(() => undefined);
}

const overrides = new Map<Locale, MessageOverrides>();

/**
 * Replaces some strings of some tables in one locale, for every tucan element on the page (npm only: the script
 * tag's `window.Tucan` has no `setMessages`; a script-tag page sets each element's `messages`). Calls add up; a key
 * not set keeps tucan's wording. A tag that is not one of the six locales is mapped like `lang` (`es-UY` → es-AR).
 * Elements on the page re-render.
 */
export function setMessages(locale: Locale, messages: MessageOverrides): void {
  const target = wordingLocale(locale);
  const merged: Record<string, object> = { ...(overrides.get(target) as Record<string, object>) };
  for (const [ns, table] of Object.entries(messages ?? {})) {
    if (table && typeof table === 'object') merged[ns] = { ...merged[ns], ...table };
  }
  overrides.set(target, merged as MessageOverrides);
  bumpRevision();
  LocalizeController.refreshAll();
}

/** A message of some overrides, if it is a usable one. */
const pick = (o: object | undefined, ns: string, key: string): Message | undefined =>
  usable((o as Record<string, Record<string, unknown> | undefined> | undefined)?.[ns]?.[key]);

/**
 * The message for a key in a locale: the element's own overrides, the page's, the locale's modules (a country's
 * words, then the shared Spanish), then the same three in English, then the key itself (never shown: a render
 * waits for its words, and a failed load brings English). Each step falls through when it lacks the key.
 */
function resolve<K extends string>(
  locale: Locale,
  table: Messages<K>,
  key: K,
  own?: LocaleOverrides,
): Message {
  const ns = table.name;
  return (
    pick(own?.[locale], ns, key) ??
    pick(overrides.get(locale), ns, key) ??
    table.word(locale, key) ??
    pick(own?.en, ns, key) ??
    pick(overrides.get('en'), ns, key) ??
    table.word('en', key) ??
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
 * browser; looks its words up in the tables it shows; and re-renders the host when the document's `lang` or the
 * page's overrides change. **Decision:** an element shows no English before its shopper's words: its first
 * render (and a render after a change of language) waits for its tables' modules in its locale (`ready`);
 * English is a module like the others, so an English page waits for it, and no other page downloads it.
 */
export class LocalizeController implements ReactiveController {
  /** Re-renders every connected element (after `setMessages`, or a change of the document's `lang`). */
  static refreshAll(): void {
    for (const host of hosts) host.requestUpdate();
  }

  /**
   * `tables`: those whose words the host shows (its own and those of shared code it renders, such as
   * `paymentMessages` and `statusMessages`), or a function that returns them (read when they are needed, for a
   * host that knows them only once constructed). Their modules load when it connects, and its first render
   * waits for them. A table looked up that is not listed still gets its words, one render later.
   */
  constructor(
    private readonly host: LocalizedHost,
    private readonly tables: readonly Messages<string>[] | (() => readonly Messages<string>[]),
  ) {
    host.addController(this);
  }

  /** Tables of code the host loaded later (`add`). */
  #added: readonly Messages<string>[] = [];

  #tables(): readonly Messages<string>[] {
    const own = typeof this.tables === 'function' ? this.tables() : this.tables;
    return this.#added.length ? [...own, ...this.#added] : own;
  }

  /**
   * Adds the tables of code the host loaded later (a card's payment code, whose result shows the status screen's
   * words): they load now, in the host's locale, and from now on a render after a change of language waits for them
   * as for the others. Settles once they are there (English if they cannot load); never rejects.
   */
  add(list: readonly Messages<string>[]): Promise<void> {
    this.#added = [...new Set([...this.#added, ...list])];
    return loadTables(this.locale, list) ?? Promise.resolve();
  }

  hostConnected(): void {
    hosts.add(this.host);
    void loadTables(this.locale, this.#tables());
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
    const pending = loadTables(this.locale, this.#tables());
    // `update` is the element's `super.scheduleUpdate()`: nothing, or a promise.
    return pending ? pending.then(update) : (update() as Promise<unknown> | undefined);
  }

  /** The language read once for the update under way (`hostUpdate` to `hostUpdated`): a render asks it for every word. */
  private updating: string | undefined;

  hostUpdate(): void {
    this.updating = undefined;
    this.updating = this.lang;
  }

  hostUpdated(): void {
    this.updating = undefined;
  }

  /** The full language tag used for number and date formatting (for example `es-AR`). */
  get lang(): string {
    if (this.updating !== undefined) return this.updating;
    return canonicalTag(tagOf(this.host));
  }

  /**
   * What the words depend on besides the language: changes whenever a locale module loads or `setMessages` is
   * called. With `lang` and the host's `messages`, the key of a part of a template rendered once (`guard`).
   */
  get revision(): number {
    return wordingRevision();
  }

  /** The wording locale (one of `LOCALES`). */
  get locale(): Locale {
    return wordingLocale(this.lang);
  }

  /** Whether a table has a key (in the host's locale, or in English). */
  has(table: Messages<string>, key: string): boolean {
    return !!(table.word(this.locale, key) ?? table.word('en', key));
  }

  /** Looks a message up in the host's locale (with the fallbacks of `resolve`) and fills its parameters. */
  t<K extends string>(table: Messages<K>, key: NoInfer<K>, params: Record<string, string> = {}): string {
    const locale = this.locale;
    // A table the host did not list: load it, then render again (English, or the key, until then).
    if (!table.loaded(locale)) {
      table.load(locale)?.then(() => {
        if (table.loaded(locale)) this.host.requestUpdate();
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
}
