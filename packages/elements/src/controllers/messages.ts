import { type Locale, localeFiles } from './wording.ts';

/** A string, or a function of named string parameters. A string may hold `{name}` placeholders. */
export type Message = string | ((params: Record<string, string>) => string);

/** A table of words: a message for each of `K`. A locale module that misses a key of its English does not type-check. */
export type Words<K extends string> = { readonly [P in K]: Message };

/**
 * The message tables by name, with their keys: each folder's `x.messages.ts` adds its own (declaration merging:
 * `declare module '../controllers/messages.ts' { interface MessageTables { card: CardMessageKey } }`), so no
 * list of them all is kept anywhere.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging, one entry per folder.
export interface MessageTables {}

/** The name of a table: what a merchant's overrides are keyed by (`card`, `payment`, `pix`, …). */
export type Namespace = keyof MessageTables & string;

/** One locale's wording of every table: what `setMessages` and the `messages` property override. */
export type Catalogue = { readonly [N in Namespace]: Words<MessageTables[N] & string> };

/** Some strings of some tables, in one locale: what a merchant overrides. */
export type MessageOverrides = { readonly [N in Namespace]?: Partial<Catalogue[N]> };

/** Merchant overrides per locale, as the elements' `messages` property takes them. */
export type LocaleOverrides = { readonly [L in Locale]?: MessageOverrides };

/** A folder's locale modules, as `import.meta.glob('./locales/*.ts')` gives them: path → loader. */
export type LocaleModules = Record<string, () => Promise<unknown>>;

/** Counts the changes of any wording (a locale module loaded, `setMessages`): what a cached rendering depends on. */
let revision = 0;
export const wordingRevision = (): number => revision;
export const bumpRevision = (): void => {
  revision++;
};

/** The tables created so far (their modules evaluated), by name: what `loadLocale` loads when given names. */
export const tables = new Map<string, MessageTable<string>>();

/** A message, if it is a usable one (a merchant's override or a module may hold anything at runtime). */
export const usable = (m: unknown): Message | undefined =>
  typeof m === 'string' || typeof m === 'function' ? (m as Message) : undefined;

/**
 * One folder's words: its name, and its locale modules (`<folder>/locales/<locale>.ts`: `en.ts`, `pt-BR.ts` and
 * `es.ts` whole, a Spanish country's with only what differs from `es.ts`), loaded on demand, each its own chunk.
 */
export class MessageTable<K extends string> {
  /** @internal Each locale module's loader, by locale (`en`, `pt-BR`, `es`, `es-AR`, …). */
  readonly modules = new Map<string, () => Promise<unknown>>();
  /** The words of each locale module loaded. */
  readonly #words = new Map<string, Record<string, unknown>>();
  /** The loads under way. */
  readonly #loads = new Map<string, Promise<void>>();

  constructor(
    readonly name: Namespace,
    modules: LocaleModules,
  ) {
    for (const [path, load] of Object.entries(modules)) {
      this.modules.set(path.replace(/^.*\/|\.ts$/g, ''), load);
    }
    tables.set(name, this as MessageTable<string>);
  }

  /**
   * Starts loading a locale's modules (`localeFiles`: es-AR's own words and the shared Spanish); nothing to wait
   * for when they are there, else a promise that settles once they are, or once loading failed: then English is
   * loaded in their place (never key names), and the next call tries again.
   */
  load(locale: Locale): Promise<void> | undefined {
    const pending = localeFiles(locale)
      .map((file) => this.#load(file))
      .filter((p) => p);
    return pending[1] ? Promise.all(pending).then(() => undefined) : pending[0];
  }

  #load(file: string): Promise<void> | undefined {
    const load = this.modules.get(file);
    if (!load || this.#words.has(file)) return undefined;
    let p = this.#loads.get(file);
    if (!p) {
      p = load().then(
        (m) => {
          this.#words.set(file, (m as { default: Record<string, unknown> }).default);
          this.#loads.delete(file);
          revision++;
        },
        () => {
          this.#loads.delete(file);
          return file === 'en' ? undefined : this.#load('en');
        },
      );
      this.#loads.set(file, p);
    }
    return p;
  }

  /** Whether a locale's modules are all loaded. */
  loaded(locale: Locale): boolean {
    return localeFiles(locale).every((f) => this.#words.has(f) || !this.modules.has(f));
  }

  /** A key's message in a locale, from its modules loaded so far, most specific first. */
  word(locale: Locale, key: K): Message | undefined {
    for (const file of localeFiles(locale)) {
      const m = usable(this.#words.get(file)?.[key]);
      if (m) return m;
    }
    return undefined;
  }
}

/**
 * A folder's table of words, for its `x.messages.ts`: `messages<typeof en>('card', import.meta.glob('./locales/*.ts'))`,
 * typed by its English module.
 */
export const messages = <E extends Words<string>>(name: Namespace, modules: LocaleModules) =>
  new MessageTable<keyof E & string>(name, modules);
