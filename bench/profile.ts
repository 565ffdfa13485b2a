/**
 * `node --import tsx bench/profile.ts`: where `<tucan-card>`'s time goes, for the two speed budgets of issue 13.
 * Builds the script tag unminified (readable function names), opens the bench's page in Chromium and records,
 * with the CDP Profiler (JS self time by function) and a Chromium trace (style, layout, paint, script, GC on the
 * renderer's main thread):
 * (a) the insertion to a visible, focused card-number input, the first `<tucan-card>` of a fresh page;
 * (b) the card number typed (90 ms apart) into a card paying a real sandbox charge, 3DS Method included.
 * Prints the top entries of each. Not part of `pnpm bench`; `PROFILE_RUNS` sets the pages per part (default 6).
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createSandbox } from '@tucan/sandbox';
import { type CDPSession, chromium, type Page } from 'playwright';
import { build } from 'vite';
import { scriptChunkFileNames } from '../packages/elements/build/locale-chunks.ts';
import { CHROMIUM_ARGS, findChromium } from '../tools/chromium.ts';
import { merchant } from './merchant.ts';
import { CARD_ATTRIBUTES, offline } from './peers.ts';
import { median, percentile, serve } from './serve.ts';

const runs = Number(process.env.PROFILE_RUNS ?? 6);
/** `PROFILE_JS=0`: the trace alone (the CPU profiler's sampling slows script down and inflates its share). */
const sampling = process.env.PROFILE_JS !== '0';
/** `PROFILE_PART=insert` or `keys`: one part only. */
const part = process.env.PROFILE_PART ?? 'all';
const elements = resolve(import.meta.dirname, '../packages/elements');
/** `PROFILE_DIR`: profile a script tag built before (e.g. of another commit) instead of building this one. */
const prebuilt = process.env.PROFILE_DIR || undefined;
const out = prebuilt ?? mkdtempSync(join(tmpdir(), 'tucan-profile-'));
if (!prebuilt) console.log(`building into ${out}`);
for (const mode of prebuilt ? [] : ['script', 'shell']) {
  await build({
    configFile: join(elements, 'vite.config.ts'),
    root: elements,
    mode,
    logLevel: 'silent',
    build: {
      outDir: out,
      emptyOutDir: mode === 'script',
      minify: false,
      rolldownOptions: {
        output: { minify: false, chunkFileNames: scriptChunkFileNames('tucan-chunk-[name]-[hash].js') },
      },
    },
  });
}
const files = new Map<string, Buffer | string>(
  readdirSync(out)
    .filter((f) => f.endsWith('.js'))
    .map((f) => [`/b/${f}`, readFileSync(join(out, f))]),
);
files.set(
  '/tucan.html',
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>bench</title></head><body><main id="host"></main><script src="/b/tucan.js"></script></body></html>',
);
const served = await serve(files);
const sandbox = await createSandbox({ port: 0, rateLimit: { limit: 1_000_000, windowMs: 60_000 } });
const shop = await merchant(sandbox);
const browser = await chromium.launch({
  executablePath: findChromium(process.env, 'shopper'),
  args: [...CHROMIUM_ARGS],
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  ts: number;
  tid: number;
  args?: { name?: string; data?: { message?: string } };
}

const selfTime = new Map<string, number>();
/** Time with the function anywhere on the stack (once per sample). */
const inclusive = new Map<string, number>();
const traceTime = new Map<string, number>();
let total = 0;
const allKeys: number[] = [];

/** Adds the samples of `p` taken between the page's two marks (trace clock, µs). */
function addProfile(p: Profile, window: { from: number; to: number }): void {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes as Array<ProfileNode & { children?: number[] }>)
    for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop() ?? ''}:${n.callFrame.lineNumber + 1}`;
  let at = p.startTime;
  p.samples.forEach((id, i) => {
    at += p.timeDeltas[i] ?? 0;
    if (at < window.from || at > window.to) return;
    const n = byId.get(id)!;
    const f = n.callFrame;
    const file = f.url.split('/').pop() ?? '';
    const key = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
    const dt = (p.timeDeltas[i + 1] ?? 0) / 1000;
    selfTime.set(key, (selfTime.get(key) ?? 0) + dt);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const k = name(byId.get(cur)!);
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
    }
  });
}

async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: {
      includedCategories: ['devtools.timeline', 'v8', 'blink', 'disabled-by-default-devtools.timeline'],
    },
  });
}

/** Ends the trace, adds its main-thread events between the page's two marks, and returns those marks. */
async function stopTrace(cdp: CDPSession): Promise<{ from: number; to: number }> {
  const done = new Promise<string>((r) => cdp.once('Tracing.tracingComplete', (e) => r(e.stream!)));
  await cdp.send('Tracing.end');
  const stream = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const events = (JSON.parse(text) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
  const mark = (m: string) => events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === m)?.ts;
  const from = mark('profile-from') ?? 0;
  const to = mark('profile-to') ?? Number.POSITIVE_INFINITY;
  for (const e of events) {
    if (e.tid !== main || e.ph !== 'X' || !e.dur || e.ts < from || e.ts > to) continue;
    traceTime.set(e.name, (traceTime.get(e.name) ?? 0) + ((e as { tdur?: number }).tdur ?? e.dur) / 1000);
  }
  // Per keystroke (keydown to the update done): what ran on the main thread, in thread CPU time.
  const froms = events.filter((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'key-from');
  const tos = events.filter((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'key-to');
  froms.forEach((f, i) => {
    const t = tos.find((x) => x.ts > f.ts && (froms[i + 1]?.ts ?? Number.POSITIVE_INFINITY) > x.ts);
    if (!t) return;
    const inside = events.filter(
      (e) => e.tid === main && e.ph === 'X' && e.ts >= f.ts && e.ts + (e.dur ?? 0) <= t.ts,
    );
    const cpu = (n: string) =>
      inside.filter((e) => e.name === n).reduce((a, e) => a + ((e as { tdur?: number }).tdur ?? 0), 0) / 1000;
    if (process.env.PROFILE_KEYS === 'events' && (i === 2 || i === 4))
      keyRows.push(
        inside
          .filter((e) => ((e as { tdur?: number }).tdur ?? 0) > 20)
          .map(
            (e) =>
              `  +${((e.ts - f.ts) / 1000).toFixed(2)} ${e.name} ${(((e as { tdur?: number }).tdur ?? 0) / 1000).toFixed(2)}`,
          )
          .join('\n'),
      );
    keyRows.push(
      `${((t.ts - f.ts) / 1000).toFixed(2)} ms: forced style+layout ${cpu('Blink.ForcedStyleAndLayout.UpdateTime').toFixed(2)} (layout ${cpu('Layout').toFixed(2)}, style ${cpu('UpdateLayoutTree').toFixed(2)}), script ${(cpu('FunctionCall') + cpu('v8.callFunction')).toFixed(2)}, selection ${cpu('FrameSelection::SetSelection').toFixed(2)}`,
    );
  });
  return { from, to };
}
const keyRows: string[] = [];

async function fresh(): Promise<{ page: Page; cdp: CDPSession; close(): Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await offline(page);
  await page.goto(`${served.url}/tucan.html`);
  await page.evaluate(async () => {
    await (
      window as unknown as { Tucan: { load(n: string, o?: { inline?: boolean }): Promise<void> } }
    ).Tucan.load('card', { inline: true });
    await new Promise((r) => requestIdleCallback(() => r(undefined), { timeout: 1000 }));
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  return { page, cdp, close: () => context.close() };
}

function report(title: string): void {
  console.log(`\n## ${title} (${runs} pages, ${total.toFixed(1)} ms measured in all)\n`);
  console.log('JS self time by function (CDP Profiler, 50 µs sampling):');
  for (const [k, v] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`  ${(v / runs).toFixed(2).padStart(7)} ms/page  ${k}`);
  console.log('JS total time by function (on the stack):');
  for (const [k, v] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 45))
    console.log(`  ${(v / runs).toFixed(2).padStart(7)} ms/page  ${k}`);
  inclusive.clear();
  console.log('Main-thread trace events, thread CPU time (inclusive, nested events counted in each):');
  for (const [k, v] of [...traceTime].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${(v / runs).toFixed(2).padStart(7)} ms/page  ${k}`);
  selfTime.clear();
  traceTime.clear();
  total = 0;
}

try {
  // (a) Insertion.
  for (let r = 0; r < (part === 'keys' ? 0 : runs); r++) {
    const o = await fresh();
    await startTrace(o.cdp);
    if (sampling) await o.cdp.send('Profiler.start');
    const t = await o.page.evaluate(async (attrs) => {
      console.timeStamp('profile-from');
      const t0 = performance.now();
      const el = document.createElement('tucan-card') as HTMLElement & { updateComplete: Promise<unknown> };
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      document.getElementById('host')?.append(el);
      await el.updateComplete;
      el.shadowRoot?.querySelector<HTMLInputElement>('#number')?.focus();
      const ms = performance.now() - t0;
      console.timeStamp('profile-to');
      return ms;
    }, CARD_ATTRIBUTES);
    total += t;
    const marks = await stopTrace(o.cdp);
    if (sampling) addProfile((await o.cdp.send('Profiler.stop')).profile as unknown as Profile, marks);
    console.log(`insertion ${r + 1}: ${t.toFixed(2)} ms`);
    await o.close();
  }
  report('Insertion → visible, focused input');

  // (b) Keystrokes, with the 3DS Method of a real charge.
  for (let r = 0; r < (part === 'insert' ? 0 : runs); r++) {
    const charge = await shop.charge(150.75);
    const o = await fresh();
    await o.page.evaluate(
      ({ attrs, baseUrl, charge, css }) => {
        const w = window as unknown as { __keys: number[] };
        w.__keys = [];
        const card = document.createElement('tucan-card') as HTMLElement & {
          updateComplete: Promise<unknown>;
        };
        for (const [k, v] of Object.entries({
          ...attrs,
          fields: '',
          'base-url': baseUrl,
          'charge-uuid': charge,
        }))
          card.setAttribute(k, v);
        let down = 0;
        window.addEventListener(
          'keydown',
          () => {
            down = performance.now();
            console.timeStamp('key-from');
          },
          true,
        );
        card.addEventListener('input', () => {
          const from = down;
          void card.updateComplete.then(() => {
            w.__keys.push(performance.now() - from);
            console.timeStamp('key-to');
          });
        });
        document.getElementById('host')?.append(card);
        if (css) {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(css);
          void card.updateComplete.then(() => card.shadowRoot?.adoptedStyleSheets.push(sheet));
        }
      },
      { attrs: CARD_ATTRIBUTES, baseUrl: sandbox.baseUrl, charge, css: process.env.PROFILE_CSS ?? '' },
    );
    await o.page.locator('tucan-card #number').click();
    await o.page.waitForTimeout(300);
    await startTrace(o.cdp);
    if (sampling) await o.cdp.send('Profiler.start');
    await o.page.evaluate(() => console.timeStamp('profile-from'));
    await o.page.keyboard.type('4000000000002701', { delay: 90 });
    await o.page.evaluate(() => console.timeStamp('profile-to'));
    const marks = await stopTrace(o.cdp);
    if (sampling) addProfile((await o.cdp.send('Profiler.stop')).profile as unknown as Profile, marks);
    const keys = await o.page.evaluate(() => (window as unknown as { __keys: number[] }).__keys);
    total += keys.reduce((a, b) => a + b, 0);
    allKeys.push(...keys);
    console.log(`keystrokes ${r + 1}: ${keys.map((k) => k.toFixed(1)).join(' ')}`);
    await o.close();
  }
  if (process.env.PROFILE_KEYS) console.log(keyRows.join('\n'));
  if (allKeys.length)
    console.log(
      `keystrokes: median ${median(allKeys).toFixed(2)} ms, p95 ${percentile(allKeys, 95).toFixed(2)} ms`,
    );
  report('16 keystrokes in the card number (whole typing window, idle included)');
} finally {
  await browser.close();
  await sandbox.close();
  served.close();
}
