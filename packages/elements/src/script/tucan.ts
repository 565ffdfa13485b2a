/**
 * The script-tag shell, built to `tucan.js` (a classic script, also copied to `tucan.iife.js`): defines
 * `window.Tucan` and loads each element's chunk from next to itself when the page uses its tag (`shell.ts`).
 * Loading it twice, or beside the npm build, is harmless: the first `window.Tucan` stays. Outside a browser
 * (Node, SSR) it does nothing.
 */
import type { ScriptElement } from './entries.ts';
import type { ShellGraph } from './graph.ts';
import { createTucan, type TucanGlobal } from './shell.ts';

/** The script build's module graph, put here by the shell's build (vite.config.ts). */
declare const __TUCAN_SCRIPT_GRAPH__: ShellGraph;
/** The elements of the script build (`script/entries.ts`, from the method list), put here by the shell's build. */
declare const __TUCAN_SCRIPT_ELEMENTS__: readonly ScriptElement[];

if (typeof document !== 'undefined') {
  const g = globalThis as { Tucan?: TucanGlobal };
  const script = document.currentScript;
  const base = script instanceof HTMLScriptElement && script.src ? script.src : location.href;
  g.Tucan ??= createTucan(base, __TUCAN_SCRIPT_ELEMENTS__, __TUCAN_SCRIPT_GRAPH__);
}
