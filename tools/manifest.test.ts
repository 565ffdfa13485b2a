import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The Custom Elements Manifest of @tucan/elements, made here by the analyzer with the package's own config
// (the `pnpm manifest` run, without writing the file), so the test never depends on an earlier build.

const elements = resolve(import.meta.dirname, '..', 'packages', 'elements');

interface Named {
  name: string;
  description?: string;
  type?: { text: string };
}
interface Declaration extends Named {
  kind: string;
  customElement?: boolean;
  tagName?: string;
  attributes?: Named[];
  events?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}
interface Manifest {
  modules: { path: string; declarations: Declaration[] }[];
}

async function analyze(): Promise<Manifest> {
  // The analyzer is a devDependency of @tucan/elements only: resolve it from there.
  const require = createRequire(join(elements, 'package.json'));
  const root = dirname(require.resolve('@custom-elements-manifest/analyzer/package.json'));
  const { cli } = (await import(pathToFileURL(join(root, 'cli.js')).href)) as {
    cli: (opts: { argv: string[]; cwd: string; noWrite: boolean }) => Promise<Manifest>;
  };
  return cli({
    argv: ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet'],
    cwd: elements,
    noWrite: true,
  });
}

/** The element sources of a module's folder (not tests, not test helpers). */
function folderSources(modulePath: string): string[] {
  const dir = join(elements, dirname(modulePath));
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !/\.test\.ts$|\.testing\.ts$/.test(f))
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

/** Every part name a template gives: `part="a b"`, `part='a'` or `part=${'a'}`. */
function partsInTemplates(sources: string[]): Set<string> {
  const names = new Set<string>();
  for (const source of sources) {
    for (const m of source.matchAll(/\bpart=(?:"([^"]*)"|'([^']*)'|\$\{\s*(['"`])([^'"`]*)\3\s*\})/g)) {
      for (const name of (m[1] ?? m[2] ?? m[4] ?? '').split(/\s+/)) if (name) names.add(name);
    }
  }
  return names;
}

/**
 * The element sources of an element's code: its module and every module it imports (statically or with
 * `import()`), not entering another element's of the manifest (a module that names or defines another of `tags`;
 * an internal element such as the card's form is part of its host's code) nor the event classes'.
 */
function elementSources(modulePath: string, tag: string, tags: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file) || /\.test\.ts$|\.testing\.ts$|(^|\/)([\w-]+\.)?events\.ts$/.test(file)) return;
    const text = readFileSync(file, 'utf8');
    const named = [...text.matchAll(/@tagname (\S+)|define\('(tucan-[\w-]+)'/g)].map((m) => m[1] ?? m[2]);
    if (named.some((t) => t !== tag && tags.includes(t!))) return;
    files.set(file, text);
    for (const m of text.matchAll(/(?:from|import|import\()\s*'(\.{1,2}\/[^']+\.ts)'/g))
      visit(join(dirname(file), m[1]!));
  };
  visit(join(elements, modulePath));
  return files;
}

/** tucan's event classes by name (`TucanBusyEvent`), with the event each fires (`tucan-busy`). */
function eventClasses(): Map<string, string> {
  const classes = new Map<string, string>();
  const src = join(elements, 'src');
  for (const file of readdirSync(src, { recursive: true }) as string[]) {
    if (!/(^|\/)([\w-]+\.)?events\.ts$/.test(file)) continue;
    const text = readFileSync(join(src, file), 'utf8');
    for (const m of text.matchAll(/class (\w+) extends Event \{\s*static readonly type = '([^']+)'/g))
      classes.set(m[1]!, m[2]!);
  }
  return classes;
}

/** The tucan events a module fires: the event classes it imports as values (a type-only import fires nothing). */
function eventsFired(text: string, classes: Map<string, string>): string[] {
  const fired: string[] = [];
  for (const m of text.matchAll(/^import (?!type )\{([^}]*)\} from '[^']*events\.ts';/gm)) {
    for (const spec of m[1]!.split(',').map((x) => x.trim())) {
      const event = !spec.startsWith('type ') && classes.get(spec);
      if (event) fired.push(event);
    }
  }
  return fired;
}

const names = (list: Named[] | undefined) => (list ?? []).map((x) => x.name);

let manifest: Manifest;
const tags = () => declared().flatMap((x) => x.d.tagName ?? []);
const declared = () =>
  manifest.modules
    .flatMap((m) => m.declarations.map((d) => ({ path: m.path, d })))
    .filter((x) => x.d.customElement);
const element = (tag: string): Declaration => {
  const found = declared().find((x) => x.d.tagName === tag);
  if (!found) throw new Error(`${tag} is not in the manifest`);
  return found.d;
};

describe('the custom elements manifest of @tucan/elements', () => {
  // The analyzer compiles every element source with TypeScript: about a second alone, many more on a CI machine
  // whose two cores the browser tests keep busy (a build step, not a measure: its time is never asserted).
  beforeAll(async () => {
    manifest = await analyze();
  }, 120_000);

  it('declares <tucan-card> and <tucan-status> with their tag names', () => {
    expect(element('tucan-card').name).toBe('TucanCardElement');
    expect(element('tucan-status').name).toBe('TucanStatusElement');
    expect(declared().map((x) => x.d.tagName)).toEqual(expect.arrayContaining(['tucan-3ds-challenge']));
  });

  it('documents the events of <tucan-card>, each with a description', () => {
    const card = element('tucan-card');
    expect(names(card.events)).toEqual(
      expect.arrayContaining(['tucan-status', 'tucan-complete', 'tucan-error']),
    );
    for (const e of card.events ?? []) expect(e.description, e.name).toBeTruthy();
  });

  it('documents the attributes of <tucan-card>, lang included, each with a description', () => {
    const card = element('tucan-card');
    expect(names(card.attributes)).toEqual(
      expect.arrayContaining([
        'charge-uuid',
        'base-url',
        'environment',
        'amount',
        'currency',
        'country',
        'methods',
        'fields',
        'method-timeout',
        'challenge-timeout',
        'name',
        'lang',
      ]),
    );
    for (const a of card.attributes ?? []) expect(a.description, a.name).toBeTruthy();
    expect(names(element('tucan-status').attributes)).toEqual(
      expect.arrayContaining(['status', 'amount', 'currency', 'quiet', 'lang']),
    );
  });

  it("reads each element's `static properties` as Lit does: an attribute per public property, none for internal state or a property-only field", () => {
    type Member = Named & { kind: string; attribute?: string; reflects?: boolean; privacy?: string };
    const members = (tag: string) => (element(tag) as Declaration & { members?: Member[] }).members ?? [];
    const member = (tag: string, name: string) =>
      members(tag).find((m) => m.name === name && m.kind === 'field');
    // The element's own attributes come first, then those of the payment and charge elements it extends: compared
    // as a set.
    expect(names(element('tucan-card').attributes).sort()).toEqual(
      [
        'amount',
        'lang',
        'theme',
        'charge-uuid',
        'base-url',
        'environment',
        'currency',
        'country',
        'methods',
        'fields',
        'method-timeout',
        'challenge-timeout',
        'pay-timeout',
        'name',
        'isolation',
      ].sort(),
    );
    expect(member('tucan-card', 'methodTimeout')).toMatchObject({
      type: { text: 'number' },
      attribute: 'method-timeout',
    });
    expect(member('tucan-card', 'isolation')).toMatchObject({ attribute: 'isolation', reflects: true });
    expect(member('tucan-card', 'payer')).toMatchObject({ type: { text: 'TucanPayer | undefined' } });
    expect(member('tucan-card', 'payer')?.attribute).toBeUndefined();
    // Internal state (`state: true`) is no attribute; marked `@internal` it is not documented at all.
    const states = [
      'busy',
      'done',
      'alert',
      'notice',
      'announcement',
      'phase',
      'method',
      'sheetOpen',
      'settled',
    ];
    for (const { d } of declared()) {
      expect(
        names(d.attributes).filter((a) => states.includes(a)),
        d.tagName,
      ).toEqual([]);
    }
    expect(member('tucan-card', 'busy')).toBeUndefined();
    expect(member('tucan-apple-pay', 'sheetOpen')?.attribute).toBeUndefined();
    expect(member('tucan-checkout', 'langAttribute')).toBeUndefined();
    expect(names(element('tucan-apple-pay').attributes)).toEqual(
      expect.arrayContaining(['charge-uuid', 'billing-address', 'available', 'button-type', 'button-style']),
    );
    expect(member('tucan-apple-pay', 'available')).toMatchObject({ attribute: 'available', reflects: true });
    expect(member('tucan-apple-pay', 'available')?.privacy).toBeUndefined();
  });

  it("lists <tucan-checkout>'s attributes, the charge's among them, none of a payment element's, each in the checkout's words", () => {
    type Member = Named & { kind: string; attribute?: string };
    const checkout = element('tucan-checkout') as Declaration & { members?: Member[] };
    // Compared as a set: the charge's attributes (`payment/charge.element.ts`, shared with every payment element)
    // come after the checkout's own.
    expect(names(checkout.attributes).sort()).toEqual(
      [
        'amount',
        'theme',
        'charge-uuid',
        'base-url',
        'environment',
        'currency',
        'country',
        'methods',
        'order',
        'fields',
        'status-url',
        'isolation',
        'merchant-name',
        'csp-nonce',
      ].sort(),
    );
    const fields = (checkout.members ?? []).filter((m) => m.kind === 'field').map((m) => m.name);
    for (const paymentOnly of ['payTimeout', 'name', 'client', 'formAssociated', 'form'])
      expect(fields, paymentOnly).not.toContain(paymentOnly);
    // A shared property the checkout describes in its own words: its attribute reads the same.
    const described = (name: string) => checkout.attributes?.find((a) => a.name === name)?.description;
    expect(described('country')).toBe('BR, MX, AR, CL or CO: the methods of that country, in its order.');
    expect(described('theme')).toBe('`auto`, `light` or `dark`; passed to every method element.');
    for (const a of checkout.attributes ?? []) expect(a.description, a.name).toBeTruthy();
  });

  it('names every event of every element, each with a description', () => {
    for (const { d } of declared()) {
      for (const e of d.events ?? []) {
        expect(e.name, `${d.tagName}: an event of type ${e.type?.text} without a name`).toBeTruthy();
        expect(e.description, `${d.tagName} ${e.name}`).toBeTruthy();
      }
      expect(new Set(names(d.events)).size, `${d.tagName}: an event listed twice`).toBe(
        names(d.events).length,
      );
    }
  });

  it('lists every tucan event an element fires: those its code (with the payment flow and the frame host) imports to fire', () => {
    const classes = eventClasses();
    for (const { path, d } of declared().filter((x) => x.d.tagName)) {
      const fired = new Set(
        [...elementSources(path, d.tagName!, tags()).values()].flatMap((t) => eventsFired(t, classes)),
      );
      expect(
        [...fired].filter((e) => !names(d.events).includes(e)),
        `${d.tagName}: fired, not in the manifest`,
      ).toEqual([]);
    }
    // What the audit found missing: tucan-busy from every method element, and the checkout's relayed events.
    for (const tag of ['tucan-card', 'tucan-pix', 'tucan-boleto', 'tucan-apple-pay', 'tucan-google-pay'])
      expect(names(element(tag).events), tag).toContain('tucan-busy');
    expect(names(element('tucan-checkout').events)).toEqual(
      expect.arrayContaining(['tucan-unavailable', 'tucan-busy', 'tucan-total']),
    );
  });

  it('documents the CSS parts of <tucan-card>', () => {
    expect(names(element('tucan-card').cssParts)).toEqual(
      expect.arrayContaining(['frame', 'button', 'input']),
    );
  });

  it('declares the six code elements, each with the attributes, events and parts they share', () => {
    for (const [tag, name] of [
      ['tucan-pix', 'TucanPixElement'],
      ['tucan-spei', 'TucanSpeiElement'],
      ['tucan-oxxo', 'TucanOxxoElement'],
      ['tucan-qra', 'TucanQraElement'],
      ['tucan-boleto', 'TucanBoletoElement'],
      ['tucan-pfc', 'TucanPfcElement'],
    ] as const) {
      const d = element(tag);
      expect(d.name).toBe(name);
      expect((d as Declaration & { summary?: string }).summary, tag).toBeTruthy();
      expect(names(d.attributes)).toEqual(
        expect.arrayContaining([
          'charge-uuid',
          'base-url',
          'environment',
          'amount',
          'currency',
          'country',
          'fields',
          'lang',
          'theme',
          'name',
          'status-url',
          'no-regenerate',
        ]),
      );
      for (const a of d.attributes ?? []) expect(a.description, `${tag} ${a.name}`).toBeTruthy();
      expect(names(d.events)).toEqual(['tucan-status', 'tucan-complete', 'tucan-error', 'tucan-busy']);
      for (const e of d.events ?? []) expect(e.description, `${tag} ${e.name}`).toBeTruthy();
      expect(names(d.cssParts)).toEqual(
        expect.arrayContaining(['button', 'copy', 'code', 'countdown', 'alert']),
      );
    }
    expect(names(element('tucan-pix').cssParts)).toContain('qr');
    expect(names(element('tucan-boleto').cssParts)).toContain('barcode');
  });

  it('documents exactly the parts the templates give, for every element', () => {
    for (const { path, d } of declared().filter((x) => x.d.tagName)) {
      // The templates of the element's code: its folder's, its base elements', and what it renders from other
      // folders (the card's frame host, the payer fields), not another element's.
      const inTemplates = partsInTemplates([...elementSources(path, d.tagName!, tags()).values()]);
      const documented = new Set(names(d.cssParts));
      expect(
        [...documented].filter((p) => !inTemplates.has(p)),
        `${d.tagName}: documented, not in a template`,
      ).toEqual([]);
      expect(
        [...inTemplates].filter((p) => !documented.has(p)),
        `${d.tagName}: in a template, undocumented`,
      ).toEqual([]);
    }
  });

  it('documents only --tucan-* custom properties that the styles read', () => {
    const styles = [
      readFileSync(join(elements, 'src/styles/base.styles.ts'), 'utf8'),
      ...declared().flatMap(({ path }) => folderSources(path)),
    ].join('\n');
    for (const { d } of declared()) {
      for (const prop of names(d.cssProperties)) {
        expect(prop, d.tagName).toMatch(/^--tucan-[a-z-]+$/);
        expect(styles.includes(`var(${prop},`), `${d.tagName} ${prop}`).toBe(true);
      }
    }
  });
});
