/**
 * The QA console with the elements from the script-tag bundle (the shell, `tucan.js`, loaded by
 * script-console.html before this module), which exposes `Tucan` and loads each element's chunk on demand.
 */
import { type ElementsApi, startConsole } from './console/app.ts';

interface ScriptApi extends ElementsApi {
  elements: readonly string[];
  load(name: string): Promise<void>;
}

const elements = (globalThis as { Tucan?: ScriptApi }).Tucan;
// The shell loads an element's chunk when the page first uses its tag; the console lists registered elements,
// so it loads them all first.
if (elements)
  void Promise.all(elements.elements.map((n) => elements.load(n))).then(() =>
    startConsole({ integration: 'script', elements }),
  );
else document.body.textContent = 'tucan.js did not load: run `pnpm demo`, which builds it.';
