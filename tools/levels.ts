/**
 * How many sequential fetch levels a script-tag page waits for after its HTML before it is usable, computed from
 * the build (deterministic, so `pnpm size` checks it in CI; `pnpm bench` measures the time). A level is a round
 * of requests that can go out together: a file requested at level n is known only once a file of level n − 1
 * has arrived (its import lines, its markup) or has run (its `import()`s, its rendering). The model of the page,
 * step by step:
 * - the page's HTML names `tucan.js`: level 1;
 * - the shell runs and sees the tag: it requests the element file (`tucan-NAME.js`), and with it, when the built
 *   shell preloads (it carries `modulepreload`), the file's whole static closure and its locale chunks
 *   (`dist/script-graph.json`, the build's chunk graph): level 2; a file's static imports not requested yet go
 *   out one level after it;
 * - an element module runs once its static closure is in, and then asks for its page's locale chunks (unless they
 *   are on their way); the element renders once both are in (its `scheduleUpdate` waits for its words);
 * - the frame card: its frame document (`frame/card.html`, or the locale's `frame/card.<locale>.html` when the
 *   build writes one) is requested one level after the card renders, or right after the shell when the built
 *   shell starts it (it carries `FRAME_EARLY`); the document's scripts, stylesheets and module preloads go one
 *   level after it, their static imports after them, the locale chunks its script's static closure imports once
 *   that script ran (unless the document preloads them; the words of code loaded later, as the pay chunk, are not
 *   the first render's); the frame is usable once all are in;
 * - the pix code: the pay call goes out one level after the element's files, once its code has run and its words
 *   are in (before its first render); the QR is the answer's PNG (no further fetch);
 * - the checkout's method list: shown at its first render.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { ScriptGraph } from '../packages/elements/build/script-graph.ts';
import { type Locale, localeFiles } from '../packages/elements/src/controllers/wording.ts';

const root = resolve(import.meta.dirname, '..');

/** What the built shell carries when it starts the card's frame document itself (frame/early-frame.ts). */
export const FRAME_EARLY = 'takeFrame';

export interface Page {
  /** The element file the shell loads (`card`, `card-inline`, `pix`, `checkout`). */
  element: string;
  /** The page's wording locale (`en`, `pt-BR`, `es-AR`, …). */
  locale: Locale;
  /** The card in its frame: usable once the frame's form is. */
  frame?: boolean;
  /** A code element: usable once the pay call answered. */
  payCall?: boolean;
}

/** The relative static imports of a built module (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
export function staticImports(code: string): string[] {
  const re = /(?:import|export)\s*(?:[^'"()]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  return [...code.matchAll(re)].map((m) => m[1] ?? '');
}

/** The relative `import()`s of a built module (`import("./x.js")`, with any quote). */
export function dynamicImports(code: string): string[] {
  return [...code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g)].map((m) => m[1] ?? '');
}

/** The files a built HTML document requests from its markup: scripts, stylesheets and module preloads. */
export function documentFiles(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*?\s(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
}

/** A set of requests, each at the first level it goes out; a file's static imports follow one level later. */
class Requests {
  readonly level = new Map<string, number>();
  constructor(private readonly read: (file: string) => string) {}

  /** Requests `file` (a path) at `level` unless it went out earlier; then its static imports. */
  add(file: string, level: number): void {
    const known = this.level.get(file);
    if (known !== undefined && known <= level) return;
    this.level.set(file, level);
    if (!file.endsWith('.js')) return;
    for (const i of staticImports(this.read(file))) this.add(join(dirname(file), i), level + 1);
  }

  /** The level at which `file` and its static closure are all in. */
  closureIn(file: string, seen = new Set<string>()): number {
    if (seen.has(file)) return 0;
    seen.add(file);
    let max = this.level.get(file) ?? Number.POSITIVE_INFINITY;
    if (file.endsWith('.js'))
      for (const i of staticImports(this.read(file)))
        max = Math.max(max, this.closureIn(join(dirname(file), i), seen));
    return max;
  }
}

/**
 * The frame's locale chunks of a locale that its first render loads: those that `script`'s static closure imports
 * with `import()` (`card-<file>.<folder>-….js`, for each of `localeFiles`).
 */
function frameLocaleChunks(script: string, locale: Locale, read: (file: string) => string): string[] {
  const files = localeFiles(locale);
  const closure = new Set<string>();
  const walk = (file: string) => {
    if (closure.has(file)) return;
    closure.add(file);
    for (const i of staticImports(read(file))) walk(join(dirname(file), i));
  };
  walk(script);
  const loaded = [...closure].flatMap((f) => dynamicImports(read(f)).map((i) => join(dirname(f), i)));
  return [...new Set(loaded)].filter((f) =>
    files.some((l) => new RegExp(`[/\\\\]card-${l}\\.[a-z-]+-[\\w-]+\\.js$`).test(f)),
  );
}

/** The frame document of a locale file: its own when the build writes one, else `card.html`. */
function frameDocument(dir: string, locale: string): string {
  const own = join(dir, `card.${locale}.html`);
  return existsSync(own) ? own : join(dir, 'card.html');
}

/**
 * The sequential fetch levels after the HTML until `page` is usable, in the build under `dist`
 * (`packages/elements/dist`, with `script-graph.json` and `frame/`).
 */
export function fetchLevels(page: Page, dist = join(root, 'packages/elements/dist')): number {
  const cache = new Map<string, string>();
  const read = (file: string) => {
    let text = cache.get(file);
    if (text === undefined) {
      text = existsSync(file) ? readFileSync(file, 'utf8') : '';
      cache.set(file, text);
    }
    return text;
  };
  const graph = JSON.parse(read(join(dist, 'script-graph.json'))) as ScriptGraph;
  const shell = read(join(dist, 'tucan.js'));
  const file = (i: number) => join(dist, graph.files[i] ?? '');
  const requests = new Requests(read);
  const SHELL = 1;
  requests.add(join(dist, 'tucan.js'), SHELL);
  const entry = join(dist, `tucan-${page.element}.js`);
  const words = (graph.groups[page.element] ?? []).flatMap((folder) =>
    localeFiles(page.locale).flatMap((l) => (graph.locales[folder]?.[l] ?? []).map(file)),
  );
  if (shell.includes('modulepreload')) {
    for (const i of graph.closure[page.element] ?? []) requests.add(file(i), SHELL + 1);
    for (const f of words) requests.add(f, SHELL + 1);
  }
  requests.add(entry, SHELL + 1);
  // The element runs once its closure is in, and asks for its locale chunks (unless they are on their way).
  const runs = requests.closureIn(entry);
  for (const f of words) requests.add(f, runs + 1);
  const rendered = Math.max(runs, ...words.map((f) => requests.closureIn(f)));
  if (page.frame) {
    const dir = join(dist, 'frame');
    const doc = frameDocument(dir, page.locale);
    const docLevel = shell.includes(FRAME_EARLY) ? SHELL + 1 : rendered + 1;
    const frame = new Requests(read);
    frame.add(doc, docLevel);
    for (const f of documentFiles(read(doc))) frame.add(join(dir, f), docLevel + 1);
    const script = join(dir, 'card.js');
    const frameRuns = frame.closureIn(script);
    const frameWords = frameLocaleChunks(script, page.locale, read);
    for (const f of frameWords) frame.add(f, frameRuns + 1);
    const css = join(dir, 'card.css');
    return Math.max(frameRuns, frame.level.get(css) ?? 0, ...frameWords.map((f) => frame.closureIn(f)));
  }
  return page.payCall ? rendered + 1 : rendered;
}
