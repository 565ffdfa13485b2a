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
import type * as Events from '../events.ts';
import { STATUS_NAMES, visualState } from '../status/status.logic.ts';
import { SCRIPT_ELEMENTS, type ScriptElement } from './entries.ts';

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

const KNOWN = new Set<string>(SCRIPT_ELEMENTS);

/** A card whose markup asks for the inline form: the shell loads the card with its form. */
const inlineCard = (el: Element) =>
  el.localName === 'tucan-card' && el.getAttribute('isolation') === 'inline';

export function createTucan(base: string): TucanGlobal {
  const loading = new Map<string, Promise<void>>();
  /** Imports `tucan-FILE.js` once, unless `defined` says its element is already there (the npm build, say). */
  const file = (name: string, defined: boolean): Promise<void> => {
    let done = loading.get(name);
    if (!done) {
      done = defined
        ? Promise.resolve()
        : import(/* @vite-ignore */ new URL(`tucan-${name}.js`, base).href).then(() => {});
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
    if (!el.localName.startsWith('tucan-') || !KNOWN.has(name)) return;
    const inline = inlineCard(el);
    if (!customElements.get(el.localName) || (inline && loading.has('card'))) {
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
    elements: SCRIPT_ELEMENTS,
    load,
    mount: (target, options) => {
      const host = mountTarget(target);
      const element = document.createElement('tucan-checkout');
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
    events: () => import(/* @vite-ignore */ new URL('tucan-status.js', base).href),
  };
}
