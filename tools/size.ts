/**
 * `pnpm size`: what each page and entry point weighs, gzipped, against `size-budgets.json`.
 * - `loads`: what a page really downloads, lit and the client included (the script tag's shell and an element with
 *   one locale's words, the frame document, an app bundled with Vite that imports one entry: `appBuild`). A goal's
 *   `budget` is the goal itself, and its `headroom` (a fraction) the room the measured weight must leave below it:
 *   a row fails when it weighs more than `budget × (1 − headroom)`; the report writes each row's headroom.
 * - `budgets`: each npm entry point with the local chunks it imports statically, a ceiling above its weight.
 * - `excludes`/`includes`: what an entry's initial load must leave out or contain (a string only that code holds).
 * - `levels`: each script-tag page's sequential fetch levels after its HTML (tools/levels.ts), at most its `max`.
 * Exits non-zero when a file is missing, a row is over its budget or short of its headroom, or a load holds what it
 * must not.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Locale, localeFiles } from '../packages/elements/src/controllers/wording.ts';
import { dynamicImports, fetchLevels, type Page } from './levels.ts';

const root = resolve(import.meta.dirname, '..');

/**
 * An entry's code with the closure of its relative static imports (`import … from "./x.js"`), plus, when `lazy`
 * is given, the files it loads with `import("./x.js")` whose name matches `lazy` (and their closure in turn).
 */
export function closure(file: string, seen = new Set<string>(), lazy?: RegExp): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  const out = [code];
  const re = /(?:import|export)\s*(?:[^'"()]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  for (const m of code.matchAll(re)) out.push(...closure(join(dirname(file), m[1]!), seen, lazy));
  if (lazy) {
    for (const i of dynamicImports(code)) {
      if (lazy.test(basename(i))) out.push(...closure(join(dirname(file), i), seen, lazy));
    }
  }
  return out;
}

export function gzipSize(file: string): number {
  return gzipSync(Buffer.from(closure(file).join('\n')), { level: 9 }).length;
}

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The folders whose words `files` and their static imports load: those of the locale chunks they import with
 * `import()` (`<locale>.<folder>-<hash>.js`, build/locale-chunks.ts; the script tag's words files,
 * `tucan-words-<locale>.<folder>.js`, are what the shell preloads for its element files, `dist/script-graph.json`'s
 * groups).
 */
export function wordFolders(files: string[]): string[] {
  const seen = new Set<string>();
  for (const f of files) closure(f, seen);
  const found = new Set<string>();
  for (const f of seen) {
    for (const i of dynamicImports(readFileSync(f, 'utf8'))) {
      const m =
        /^tucan-words-(?:en|pt-BR|es(?:-[A-Z]{2})?)\.([a-z-]+)\.js$/.exec(basename(i)) ??
        /(?:^|-)(?:en|pt-BR|es(?:-[A-Z]{2})?)\.([a-z-]+)-[\w-]+\.js$/.exec(basename(i));
      if (m?.[1]) found.add(m[1]);
    }
  }
  return [...found].sort();
}

/**
 * The bytes a page downloads for `files` and everything they import statically, each file counted once and
 * gzipped on its own (as a server sends it), plus the locale chunks of `locale` that the page loads with
 * `import()`: one per folder whose words it shows (`<locale>.<folder>-<hash>.js`, build/locale-chunks.ts; the script
 * tag's `tucan-words-<locale>.<folder>.js`), by
 * default those its static closure loads (`wordFolders`), with the shared Spanish under a Spanish locale, plus what
 * files whose name matches `lazy` load with
 * `import()` (a whole payment: the card's pay chunk). `locale` `*` counts every locale's chunks of `groups`' folders
 * (everything a page can load).
 */
export function loadSize(
  files: string[],
  locale?: string,
  groups: readonly string[] = wordFolders(files),
  lazy?: RegExp,
): { bytes: number; files: string[] } {
  const seen = new Set<string>();
  for (const f of files) closure(f, seen, lazy);
  if (locale) {
    // A folder may hold two builds (the npm modules and the script tag's `tucan-chunk-*`): count the locale
    // chunks of the build the files belong to, once.
    const scriptTag = files.some((f) => /^tucan[.-]/.test(basename(f)));
    const chunk = new RegExp(
      `^${scriptTag ? 'tucan-words-' : ''}(${locale === '*' ? '[a-z]{2}(?:-[A-Z]{2})?' : localeFiles(locale as Locale).join('|')})\\.(${groups.join('|')})${scriptTag ? '' : '-[\\w-]+'}\\.js$`,
    );
    for (const dir of new Set(files.map((f) => dirname(f)))) {
      for (const name of readdirSync(dir)) if (chunk.test(name)) closure(join(dir, name), seen);
    }
  }
  const list = [...seen];
  return { bytes: list.reduce((n, f) => n + gz(f), 0), files: list };
}

/** Every file of `dir` whose name matches `pattern`, each gzipped on its own. */
export function allSize(dir: string, pattern: RegExp): { bytes: number; files: string[] } {
  const files = readdirSync(dir)
    .filter((f) => pattern.test(f))
    .map((f) => join(dir, f));
  return { bytes: files.reduce((n, f) => n + gz(f), 0), files };
}

/**
 * Bundles a one-line app (`import 'SPECIFIER'`) with Vite, as a merchant's app would, against the built
 * packages (`@tucan/*` resolved to their `dist/`, lit and qrcode from node_modules), and returns the app's
 * entry file and its folder.
 */
export async function appBuild(specifier: string): Promise<{ entry: string; dir: string }> {
  const { build } = await import('vite');
  const tmp = mkdtempSync(join(tmpdir(), 'tucan-size-app-'));
  writeFileSync(join(tmp, 'app.js'), `import '${specifier}';\n`);
  const pkg = (name: string) =>
    JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'));
  const alias: { find: RegExp; replacement: string }[] = [];
  for (const name of ['client', 'elements']) {
    const exports = pkg(name).publishConfig?.exports ?? pkg(name).exports;
    for (const [sub, target] of Object.entries<{ default?: string; import?: string } | string>(exports)) {
      const file = typeof target === 'string' ? target : (target.default ?? target.import);
      if (!file?.endsWith('.js')) continue;
      const id = `@tucan/${name}${sub.slice(1)}`;
      alias.push({ find: new RegExp(`^${id}$`), replacement: join(root, 'packages', name, file) });
    }
  }
  const out = join(tmp, 'out');
  await build({
    configFile: false,
    logLevel: 'silent',
    root: join(root, 'packages/elements'),
    resolve: { alias },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: out,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input: join(tmp, 'app.js'),
        output: { entryFileNames: 'app.js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
  return { entry: join(out, 'app.js'), dir: out };
}

/**
 * A built HTML page and what it loads first: its scripts, module preloads and stylesheets (their URLs under `base`,
 * the page's build base, are files next to the page).
 */
export function pageFiles(page: string, base: string): string[] {
  const html = readFileSync(page, 'utf8');
  const urls = [...html.matchAll(/<(?:script|link)\b[^>]*?\s(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
  return [
    page,
    ...urls.filter((u) => u.startsWith(base)).map((u) => join(dirname(page), u.slice(base.length))),
  ];
}

export interface Load {
  /** Files a page loads first (with their static imports), or `app`: a specifier an app imports. */
  files?: string[];
  /** A built page (`index.html`) whose first files are counted, with `base`, the URL path they are built under. */
  page?: string;
  base?: string;
  app?: string;
  /**
   * Count this locale's chunks of the folders `groups` too (by default those whose words the files' static closure
   * loads, `wordFolders`); `*`: every locale's.
   */
  locale?: string;
  groups?: string[];
  /**
   * Follow the `import()`s of files whose name matches this (for example the card's pay chunk, `card\\.pay-chunk`):
   * a whole payment, not only what the first render needs; `.` follows every `import()` (everything a page can load).
   */
  lazy?: string;
  /** Count every file of the folder (of `all`, or of the app's build) whose name matches `match`. */
  all?: string;
  match?: string;
  /** Files a page of these loads too (the same `locale` and `groups`) are not counted: what `files` add to it. */
  except?: string[];
  budget: number;
  /** The share of `budget` the measured weight must leave free (0.1: at most 90 % of it). */
  headroom?: number;
  /**
   * A goal the row does not meet yet: `budget` is then a ceiling above today's weight, and the report says how far
   * the weight is from the goal (less its `headroom`, when given), so the gap is in every run's output rather than
   * hidden by a raised budget.
   */
  goal?: number;
}

export async function measureLoad(load: Load): Promise<{ bytes: number; files: string[] }> {
  if (load.except) {
    const { except, ...rest } = load;
    const [all, shared] = await Promise.all([measureLoad(rest), measureLoad({ ...rest, files: except })]);
    const files = all.files.filter((f) => !shared.files.includes(f));
    return { bytes: files.reduce((n, f) => n + gz(f), 0), files };
  }
  if (load.app) {
    const app = await appBuild(load.app);
    if (load.match) return allSize(app.dir, new RegExp(load.match));
    return loadSize([app.entry], load.locale, load.groups, load.lazy ? new RegExp(load.lazy) : undefined);
  }
  if (load.all) return allSize(join(root, load.all), new RegExp(load.match ?? '\\.js$'));
  return loadSize(
    load.page
      ? pageFiles(join(root, load.page), load.base ?? '/')
      : (load.files ?? []).map((f) => resolve(root, f)),
    load.locale,
    load.groups,
    load.lazy ? new RegExp(load.lazy) : undefined,
  );
}

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;

/**
 * The names of `markers` (name → a string only that code contains) found in an entry's initial load: the entry
 * and its static imports, not what it loads later with `import()`.
 */
export function contained(file: string, markers: Record<string, string>): string[] {
  const code = closure(file).join('\n');
  return Object.entries(markers)
    .filter(([, marker]) => code.includes(marker))
    .map(([name]) => name);
}

/**
 * A row's verdict: within `budget`, and with `headroom` given, at most `budget × (1 − headroom)`; the note says the
 * budget and the headroom left. With `goal` given, `budget` is a ceiling and the note says whether the goal is met
 * with its headroom.
 */
export function verdict(
  bytes: number,
  budget: number,
  headroom?: number,
  goal?: number,
): { ok: boolean; note: string } {
  const left = 1 - bytes / budget;
  const pct = (n: number) => `${Math.round(n * 100)} %`;
  if (goal !== undefined) {
    // Met only with the headroom a goal asks for, when it asks for one: the line is `goal × (1 − headroom)`.
    const line = goal * (1 - (headroom ?? 0));
    const target = headroom
      ? `goal ${kb(goal)} with ${pct(headroom)} headroom (at most ${kb(line)})`
      : `goal ${kb(goal)}`;
    const gap = bytes > line ? `${target} NOT MET (${kb(bytes - line)} over)` : `${target} met`;
    return { ok: bytes <= budget, note: `ceiling ${kb(budget)}; ${gap}` };
  }
  if (headroom === undefined) return { ok: bytes <= budget, note: `budget ${kb(budget)}` };
  return {
    ok: bytes <= budget * (1 - headroom),
    note: `goal ${kb(budget)}, headroom ${pct(left)} (at least ${pct(headroom)}: at most ${kb(budget * (1 - headroom))})`,
  };
}

async function main() {
  const {
    budgets,
    excludes = {},
    includes = {},
    loads = {},
    levels = {},
  } = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8')) as {
    budgets: Record<string, number>;
    excludes?: Record<string, Record<string, string>>;
    includes?: Record<string, Record<string, string>>;
    loads?: Record<string, Load>;
    levels?: Record<string, Page & { max: number }>;
  };
  let failed = 0;
  const rows: string[] = [];
  for (const [entry, budget] of Object.entries(budgets)) {
    const file = join(root, entry);
    if (!existsSync(file)) {
      rows.push(`✗ ${entry}: missing (did the build run?)`);
      failed++;
      continue;
    }
    const size = gzipSize(file);
    const ok = size <= budget;
    if (!ok) failed++;
    rows.push(`${ok ? '✓' : '✗'} ${entry}: ${kb(size)} gzip / budget ${kb(budget)}`);
  }
  for (const [entry, markers] of Object.entries(excludes)) {
    const file = join(root, entry);
    if (!existsSync(file)) continue;
    const found = contained(file, markers);
    if (found.length) failed++;
    for (const name of Object.keys(markers)) {
      rows.push(
        found.includes(name)
          ? `✗ ${entry}: its initial load contains ${name}`
          : `✓ ${entry}: its initial load leaves out ${name}`,
      );
    }
  }
  // The markers are real: the entries that must hold the code contain them (else an exclude could never fail).
  for (const [entry, markers] of Object.entries(includes)) {
    const file = join(root, entry);
    const found = existsSync(file) ? contained(file, markers) : [];
    for (const name of Object.keys(markers)) {
      if (!found.includes(name)) failed++;
      rows.push(
        found.includes(name)
          ? `✓ ${entry}: its initial load contains ${name}`
          : `✗ ${entry}: its initial load lacks ${name} (missing, or its marker is wrong)`,
      );
    }
  }
  for (const [name, load] of Object.entries(loads)) {
    const missing = [...(load.files ?? []), ...(load.except ?? []), ...(load.page ? [load.page] : [])].filter(
      (f) => !existsSync(join(root, f)),
    );
    if (missing.length) {
      rows.push(`✗ ${name}: missing ${missing.join(', ')} (did the build run?)`);
      failed++;
      continue;
    }
    const { bytes, files } = await measureLoad(load);
    const { ok, note } = verdict(bytes, load.budget, load.headroom, load.goal);
    if (!ok) failed++;
    rows.push(`${ok ? '✓' : '✗'} ${name}: ${kb(bytes)} gzip in ${files.length} files / ${note}`);
  }
  for (const [name, { max, ...page }] of Object.entries(levels)) {
    const n = fetchLevels(page);
    const ok = n <= max;
    if (!ok) failed++;
    rows.push(`${ok ? '✓' : '✗'} ${name}: ${n} sequential fetch levels after the HTML / at most ${max}`);
  }
  process.stdout.write(`size budgets\n${rows.join('\n')}\n`);
  if (failed) {
    process.stderr.write(`size: ${failed} row(s) over budget, short of headroom or missing\n`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
