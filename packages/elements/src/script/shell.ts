/**
 * What the script-tag shell (`tucan.ts`) puts on `window.Tucan`: it loads each element's code the first time the
 * page uses its tag. The chunks (`tucan-card.js`, `tucan-checkout.js`, …,
 * each with only what it needs) are ES modules next to the shell, resolved from the shell's own URL, and each
 * loads its locale, 3DS dialog, QR and barcode code later with `import()` too. `import()` needs no Trusted Types
 * policy, and a strict CSP allows it from the script's origin.
 * An element already defined (by the npm build, say) is never loaded again.
 */

import type { CHARGE_STATUSES } from '@tucan/client';
import type { attach, mount } from '../checkout/mount.ts';
import { mountTarget } from '../checkout/mount.ts';
import { localeFiles, tagOf, wordingLocale } from '../controllers/wording.ts';
import type * as Events from '../events.ts';
import { baseOf, type EarlyFrame, earlyFrames } from '../frame/early-frame.ts';
import { originOf } from '../frame/protocol.host.ts';
import { STATUS_NAMES, visualState } from '../status/status.logic.ts';
import type { ScriptElement } from './entries.ts';
import { type ShellGraph, wordsFile } from './graph.ts';

export interface TucanGlobal {
  /** The elements this build can load, by name (`card` for `<tucan-card>`). */
  elements: readonly ScriptElement[];
  /**
   * Loads `<tucan-NAME>` (the tag without `tucan-`) and resolves once it is defined. `{ inline: true }` with
   * `card` loads the card with its inline form (`tucan-card-inline.js` instead of `tucan-card.js`): a `<tucan-card
   * isolation="inline">` inserted afterwards renders at once. Without it an inline card loads its form itself
   * when it first renders; the default (frame) card never needs it. The shell does the same by itself for a card
   * whose markup says `isolation="inline"`.
   */
  load(name: ScriptElement, options?: TucanLoadOptions): Promise<void>;
  /**
   * Mounts `<tucan-checkout>` from code, as `mount` of `@tucan/elements` does, once the checkout's file has loaded
   * (`tucan-checkout.js`): then `element` joins the page with its options, and `update` and `unmount` act (called
   * before, they act then). A selector that matches nothing throws at once.
   */
  mount: typeof mount;
  CHARGE_STATUSES: typeof CHARGE_STATUSES;
  visualState: typeof visualState;
  /**
   * @internal The frame the shell started for a frame card before the card's code arrived, handed once to that
   * card's frame host (frame/early-frame.ts).
   */
  takeFrame(el: Element): EarlyFrame | undefined;
  /**
   * The event classes the elements fire (`TucanCompleteEvent`, `TucanErrorEvent`, `TucanStatusEvent`,
   * `TucanTotalEvent`, `TucanBusyEvent`, `TucanUnavailableEvent`), for `instanceof`: the very classes the loaded
   * elements use (it loads `tucan-status.js`, which every method shares, if it is not there yet).
   */
  events(): Promise<TucanEventClasses>;
}

/** What `Tucan.events()` resolves to. */
export type TucanEventClasses = Pick<
  typeof Events,
  | 'TucanBusyEvent'
  | 'TucanCompleteEvent'
  | 'TucanErrorEvent'
  | 'TucanStatusEvent'
  | 'TucanTotalEvent'
  | 'TucanUnavailableEvent'
>;

/** Options of `Tucan.load`. */
export interface TucanLoadOptions {
  /** With `card`: load the inline form (`isolation="inline"`) too. */
  inline?: boolean;
}

/** A card whose markup asks for the inline form: the shell loads the card with its form. */
const inlineCard = (el: Element) =>
  el.localName === 'tucan-card' && el.getAttribute('isolation') === 'inline';

/**
 * `graph` (the build's, `build/script-graph.ts`; none in a source-only run) names each element file's whole static
 * closure and the folders whose words it shows (their files named by rule, `wordsFile`): when the shell first sees a
 * tag, it requests them all at once (`<link rel="modulepreload">`), instead of the browser finding them import by
 * import; the `import()` that follows finds them loaded or on their way (or pinned by the page's own preloads with
 * their `integrity`).
 */
export function createTucan(
  base: string,
  elements: readonly ScriptElement[],
  graph?: ShellGraph,
): TucanGlobal {
  const known = new Set<string>(elements);
  const loading = new Map<string, Promise<void>>();
  const frames = earlyFrames();
  const preloaded = new Set<string>();
  const modulepreload = (file: string | undefined) => {
    if (!file || preloaded.has(file)) return;
    preloaded.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(file, base).href;
    document.head.append(link);
  };
  const byIndex = (ids: readonly number[] | undefined) => {
    for (const i of ids ?? []) modulepreload(graph?.files[i]);
  };
  const connected = new Set<string>();
  /**
   * The service's origin, for the tag's API calls (CORS: `crossorigin`), as soon as the shell sees a tag: a new
   * connection's round trip is over before the element asks.
   */
  const preconnect = (el: Element) => {
    const origin = originOf(baseOf(el));
    if (!origin || connected.has(origin)) return;
    connected.add(origin);
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    link.crossOrigin = 'anonymous';
    document.head.append(link);
  };
  /**
   * An element file's closure and the words files of the folders whose words it shows, in `el`'s language (its
   * locale modules: es-AR's own and the shared Spanish, where the folder has them), with what they import.
   */
  const preload = (name: string, el: Element) => {
    byIndex(graph?.closure[name]);
    const files = localeFiles(wordingLocale(tagOf(el)));
    for (const folder of graph?.groups[name] ?? []) {
      for (const f of files) {
        const imports = graph?.words[folder]?.[f];
        if (!imports) continue;
        modulepreload(wordsFile(f, folder));
        byIndex(imports);
      }
    }
  };
  /**
   * Imports `tucan-FILE.js` once, unless `defined` says its element is already there (the npm build, say), and
   * settles when the file's `wordsLoaded` does, where it has one (the inline card's: its words in the page's
   * language, so that a card inserted afterwards renders at once).
   */
  const file = (name: string, defined: boolean): Promise<void> => {
    let done = loading.get(name);
    if (!done) {
      done = defined
        ? Promise.resolve()
        : import(/* @vite-ignore */ new URL(`tucan-${name}.js`, base).href).then(
            (m: { wordsLoaded?: Promise<void> }) => m.wordsLoaded,
          );
      loading.set(name, done);
    }
    return done;
  };
  const load = (name: ScriptElement, options?: TucanLoadOptions): Promise<void> => {
    // An inline card: `tucan-card-inline.js` defines `<tucan-card>` with its form inside (without the frame mode's
    // page side) in one step, not the card's chunk and then its form; after `tucan-card.js` it adds the form.
    // A card defined by someone else (the npm build, say) gets nothing from this shell.
    if (name === 'card' && options?.inline)
      return file('card-inline', !!customElements.get('tucan-card') && !loading.has('card'));
    return file(name, !!customElements.get(`tucan-${name}`));
  };
  const visit = (el: Element) => {
    const name = el.localName.slice(6);
    if (!el.localName.startsWith('tucan-') || !known.has(name)) return;
    const inline = inlineCard(el);
    if (!customElements.get(el.localName) || (inline && loading.has('card'))) {
      // A frame card's frame document loads beside the card's code, not after it.
      if (name === 'card' && !inline && !customElements.get(el.localName)) frames.start(el);
      preconnect(el);
      preload(inline ? 'card-inline' : name, el);
      void load(name as ScriptElement, { inline });
    }
  };
  const scan = (root: Element) => {
    visit(root);
    for (const el of root.querySelectorAll('*')) visit(el);
  };
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) if (n instanceof Element) scan(n);
  }).observe(document.documentElement, { childList: true, subtree: true });
  scan(document.documentElement);
  return {
    elements,
    load,
    mount: (target, options) => {
      const host = mountTarget(target);
      const element = document.createElement('tucan-checkout');
      preload('checkout', document.documentElement);
      const attached = import(/* @vite-ignore */ new URL('tucan-checkout.js', base).href).then(
        (m: { attach: typeof attach }) => m.attach(host, element, options),
      );
      return {
        element,
        result: attached.then((h) => h.result),
        update: (next) => void attached.then((h) => h.update(next)),
        unmount: () => void attached.then((h) => h.unmount()),
      };
    },
    CHARGE_STATUSES: STATUS_NAMES,
    visualState,
    takeFrame: frames.take,
    events: () => import(/* @vite-ignore */ new URL('tucan-status.js', base).href),
  };
}
