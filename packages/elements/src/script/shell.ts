/**
 * What the script-tag shell (`tucan.ts`) puts on `window.Tucan`: it loads each element's code the first time the
 * page uses its tag. The chunks (`tucan-card.js`, `tucan-checkout.js`, …,
 * each with only what it needs) are ES modules next to the shell, resolved from the shell's own URL, and each
 * loads its locale, 3DS dialog, QR and barcode code later with `import()` too. `import()` needs no Trusted Types
 * policy, and a strict CSP allows it from the script's origin.
 * An element already defined (by the npm build, say) is never loaded again.
 */
import { mount } from '../checkout/mount.ts';
import { CHARGE_STATUSES, visualState } from '../status/status.logic.ts';
import { SCRIPT_ELEMENTS, type ScriptElement } from './entries.ts';

export interface TucanGlobal {
  /** The elements this build can load, by name (`card` for `<tucan-card>`). */
  elements: readonly ScriptElement[];
  /** Loads `<tucan-NAME>` (the tag without `tucan-`) and resolves once it is defined. */
  load(name: ScriptElement): Promise<void>;
  /** Mounts `<tucan-checkout>` from code (the same as `mount` of `@tucan/elements`). */
  mount: typeof mount;
  CHARGE_STATUSES: typeof CHARGE_STATUSES;
  visualState: typeof visualState;
}

const KNOWN = new Set<string>(SCRIPT_ELEMENTS);

export function createTucan(base: string): TucanGlobal {
  const loading = new Map<string, Promise<void>>();
  const load = (name: ScriptElement): Promise<void> => {
    const tag = `tucan-${name}`;
    let done = loading.get(name);
    if (!done) {
      done = customElements.get(tag)
        ? Promise.resolve()
        : import(/* @vite-ignore */ new URL(`tucan-${name}.js`, base).href).then(() => {});
      loading.set(name, done);
    }
    return done;
  };
  const visit = (el: Element) => {
    const name = el.localName.slice(6);
    if (el.localName.startsWith('tucan-') && KNOWN.has(name) && !customElements.get(el.localName)) {
      void load(name as ScriptElement);
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
      const handle = mount(target, options);
      void load('checkout');
      return handle;
    },
    CHARGE_STATUSES,
    visualState,
  };
}
