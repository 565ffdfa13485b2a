/**
 * The peers table: each bundle loaded by a script tag (plus its CSS) in a fresh Chromium context, bundles
 * alternating round by round, every request off the loopback refused. Per load: insertion of the tags to the
 * script evaluated, to the widget mounted (its own ready point), and from a performance trace the main-thread
 * script time (EvaluateScript + compile of the bundle) and the background parse (V8's streaming parse off the
 * main thread).
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright';
import type { Bundle } from './build.ts';
import { iqr, median, type Served, serve } from './serve.ts';

export const slug = (name: string) => name.replace(/\W+/g, '-');

/** The tucan element a merchant inserts: a BR card with credit and debit, payer e-mail and document. */
export const CARD_ATTRIBUTES: Record<string, string> = {
  // The bench types into the card's own fields and measures its mount: the inline form, as every published run
  // did (the default, the service's frame, is not benchmarked yet).
  isolation: 'inline',
  amount: '150.75',
  currency: 'BRL',
  country: 'BR',
  methods: 'credit_card debit_card',
  fields: 'email document',
};

export interface LoadSample {
  evaluated: number;
  mounted: number | null;
  script: number;
  background: number;
}

export async function servePeers(bundles: Bundle[]): Promise<Served> {
  const files = new Map<string, Buffer | string>([
    [
      '/',
      '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>bench</title></head><body><main id="host"></main></body></html>',
    ],
  ]);
  for (const b of bundles) {
    files.set(`/b/${slug(b.name)}.js`, b.js);
    if (b.css) files.set(`/b/${slug(b.name)}.css`, b.css);
    for (const [name, body] of b.extra ?? []) files.set(`/b/${name}`, body);
  }
  return serve(files);
}

/** Refuses every request that leaves the loopback (the peers try their CDNs and gateways). */
export async function offline(page: Page): Promise<void> {
  // tsx keeps function names with a `__name` helper that the functions given to page.evaluate carry along.
  await page.addInitScript('globalThis.__name = (f) => f;');
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

/** Main-thread script time and background parse of one script URL, in ms, from a Chromium trace. */
export function scriptTimes(trace: Buffer, url: string): { script: number; background: number } {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  let script = 0;
  let background = 0;
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || e.args?.data?.url !== url) continue;
    const onMain = main.has(`${e.pid}:${e.tid}`);
    if (onMain && (e.name === 'EvaluateScript' || e.name === 'v8.compile')) script += e.dur / 1000;
    if (!onMain && e.name === 'v8.parseOnBackground') background += e.dur / 1000;
  }
  return { script, background };
}

async function loadOnce(browser: Browser, base: string, b: Bundle): Promise<LoadSample> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await offline(page);
    await page.goto(`${base}/`);
    const js = `${base}/b/${slug(b.name)}.js`;
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    const m = await page.evaluate(
      async ({ js, css, tucan, attrs }) => {
        const host = document.getElementById('host') as HTMLElement;
        const loaded = (el: HTMLElement) =>
          new Promise<void>((resolve, reject) => {
            el.addEventListener('load', () => resolve(), { once: true });
            el.addEventListener('error', () => reject(new Error('load failed')), { once: true });
          });
        const t0 = performance.now();
        const waits: Promise<void>[] = [];
        if (css) {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = css;
          waits.push(loaded(link));
          document.head.append(link);
        }
        const script = document.createElement('script');
        script.src = js;
        waits.push(loaded(script));
        document.head.append(script);
        await Promise.all(waits);
        const evaluated = performance.now() - t0;
        let ok = false;
        if (tucan) {
          const card = document.createElement('tucan-card') as HTMLElement & {
            updateComplete: Promise<unknown>;
          };
          for (const [k, v] of Object.entries(attrs)) card.setAttribute(k, v);
          host.append(card);
          // The shell loads tucan-card-inline.js (the tag says isolation="inline") when it appears, then the element
          // upgrades: part of the mount.
          await customElements.whenDefined('tucan-card');
          await card.updateComplete;
          const input = card.shadowRoot?.querySelector<HTMLInputElement>('#number');
          input?.focus();
          ok = !!input && input.checkVisibility() && card.shadowRoot?.activeElement === input;
        } else {
          const bench = (
            window as unknown as {
              Bench: { mount(h: HTMLElement): Promise<void>; ready(h: HTMLElement): boolean };
            }
          ).Bench;
          await bench.mount(host);
          const child = host.firstElementChild as (Element & { updateComplete?: Promise<unknown> }) | null;
          if (child?.updateComplete) await child.updateComplete;
          ok = await new Promise<boolean>((resolve) => {
            if (bench.ready(host)) return resolve(true);
            const timer = setTimeout(() => {
              observer.disconnect();
              resolve(false);
            }, 3000);
            const observer = new MutationObserver(() => {
              if (!bench.ready(host)) return;
              clearTimeout(timer);
              observer.disconnect();
              resolve(true);
            });
            observer.observe(host, { subtree: true, childList: true, attributes: true });
          });
        }
        return { evaluated, mounted: ok ? performance.now() - t0 : null };
      },
      {
        js,
        css: b.css ? `${base}/b/${slug(b.name)}.css` : '',
        tucan: b.name === 'tucan',
        attrs: CARD_ATTRIBUTES,
      },
    );
    const trace = await browser.stopTracing();
    return { ...m, ...scriptTimes(trace, js) };
  } finally {
    await context.close();
  }
}

export interface PeerResult {
  bundle: Bundle;
  gzip: number;
  samples: LoadSample[];
}

/** `runs` rounds; each round loads every bundle once, the order rotated so that none always goes first. */
export async function measurePeers(browser: Browser, bundles: Bundle[], runs: number): Promise<PeerResult[]> {
  const served = await servePeers(bundles);
  const results: PeerResult[] = bundles.map((bundle) => ({
    bundle,
    gzip:
      bundle.gzip ??
      gzipSync(bundle.js, { level: 9 }).length + (bundle.css ? gzipSync(bundle.css, { level: 9 }).length : 0),
    samples: [],
  }));
  try {
    for (let r = 0; r < runs; r++) {
      for (let i = 0; i < results.length; i++) {
        const result = results[(i + r) % results.length]!;
        result.samples.push(await loadOnce(browser, served.url, result.bundle));
      }
    }
  } finally {
    served.close();
  }
  return results;
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
const cell = (xs: number[]) => (xs.length ? `${ms(median(xs))} ± ${(iqr(xs) / 2).toFixed(1)}` : 'n/a');

export function peerTable(results: PeerResult[]): string[] {
  const floor = results.find((r) => r.bundle.name === 'lit floor')!;
  const fm = (pick: (s: LoadSample) => number | null) =>
    median(floor.samples.map(pick).filter((x): x is number => x !== null));
  const ratio = (xs: number[], f: number) => (xs.length ? ` (${(median(xs) / f).toFixed(1)}×)` : '');
  const rows = [
    '| Bundle | Version | Gzip (JS + CSS) | Script inserted → evaluated | Script inserted → mounted | Main-thread script | Background parse |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    const evaluated = r.samples.map((s) => s.evaluated);
    const mounted = r.samples.map((s) => s.mounted).filter((x): x is number => x !== null);
    const script = r.samples.map((s) => s.script);
    const background = r.samples.map((s) => s.background);
    rows.push(
      `| ${r.bundle.name} | ${r.bundle.version} | ${(r.gzip / 1024).toFixed(1)} KB (${(r.gzip / floor.gzip).toFixed(1)}×) | ${cell(evaluated)}${ratio(
        evaluated,
        fm((s) => s.evaluated),
      )} | ${
        mounted.length === r.samples.length
          ? `${cell(mounted)}${ratio(
              mounted,
              fm((s) => s.mounted),
            )}`
          : `n/a (${mounted.length}/${r.samples.length} mounted)`
      } | ${cell(script)}${ratio(
        script,
        fm((s) => s.script),
      )} | ${cell(background)} |`,
    );
  }
  return rows;
}
