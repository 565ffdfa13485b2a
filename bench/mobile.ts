/**
 * The bench's mobile profile: tucan's pages as a shopper's mid-range Android phone opens them, side by side with
 * the floor (a bare Lit input in one bundle) in one run. Every page and file is served over HTTPS with HTTP/2 (as a
 * CDN serves: one TLS connection per origin and credentials mode, multiplexed) through `throttle.ts` (a round
 * trip for each new connection's TCP handshake, the TLS handshake's own through the proxy, half the round trip
 * each way per chunk, the phone's bandwidth shared by every connection); the merchant's page from one origin,
 * tucan's files, its frame and the API from the service's (a sandbox serving `@tucan/elements`' build, as the
 * service does), or tucan's script-tag files from the merchant's own folder (`/tucan/`, the elements README's
 * snippet) where a row says so; the CPU slowed in CDP; Chromium with site isolation off (as on a low-memory Android
 * phone: the frame runs in the page's process, slowed as well); a fresh browser with a fresh regular profile per
 * load (cold cache, no open connection: an incognito-like context would ignore the pages' and the shell's
 * `<link rel="preconnect">`), 375 × 667. Some rows add the elements README's optional lines to the script tag
 * (preconnects, module preloads).
 * Each load is timed from the navigation's start to:
 * - floor: its input visible (its bundle from the page's origin, and again from the service's);
 * - design floors (the floor's bundle delivered as tucan's design delivers its code, no tucan code: `DESIGN_FLOORS`):
 *   the same input visible, on the page (shell floor) or in the frame (frame floors);
 * - card (frame, the default): the frame's form shown (the card's host reveals the frame once it says it is ready);
 * - card inline: its card-number input visible;
 * - pix: the QR shown (a real sandbox charge, the public pay call, the answer's PNG);
 * - checkout: its method list visible.
 * Each page's sequential fetch levels after the HTML come from the build's module graph (tools/levels.ts).
 * Part of `pnpm bench`; on its own: `node --conditions=tucan-source --import tsx bench/mobile.ts` (`BENCH_RUNS`
 * rounds, default 7). `BENCH_WATERFALL=1` prints the first round's requests per page (CDP Network events; one
 * round is enough then), `BENCH_TRACE=1` writes its Chromium traces to the temporary folder, `BENCH_PROFILE=1` its
 * JavaScript CPU profiles (`tucan-mobile-profile-<page>.json`: the profile, with the page's clock at its end and the
 * moment it was usable, both ms since the navigation's start; one renderer, so the frame's script is in it),
 * `BENCH_MOBILE_HTTP1=1` serves plain HTTP/1.1 (up to six connections per origin, a handshake each), and
 * `BENCH_ONLY=<regular expression>` keeps the pages whose name matches it, beside the floors and design floors.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createSandbox } from '@tucan/sandbox';
import { type BrowserContext, type CDPSession, chromium } from 'playwright';
import { build } from 'vite';
import type { ScriptGraph } from '../packages/elements/build/script-graph.ts';
import { buildCardFrame } from '../packages/elements/vite.frame.config.ts';
import { CHROMIUM_ARGS, findChromium } from '../tools/chromium.ts';
import { fetchLevels, type Page as LevelPage } from '../tools/levels.ts';
import { type Bundle, peer } from './build.ts';
import { merchant } from './merchant.ts';
import { slug } from './peers.ts';
import { iqr, median, serve } from './serve.ts';
import { gzipping, loopbackCertificate, type NetworkProfile, phoneLink, throttle } from './throttle.ts';

/** The phone: a mobile network and a CPU four times slower than this machine's. */
export const MOBILE: NetworkProfile & { cpuSlowdown: number; width: number; height: number } = {
  rttMs: 150,
  downKbps: 1600,
  upKbps: 750,
  cpuSlowdown: 4,
  width: 375,
  height: 667,
};

/** The design floors: what the design tucan's pages follow costs with none of tucan's code (see `DESIGN_FLOORS`). */
type DesignFloor = 'shell' | 'frame' | 'frame, preconnected';

interface MobilePage {
  name: string;
  /** The page is a floor, kept by every run whatever `BENCH_ONLY` says. */
  floor?: true;
  /** The page is this design floor: its fetch levels after the HTML, and the tucan pages' goals it is the floor of. */
  designFloor?: { id: DesignFloor; levels: number; goals: { of: string; goal: number }[] };
  /** The design floor this tucan page is compared with. */
  design?: DesignFloor;
  /** The page is usable when its frame says so (a message with the moment, `FRAME_FLOOR_USABLE`). */
  inFrame?: true;
  /** Its fetch levels (tools/levels.ts), which model the script tag alone; none for the floor (1). */
  levels?: LevelPage;
  /** The page adds lines of its own to the script tag (hints, preloads): tools/levels.ts does not model them. */
  lines?: true;
  /** Its goal: at most this many times the floor's median. */
  goal?: number;
  /** The page's body for one load. */
  body(page: PageParts): string;
  /** A function of the page (its source) that is true once the page is usable. */
  usable: string;
  /** The charge's type, when it needs a charge. */
  charge?: string;
}

/** What a page's body is made of. */
interface PageParts {
  /** The service's origin, through the proxy. */
  api: string;
  /** A fresh charge of the page's type. */
  charge: string;
  /** The script tag as the README writes it, with `tucan.js` from the service. */
  tag: string;
  /** The same tag with tucan's files from the merchant's own folder `/tucan/` (the elements README's snippet). */
  ownTag: string;
  /** The elements README's preconnect lines (the frame's connection, the script's). */
  preconnects: string;
  /** The elements README's module preloads of an element file's first render, from `base` (`/tucan/`…). */
  preloads(element: string, base?: string): string;
}

const CARD = 'amount="150.75" currency="BRL" country="BR" methods="credit_card debit_card"';
/** The script tag as the README writes it (`crossorigin`: the shell, its chunks and the API calls share a connection). */
const scriptTag = (src: string) => `<script src="${src}" crossorigin="anonymous"></script>`;

const FRAME_SHOWN = `() => {
  const card = document.querySelector('tucan-card');
  const frame = card?.shadowRoot?.querySelector('iframe') ?? card?.querySelector('iframe');
  return !!frame && !frame.classList.contains('loading') && frame.checkVisibility() &&
    !card.shadowRoot.querySelector('.loading-line');
}`;
const INLINE_SHOWN = `() => document.querySelector('tucan-card')?.shadowRoot?.querySelector('#number')?.checkVisibility()`;

/**
 * The preconnect lines `packages/elements/README.md` gives a merchant: one per connection the browser opens to the
 * service. The card's frame is a document, whose requests carry the service's cookies; the script tag's files
 * (`crossorigin="anonymous"`) and the API calls carry none, and Chromium keeps the two on separate connections.
 */
const preconnectLines = (api: string) =>
  `<link rel="preconnect" href="${api}"><link rel="preconnect" href="${api}" crossorigin>`;

/**
 * The module preloads `packages/elements/README.md` gives a merchant for a card page: one, with its `integrity`,
 * for each file of the element's first render in the page's language, from the folder `base`.
 */
function preloadLines(dir: string, base: string, element: string): string {
  const graph = JSON.parse(readFileSync(join(dir, 'script-graph.json'), 'utf8')) as ScriptGraph;
  const ids = [
    ...(graph.closure[element] ?? []),
    ...(graph.groups[element] ?? []).flatMap((g) => graph.locales[g]?.['pt-BR'] ?? []),
  ];
  return [...new Set(ids)]
    .map(
      (i) => `<link rel="modulepreload" href="${base}${graph.files[i]}" integrity="${graph.integrity[i]}">`,
    )
    .join('');
}

const FLOOR_INPUT = `() => document.querySelector('bench-floor')?.shadowRoot?.querySelector('input')?.checkVisibility()`;

/** The design floors' loader (`peers/floor-loader.js`) from the service's origin, with the script tag tucan's README writes. */
const loaderTag = (api: string) => scriptTag(`${api}/elements/bench-floor-loader.js`);

/**
 * Run in every frame of a load (an init script: the frame's policy allows no inline script): in the frame floor's
 * document, the floor's own rule (its input visible) at each animation frame, and the moment it holds (the
 * frame's clock, since the epoch) posted to the page, which puts it on its own navigation's clock.
 */
const FRAME_FLOOR_USABLE = `(() => {
  if (!location.pathname.endsWith('/frame/bench-floor.html')) return;
  const usable = ${FLOOR_INPUT};
  const tick = () => {
    if (usable()) parent.postMessage({ benchUsable: performance.timeOrigin + performance.now() }, '*');
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

/**
 * The design floors: the floor's bundle (no tucan code) delivered the way the design tucan's pages follow
 * delivers them, from the same sandbox with the same headers, so that each tucan page can be set against the least
 * its design costs on this profile, beside the floor.
 */
const DESIGN_FLOORS: MobilePage[] = [
  {
    name: 'shell floor: a tiny loader from the service’s origin `import()`s the floor’s bundle from there (two levels)',
    floor: true,
    designFloor: {
      id: 'shell',
      levels: 2,
      goals: [
        { of: 'inline card’s and checkout’s', goal: 1.3 },
        { of: 'pix’s', goal: 2 },
      ],
    },
    body: ({ api }) => `<main><bench-floor></bench-floor></main>${loaderTag(api)}`,
    usable: FLOOR_INPUT,
  },
  {
    name: 'frame floor: the loader makes an iframe from the service’s origin whose document loads the floor’s bundle',
    floor: true,
    designFloor: { id: 'frame', levels: 3, goals: [{ of: 'frame card’s', goal: 1.6 }] },
    inFrame: true,
    body: ({ api }) => `<main><bench-floor-frame></bench-floor-frame></main>${loaderTag(api)}`,
    usable: '',
  },
  {
    name: 'frame floor with the README’s two preconnect lines',
    floor: true,
    designFloor: { id: 'frame, preconnected', levels: 3, goals: [{ of: 'frame card’s', goal: 1.6 }] },
    inFrame: true,
    body: ({ api, preconnects }) =>
      `${preconnects}<main><bench-floor-frame></bench-floor-frame></main>${loaderTag(api)}`,
    usable: '',
  },
];

const ALL: MobilePage[] = [
  {
    name: 'floor (a bare Lit input, one bundle)',
    floor: true,
    body: () => `<main><bench-floor></bench-floor></main><script src="/b/${slug('lit floor')}.js"></script>`,
    usable: FLOOR_INPUT,
  },
  {
    name: 'floor from the service’s origin (its own connection, as a third-party script)',
    floor: true,
    body: ({ api }) =>
      `<main><bench-floor></bench-floor></main>${scriptTag(`${api}/elements/bench-floor.js`)}`,
    usable: FLOOR_INPUT,
  },
  ...DESIGN_FLOORS,
  {
    name: '`<tucan-card>` (frame, the default): the form shown',
    design: 'frame',
    levels: { element: 'card', locale: 'pt-BR', frame: true },
    goal: 1.6,
    charge: 'credit_card',
    body: ({ api, charge, tag }) =>
      `<main><tucan-card base-url="${api}" charge-uuid="${charge}" ${CARD}></tucan-card></main>${tag}`,
    usable: FRAME_SHOWN,
  },
  {
    name: '`<tucan-card>` (frame) with the README’s two preconnect lines',
    design: 'frame, preconnected',
    lines: true,
    goal: 1.6,
    charge: 'credit_card',
    body: ({ api, charge, tag, preconnects }) =>
      `${preconnects}<main><tucan-card base-url="${api}" charge-uuid="${charge}" ${CARD}></tucan-card></main>${tag}`,
    usable: FRAME_SHOWN,
  },
  {
    name: '`<tucan-card>` (frame) with the README’s preconnect and preload lines',
    design: 'frame, preconnected',
    lines: true,
    goal: 1.6,
    charge: 'credit_card',
    body: ({ api, charge, tag, preconnects, preloads }) =>
      `${preconnects}${preloads('card')}<main><tucan-card base-url="${api}" charge-uuid="${charge}" ${CARD}></tucan-card></main>${tag}`,
    usable: FRAME_SHOWN,
  },
  {
    name: '`<tucan-card>` (frame), tucan’s files in the merchant’s folder, with the preconnect lines',
    design: 'frame, preconnected',
    lines: true,
    goal: 1.6,
    charge: 'credit_card',
    body: ({ api, charge, ownTag, preconnects }) =>
      `${preconnects}<main><tucan-card base-url="${api}" charge-uuid="${charge}" ${CARD}></tucan-card></main>${ownTag}`,
    usable: FRAME_SHOWN,
  },
  {
    name: '`<tucan-card isolation="inline">`: the number input shown',
    design: 'shell',
    levels: { element: 'card-inline', locale: 'pt-BR' },
    goal: 1.3,
    charge: 'credit_card',
    body: ({ api, charge, tag }) =>
      `<main><tucan-card isolation="inline" base-url="${api}" charge-uuid="${charge}" ${CARD}></tucan-card></main>${tag}`,
    usable: INLINE_SHOWN,
  },
  {
    name: '`<tucan-card isolation="inline">` with the README’s preconnect and preload lines',
    design: 'shell',
    lines: true,
    goal: 1.3,
    charge: 'credit_card',
    body: ({ api, charge, tag, preconnects, preloads }) =>
      `${preconnects}${preloads('card-inline')}<main><tucan-card isolation="inline" base-url="${api}" charge-uuid="${charge}" ${CARD}></tucan-card></main>${tag}`,
    usable: INLINE_SHOWN,
  },
  {
    name: '`<tucan-card isolation="inline">`, tucan’s files in the merchant’s folder, with the preload lines',
    design: 'shell',
    lines: true,
    goal: 1.3,
    charge: 'credit_card',
    body: ({ api, charge, ownTag, preloads }) =>
      `${preloads('card-inline', '/tucan/')}<main><tucan-card isolation="inline" base-url="${api}" charge-uuid="${charge}" ${CARD}></tucan-card></main>${ownTag}`,
    usable: INLINE_SHOWN,
  },
  {
    name: '`<tucan-pix>`: the QR shown (with the pay call)',
    design: 'shell',
    levels: { element: 'pix', locale: 'pt-BR', payCall: true },
    goal: 2,
    charge: 'pix',
    body: ({ api, charge, tag }) =>
      `<main><tucan-pix base-url="${api}" charge-uuid="${charge}" amount="150.75" currency="BRL" country="BR"></tucan-pix></main>${tag}`,
    usable: `() => {
      const qr = document.querySelector('tucan-pix')?.shadowRoot?.querySelector('figure.qr img, figure.qr svg');
      return !!qr && qr.checkVisibility() && (!(qr instanceof HTMLImageElement) || (qr.complete && qr.naturalWidth > 0));
    }`,
  },
  {
    name: '`<tucan-checkout>`: the method list shown',
    design: 'shell',
    levels: { element: 'checkout', locale: 'pt-BR' },
    goal: 1.3,
    charge: 'credit_card',
    body: ({ api, charge, tag }) =>
      `<main><tucan-checkout base-url="${api}" charge-uuid="${charge}" amount="150.75" currency="BRL" country="BR" methods="credit_card pix boleto"></tucan-checkout></main>${tag}`,
    usable: `() => document.querySelector('tucan-checkout')?.shadowRoot?.querySelector('input[type="radio"]')?.checkVisibility()`,
  },
];

/** The pages of this run: the floors, and those whose name matches `BENCH_ONLY` (a regular expression) if set. */
const PAGES = ALL.filter(
  (p) => p.floor || !process.env.BENCH_ONLY || new RegExp(process.env.BENCH_ONLY).test(p.name),
);

/**
 * The page: its body, and a script that notes the first animation frame at which it is usable (or, for a page
 * usable in its frame, the moment its frame posts, on the page's clock).
 */
const html = (page: MobilePage, parts: PageParts) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>bench</title><script>${page.inFrame ? `addEventListener('message', (e) => { if (window.benchUsable === undefined && typeof e.data?.benchUsable === 'number') window.benchUsable = e.data.benchUsable - performance.timeOrigin; });` : `(() => { const usable = ${page.usable}; const tick = () => { try { if (usable()) { window.benchUsable = performance.now(); return; } } catch {} requestAnimationFrame(tick); }; requestAnimationFrame(tick); })();`}</script></head><body>${page.body(parts)}</body></html>`;

/** tucan's script tag and card frame, built by the elements package's own configs into a temporary folder. */
async function buildElements(): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'tucan-bench-mobile-'));
  const elements = resolve(import.meta.dirname, '../packages/elements');
  for (const mode of ['script', 'shell']) {
    await build({
      configFile: join(elements, 'vite.config.ts'),
      root: elements,
      mode,
      logLevel: 'silent',
      build: { outDir: out, emptyOutDir: mode === 'script' },
    });
  }
  await buildCardFrame(out);
  return out;
}

export interface MobileResult {
  rows: string[];
  failures: string[];
}

export async function measureMobile(floor: Bundle, runs: number): Promise<MobileResult> {
  const dir = await buildElements();
  // The floor's bundle from the service's origin as well (the sandbox serves the folder).
  writeFileSync(join(dir, 'bench-floor.js'), floor.js);
  // The design floors' loader next to it, and the frame floor's document and bundle in the frame's folder (served as
  // the card frame's: its policy and referrer headers, from the service's origin).
  const peers = join(import.meta.dirname, 'peers');
  writeFileSync(join(dir, 'bench-floor-loader.js'), readFileSync(join(peers, 'floor-loader.js')));
  writeFileSync(join(dir, 'frame/bench-floor.html'), readFileSync(join(peers, 'floor-frame.html')));
  writeFileSync(join(dir, 'frame/bench-floor.js'), floor.js);
  const sandbox = await createSandbox({
    port: 0,
    elementsDir: dir,
    rateLimit: { limit: 1_000_000, windowMs: 60_000 },
    publicRateLimit: {
      perCharge: { limit: 1_000_000, windowMs: 60_000 },
      perAddress: { limit: 1_000_000, windowMs: 60_000 },
    },
  });
  const shop = await merchant(sandbox);
  const files = new Map<string, Buffer | string>([[`/b/${slug('lit floor')}.js`, floor.js]]);
  // tucan's script-tag files in the merchant's own folder too, as the elements README's snippet hosts them.
  for (const f of readdirSync(dir))
    if (/^tucan.*\.js$/.test(f)) files.set(`/tucan/${f}`, readFileSync(join(dir, f)));
  const site = await serve(files);
  const link = phoneLink(MOBILE);
  const port = (url: string) => Number(new URL(url).port);
  const tls = process.env.BENCH_MOBILE_HTTP1 ? undefined : loopbackCertificate();
  const scheme = tls ? 'https' : 'http';
  const shopGzip = await gzipping(port(site.url), tls);
  const apiGzip = await gzipping(port(sandbox.baseUrl), tls);
  const shopProxy = await throttle(shopGzip.port, link);
  const apiProxy = await throttle(apiGzip.port, link);
  const api = `${scheme}://127.0.0.1:${apiProxy.port}`;
  const executablePath = findChromium(process.env, 'shopper');
  const samples = PAGES.map(() => [] as number[]);
  const missed = PAGES.map(() => 0);
  let n = 0;
  const waterfall = !!process.env.BENCH_WATERFALL;
  const waterfalls: string[] = [];
  try {
    for (let r = 0; r < runs; r++) {
      for (let i = 0; i < PAGES.length; i++) {
        const page = PAGES[(i + r) % PAGES.length] as MobilePage;
        const at = PAGES.indexOf(page);
        const charge = page.charge ? await shop.charge(150.75, page.charge) : '';
        const path = `/p/${n++}.html`;
        files.set(
          path,
          html(page, {
            api,
            charge,
            tag: scriptTag(`${api}/elements/tucan.js`),
            ownTag: scriptTag('/tucan/tucan.js'),
            preconnects: preconnectLines(api),
            preloads: (element, base = `${api}/elements/`) => preloadLines(dir, base, element),
          }),
        );
        // A fresh browser with a fresh profile per load (cold cache, no open connection). A regular profile, not
        // Playwright's `newContext` (an incognito-like context, where Chromium ignores `<link rel="preconnect">`):
        // a shopper's browser acts on the hints of the page and of the shell.
        const profile = mkdtempSync(join(tmpdir(), 'tucan-bench-phone-'));
        const context: BrowserContext = await chromium.launchPersistentContext(profile, {
          executablePath,
          args: [...CHROMIUM_ARGS, '--disable-site-isolation-trials', '--ignore-certificate-errors'],
          viewport: { width: MOBILE.width, height: MOBILE.height },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        });
        try {
          if (page.inFrame) await context.addInitScript(FRAME_FLOOR_USABLE);
          const tab = context.pages()[0] ?? (await context.newPage());
          const cdp = await context.newCDPSession(tab);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
          const log = waterfall ? record(cdp) : undefined;
          const tracing = !!process.env.BENCH_TRACE && r === 0;
          const trace = tracing ? traceOf(cdp) : undefined;
          if (trace) await trace.start();
          const profiling = !!process.env.BENCH_PROFILE && r === 0;
          if (profiling) {
            await cdp.send('Profiler.enable');
            await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
            await cdp.send('Profiler.start');
          }
          await tab.goto(`${scheme}://127.0.0.1:${shopProxy.port}${path}`, { waitUntil: 'commit' });
          const t = await tab
            .waitForFunction(() => (window as { benchUsable?: number }).benchUsable, null, {
              timeout: 60_000,
              polling: 250,
            })
            .then((h) => h.jsonValue() as Promise<number>)
            .catch(() => undefined);
          if (t === undefined) missed[at] = (missed[at] ?? 0) + 1;
          else samples[at]?.push(t);
          if (profiling) {
            // The page's clock when the profile ends, to place its samples on the navigation's timeline.
            const now = await tab.evaluate(() => performance.now());
            const { profile } = await cdp.send('Profiler.stop');
            writeFileSync(
              join(tmpdir(), `tucan-mobile-profile-${at}.json`),
              JSON.stringify({ profile, usable: t, now }),
            );
          }
          if (trace) writeFileSync(join(tmpdir(), `tucan-mobile-trace-${at}.json`), await trace.stop());
          if (log && r === 0)
            waterfalls.push(`${page.name}: usable at ${Math.round(t ?? -1)} ms\n${log.table()}`);
        } finally {
          await context.close();
          rmSync(profile, { recursive: true, force: true });
          files.delete(path);
        }
      }
    }
  } finally {
    shopProxy.close();
    apiProxy.close();
    shopGzip.close();
    apiGzip.close();
    site.close();
    await sandbox.close();
  }
  const floorMedian = median(samples[0] ?? []);
  const thirdParty = median(samples[1] ?? []);
  const designMedian = new Map(
    PAGES.flatMap((p, i) => (p.designFloor ? [[p.designFloor.id, median(samples[i] ?? [])] as const] : [])),
  );
  const rows = [
    '| Page (script tag, pt-BR) | Fetch levels after the HTML | Navigation start → usable (median) | × floor | × the floor from the service’s origin | × its design floor | Goal (× floor) |',
    '|---|---|---|---|---|---|---|',
  ];
  const failures: string[] = [];
  PAGES.forEach((page, i) => {
    const list = samples[i] ?? [];
    const m = median(list);
    const ratio = m / floorMedian;
    const levels = page.designFloor
      ? String(page.designFloor.levels)
      : page.lines
        ? '–'
        : page.levels
          ? String(fetchLevels(page.levels, dir))
          : '1';
    const met = page.goal === undefined || (missed[i] === 0 && ratio <= page.goal);
    if (!met) failures.push(`mobile: ${page.name} ${ratio.toFixed(2)}× the floor (goal ≤ ${page.goal}×)`);
    const time = list.length ? `${Math.round(m)} ms ± ${Math.round(iqr(list) / 2)}` : 'never';
    const design = page.design && designMedian.get(page.design);
    const of = page.designFloor;
    // A design floor's own goal column: whether it is itself within the goal of the tucan page it is the floor of.
    const goal = of
      ? of.goals
          .map((g) => `${g.of} ≤ ${g.goal}×: ${missed[i] === 0 && ratio <= g.goal ? 'within' : '**above**'}`)
          .join('; ')
      : page.goal === undefined
        ? ''
        : `≤ ${page.goal}× ${met ? 'met' : '**not met**'}`;
    rows.push(
      `| ${page.name} | ${levels} | ${time}${missed[i] ? ` (${missed[i]} of ${runs} never usable)` : ''} | ${i === 0 ? '1' : ratio.toFixed(2)} | ${i === 0 ? '' : (m / thirdParty).toFixed(2)} | ${design ? `${(m / design).toFixed(2)} (${page.design})` : ''} | ${goal} |`,
    );
  });
  if (waterfall) process.stdout.write(`${waterfalls.join('\n\n')}\n\n`);
  return { rows, failures };
}

/** A Chromium trace of one load through CDP (`BENCH_TRACE=1`): its timeline, script and loading events. */
function traceOf(cdp: CDPSession) {
  const events: unknown[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  return {
    start: () =>
      cdp.send('Tracing.start', {
        traceConfig: { includedCategories: ['devtools.timeline', 'v8.execute', 'loading'] },
        transferMode: 'ReportEvents',
      }),
    stop: () =>
      new Promise<string>((resolve) => {
        cdp.once('Tracing.tracingComplete', () => resolve(JSON.stringify({ traceEvents: events })));
        void cdp.send('Tracing.end');
      }),
  };
}

/**
 * One load's requests from CDP's Network events (`BENCH_WATERFALL=1`): when each starts (ms since the
 * navigation), its connection (new: the proxy's handshake round trip is inside its wait), the wait for its first
 * byte, its end, its size on the wire.
 */
function record(cdp: CDPSession) {
  interface Row {
    url: string;
    start: number;
    conn?: string;
    fresh?: boolean;
    ttfb?: number;
    end?: number;
    bytes?: number;
    proto?: string;
    /** Its connection's setup (TCP and TLS as the browser sees them: the proxy's handshake is in the wait). */
    setup?: number;
    /** From its start to sending it (a connection to wait for, its setup). */
    queued?: number;
  }
  const rows = new Map<string, Row>();
  let t0 = 0;
  void cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!t0) t0 = e.timestamp;
    rows.set(e.requestId, { url: e.request.url, start: (e.timestamp - t0) * 1000 });
  });
  cdp.on('Network.responseReceived', (e) => {
    const row = rows.get(e.requestId);
    if (!row) return;
    row.conn = String(e.response.connectionId);
    row.fresh = !e.response.connectionReused;
    row.proto = e.response.protocol;
    const timing = e.response.timing;
    if (timing) {
      row.ttfb = timing.receiveHeadersEnd - timing.sendEnd;
      row.setup = timing.connectStart >= 0 ? timing.connectEnd - timing.connectStart : 0;
      row.queued = timing.sendStart;
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const row = rows.get(e.requestId);
    if (!row) return;
    row.end = (e.timestamp - t0) * 1000;
    row.bytes = e.encodedDataLength;
  });
  return {
    table: () =>
      [...rows.values()]
        .map(
          (r) =>
            `${String(Math.round(r.start)).padStart(5)} → ${String(Math.round(r.end ?? -1)).padStart(5)} ms  conn ${String(r.conn).padStart(3)}${r.fresh ? ' new' : '    '} ${r.proto ?? ''} setup ${String(Math.round(r.setup ?? -1)).padStart(4)} sent +${String(Math.round(r.queued ?? -1)).padStart(4)} ttfb ${String(Math.round(r.ttfb ?? -1)).padStart(4)}  ${String(r.bytes ?? '').padStart(6)} B  ${r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`,
        )
        .join('\n'),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const floor = await peer(
    'lit floor',
    'peers/floor.ts',
    'lit',
    mkdtempSync(join(tmpdir(), 'tucan-bench-floor-')),
  );
  const { rows, failures } = await measureMobile(
    floor,
    Math.max(process.env.BENCH_WATERFALL ? 1 : 7, Number(process.env.BENCH_RUNS) || 7),
  );
  process.stdout.write(`${rows.join('\n')}\n${failures.map((f) => `- ${f}\n`).join('')}`);
}
