/**
 * `pnpm bench`: builds tucan's script-tag bundle and its peers (Adyen Web, Braintree Drop-in, a bare Lit element)
 * in one run, measures them side by side in Chromium, checks tucan's own budgets (issue 13) and writes the tables
 * to docs/benchmarks.md. Exits 1 when a budget is missed. Not part of `pnpm test`. Run after `pnpm build` so the
 * size table reflects the shipped `dist/` entries. `BENCH_RUNS` sets the rounds (default 9, at least 3).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createClient } from '@tucan/client';
import { createSandbox } from '@tucan/sandbox';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../tools/chromium.ts';
import { closure } from '../tools/size.ts';
import { budgetTable, measureBudgets } from './budgets.ts';
import { buildAll } from './build.ts';
import { domainCases } from './domain.ts';
import { merchant } from './merchant.ts';
import { MOBILE, measureMobile } from './mobile.ts';
import { measurePeers, type PeerResult, peerTable } from './peers.ts';

const root = resolve(import.meta.dirname, '..');
const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;

function sizes(): string[] {
  const { budgets } = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8')) as {
    budgets: Record<string, number>;
  };
  const rows = ['| Entry point | Raw | Gzip | Brotli | Budget (gzip) |', '|---|---|---|---|---|'];
  for (const [entry, budget] of Object.entries(budgets)) {
    const file = join(root, entry);
    if (!existsSync(file)) {
      rows.push(`| \`${entry}\` | not built | | | ${kb(budget)} |`);
      continue;
    }
    const code = Buffer.from(closure(file).join('\n'));
    rows.push(
      `| \`${entry}\` | ${kb(code.length)} | ${kb(gzipSync(code, { level: 9 }).length)} | ${kb(brotliCompressSync(code).length)} | ${kb(budget)} |`,
    );
  }
  return rows;
}

/** Median of per-op nanoseconds over several timed batches. */
export function opsPerSecond(fn: () => unknown, batch = 20_000, rounds = 7): number {
  for (let i = 0; i < batch; i++) fn();
  const perOp: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) fn();
    perOp.push(Number(process.hrtime.bigint() - t0) / batch);
  }
  perOp.sort((a, b) => a - b);
  return 1e9 / perOp[Math.floor(perOp.length / 2)]!;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function roundTrips(): Promise<string[]> {
  const sandbox = await createSandbox({ port: 0, rateLimit: { limit: 1_000_000, windowMs: 60_000 } });
  try {
    const shop = await merchant(sandbox);
    const createCharge = () => shop.charge(150.75);
    const client = createClient({ baseUrl: sandbox.baseUrl });
    const n = 200;
    const timings: Record<string, number[]> = { 'simulate-installment': [], 'pay (frictionless card)': [] };
    for (let i = 0; i < n; i++) {
      const uuid = await createCharge();
      let t0 = performance.now();
      await client.simulateInstallments(uuid);
      timings['simulate-installment']!.push(performance.now() - t0);
      t0 = performance.now();
      await client.pay(uuid, {
        type_charge: 'credit_card',
        card_name: 'APRO',
        card_number: '4111111111111111',
        card_expiry_month: '12',
        card_expiry_year: '2034',
        card_cvv: '123',
        installments: 1,
      });
      timings['pay (frictionless card)']!.push(performance.now() - t0);
    }
    const rows = ['| Call (client → sandbox, loopback) | n | p50 | p95 | p99 |', '|---|---|---|---|---|'];
    for (const [name, list] of Object.entries(timings)) {
      list.sort((a, b) => a - b);
      const f = (p: number) => `${percentile(list, p).toFixed(2)} ms`;
      rows.push(`| ${name} | ${list.length} | ${f(50)} | ${f(95)} | ${f(99)} |`);
    }
    return rows;
  } finally {
    await sandbox.close();
  }
}

/** Rounds of alternating loads per bundle, and of insertions and typed numbers per budget. */
const RUNS = Math.max(3, Number(process.env.BENCH_RUNS) || 9);

async function main() {
  const loadBefore = loadavg();
  const bundles = await buildAll();
  const domainRows = ['| Pure domain function | ops/s (median of 7 batches) |', '|---|---|'];
  for (const [name, fn] of domainCases)
    domainRows.push(`| ${name} | ${Math.round(opsPerSecond(fn)).toLocaleString('en')} |`);
  const rtt = await roundTrips();
  const browser = await chromium.launch({
    executablePath: findChromium(process.env, 'shopper'),
    args: CHROMIUM_ARGS,
  });
  const sandbox = await createSandbox({
    port: 0,
    accessLog: true,
    rateLimit: { limit: 1_000_000, windowMs: 60_000 },
    publicRateLimit: {
      perCharge: { limit: 1_000_000, windowMs: 60_000 },
      perAddress: { limit: 1_000_000, windowMs: 60_000 },
    },
  });
  let peers: PeerResult[];
  let budgets: ReturnType<typeof budgetTable>;
  const chromiumVersion = browser.version();
  try {
    peers = await measurePeers(browser, bundles, RUNS);
    const own = await measureBudgets(browser, bundles, sandbox, RUNS);
    const scriptOf = (name: string) =>
      peers.find((p) => p.bundle.name === name)!.samples.map((s) => s.script);
    budgets = budgetTable({ ...own, script: scriptOf('tucan'), floorScript: scriptOf('lit floor') });
  } finally {
    await browser.close();
    await sandbox.close();
  }
  // The mobile profile: at least 7 loads of each page, alternating with the floor.
  const mobile = await measureMobile(bundles.find((b) => b.name === 'lit floor')!, Math.max(7, RUNS));
  const failures = [...budgets.failures, ...mobile.failures];
  const loadAfter = loadavg();
  const md = [
    '# Benchmarks',
    '',
    'Written by `pnpm bench` (`bench/run.ts`); numbers from the last run, on the machine below. It is not part of',
    '`pnpm test`: it takes minutes and its times depend on the machine. It exits non-zero when a budget is missed.',
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, Chromium ${chromiumVersion} (headless), ${new Date().toISOString().slice(0, 10)}. Load average (1 min) ${loadBefore[0]?.toFixed(2)} at the start, ${loadAfter[0]?.toFixed(2)} at the end: the machine was shared with other work, so look at the ratios (floor and tucan measured in the same run, alternating) more than at the absolute times. ${RUNS} rounds (\`BENCH_RUNS\`); "± x" is half the interquartile range.`,
    '',
    '## tucan against its peers, in one Chromium run',
    '',
    'Each bundle is built in this run by Vite (IIFE, es2022, the same minifier) and loaded by a `<script>` tag plus',
    'its CSS into a fresh browser context of a blank page served from loopback, the bundles taking turns. Every',
    'request off the loopback is refused, so the peers never reach their servers; each is measured up to its own',
    '"mounted" point, which the bench defines as:',
    '',
    '- **lit floor** (`bench/peers/floor.ts`): a bare Lit element with one labelled input and a button; mounted when',
    '  its input is rendered and visible.',
    "- **tucan**: the script tag `tucan.js` (a ~1 KB shell, built by the elements package's own config) that loads",
    '  `tucan-card.js` and its chunks from next to itself when the page uses `<tucan-card>`; its size is that card',
    '  payment (shell, card chunks, the pay chunk it fetches right after the first render, and the pt-BR words); mounted when `<tucan-card isolation="inline">` (BR, credit and debit, e-mail and document fields) has',
    '  rendered and its card-number input is visible and takes focus.',
    '- **adyen** (`bench/peers/adyen.ts`): `@adyen/adyen-web` tree-shaken to `AdyenCheckout`, the Drop-in, Card, Pix,',
    '  Boleto, Oxxo, Apple Pay and Google Pay, plus `adyen.css`; no session (the payment methods are given);',
    "  mounted when the drop-in's first payment method is rendered and visible. Its card fields are iframes on",
    '  Adyen\'s servers, which never load here, so "mounted" is before its card form can take input. Google Pay is',
    "  bundled but not offered at mount (offline, its availability check waits about 2 s for Google's script).",
    '- **braintree** (`bench/peers/braintree.ts`): `braintree-web-drop-in` plus `dropin.css`. It renders nothing',
    "  before its gateway's configuration answers, so it never mounts offline: only its load and script times count.",
    '',
    'Columns: gzip of JS + CSS (level 9); insertion of the tags to the script evaluated (`onload`); insertion to',
    'mounted; main-thread script time of the bundle (EvaluateScript + compile on the renderer main thread, from a',
    "Chromium trace); background parse (V8's streaming parse off the main thread). Ratios are to the floor.",
    '',
    ...peerTable(peers),
    '',
    "## On a shopper's phone: the mobile profile",
    '',
    `Each page as a mid-range Android phone on a mobile network opens it (\`bench/mobile.ts\`). Every request goes`,
    'over HTTPS with HTTP/2, as a CDN and most shops serve: TLS 1.3 on a local certificate, one connection per',
    'origin and credentials mode carrying every request of the page, multiplexed (Chromium keeps requests with',
    "and without credentials apart: the card's frame document and its files ride their own connection), through a",
    `proxy on loopback (\`bench/throttle.ts\`) with a ${MOBILE.rttMs} ms round trip: the TCP handshake costs one round trip`,
    'before the first byte of a connection, the TLS handshake its own through the proxy (so a new connection costs',
    `two round trips, to the floor and tucan alike), every chunk half a round trip each way, ${MOBILE.downKbps / 1000} Mbit/s down and`,
    `${MOBILE.upKbps} kbit/s up shared by every connection, text gzipped by the servers (level 9). The CPU is slowed`,
    `${MOBILE.cpuSlowdown}× (CDP \`Emulation.setCPUThrottlingRate\`); Chromium runs with site isolation off`,
    "(`--disable-site-isolation-trials`, as on a low-memory phone: the card frame runs in the page's process and is",
    `slowed too); a fresh browser with a fresh regular profile per load (cold cache, no open connection; not an`,
    'incognito-like context, where Chromium ignores `<link rel="preconnect">`), ' +
      `${MOBILE.width} × ${MOBILE.height}. The merchant's page comes from one origin;`,
    "`tucan.js`, its files, the card frame and the API from the service's (a sandbox serving the elements' build),",
    "except in the rows marked \"in the merchant's folder\", where the page's origin serves tucan's script-tag files",
    "(the elements README's `/tucan/` snippet; the frame and the API stay on the service). Each page is the",
    'merchant\'s HTML with the tag as the README writes it (`<script src=…/tucan.js crossorigin="anonymous">`,',
    "pt-BR), and where its row says so the elements README's optional lines above it: two preconnects to the",
    "service (one for the card frame's connection, which carries cookies, one for the script's and the API's,",
    'which carry none) and a module preload with its `integrity` for each file of the first render. Each load is',
    "timed from the navigation's start to the first animation frame at which the page is usable: the floor's",
    "input visible; the frame card's frame shown (its host reveals it once the frame says its form is ready); the",
    "inline card's number input visible; the pix QR shown (a real sandbox charge, the public pay call, the answer's",
    "PNG); the checkout's method list visible. The floor is measured twice: from the page's own origin (the goals'",
    "reference: its bundle rides the connection the HTML came on) and from the service's (a third-party script's",
    "own connection, two round trips more, as tucan's script tag pays them). Three design floors measure what the",
    "design tucan's pages follow costs with none of tucan's code: each delivers the floor's bundle as that design",
    "delivers tucan's, from the same sandbox with the headers tucan's files get, timed by the floor's rule. The",
    "**shell floor**: one script tag as the README writes tucan's, for a tiny loader from the service's origin",
    "(`bench/peers/floor-loader.js`) that `import()`s the floor's bundle from there (two levels, as tucan's shell",
    'and an element). The **frame floor**: the same loader makes an `<iframe>` whose document',
    "(`bench/peers/floor-frame.html`) comes from the service's frame folder, served as the card frame's document is",
    '(its policy and headers, on the connection of its own that credentialed requests get), and loads the bundle as',
    'a module with a module preload line; usable when the input inside the frame is visible (the frame posts that',
    "moment to the page). The **frame floor with the preconnect lines** adds the README's two preconnect lines to",
    'the merchant\'s head. The column "× its design floor" sets each tucan page against its own: the frame card\'s',
    'rows against the frame floor (with the preconnect lines where the row has them), the inline card, pix and the',
    "checkout against the shell floor (the rows with tucan's files in the merchant's folder too, though their script",
    "skips the two handshake round trips the design floors' loader pays); a design floor's goal column says whether",
    'it is itself within the goals of the pages it is the floor of. Loads alternate page by page, round by',
    'round; medians, "± x" half the interquartile range. Fetch levels: the sequential rounds of requests after the',
    "HTML before the page is usable, from the build's module graph (`tools/levels.ts`, also checked by `pnpm size`;",
    "it models the script tag alone, so the rows with lines of their own show none; the design floors' are theirs",
    'by construction). `BENCH_WATERFALL=1 node --conditions=tucan-source --import tsx bench/mobile.ts` prints one',
    'load of each page request by request (`BENCH_ONLY=<regular expression>` keeps the pages it matches, beside the',
    'floors and design floors); `BENCH_MOBILE_HTTP1=1` serves plain HTTP/1.1 instead (up to six connections per',
    'origin, each with its handshake).',
    '',
    ...mobile.rows,
    '',
    'Where the time goes (`BENCH_WATERFALL=1`; `BENCH_TRACE=1` and `BENCH_PROFILE=1` for the main thread), and what',
    "stands between each page and its goal. The floor's bundle rides the connection its HTML came on: one round",
    'trip after the HTML, 6 KB over the link and a few tens of milliseconds of script and layout at 4× make it usable.',
    "tucan's script tag comes from the service's origin, on a connection of its own: two round trips of handshake",
    'and one for `tucan.js` (the second floor row pays the same three). No line in the head moves them: the',
    "browser finds the tag and a preconnect line in the same moment. tucan's files in the merchant's folder take the",
    'two handshake round trips away.',
    '',
    '- The frame card, after the shell: its frame document (one round trip on the connection the first preconnect',
    "  line opened, else three with that connection's handshake, since the frame's requests carry cookies), the",
    "  frame's modules (one round trip, and about 32 KB over the link: some 150 ms at 1.6 Mbit/s), then the main",
    "  thread, shared with the page since site isolation is off: the frame document's commit, `card.js`'s",
    "  evaluation, the hello and the host's options (two messages through the page), the card's first render and",
    "  layout, the ready message and the host's reveal. Against the floor that is four round trips more (two with",
    "  tucan's files in the merchant's folder), about 25 KB more over the link and a few hundred milliseconds more",
    "  CPU at 4×, whose largest parts are the first render (Lit's templates, the card's style sheets, the fields)",
    "  and `card.js`'s evaluation. The frame starts its words and prepares its templates while the handshake",
    "  travels; with one main thread for page and frame that saves only the messages' waits. The page side's",
    "  files mostly arrive while the frame document travels, leaving the frame's files the link; module preloads",
    '  of the page side in the head put them on the link with `tucan.js` instead, which the frame waits for.',
    "- The inline card and the checkout: the shell's three round trips, then the element's files (one round trip",
    '  and about 34 KB for the card, 21 KB for the checkout; beside the shell with the preload lines), then the',
    "  element's evaluation and first render at 4× (the card's form: its templates, style sheets and fields). Against",
    "  the floor: three round trips more (two with the preload lines, none with the preload lines and tucan's files",
    "  in the merchant's folder), the bytes over the link, and the first render's CPU.",
    "- Pix: as the inline card, then the pay call's CORS preflight and the call (two round trips once the client has",
    "  run, on the script's connection) and the QR's image.",
    "- The design floors: the shell floor pays what the floor from the service's origin pays and one round trip more",
    '  (the loader, then the bundle it imports). The frame floor, after the loader: a new connection for the frame',
    '  document (two handshake round trips, since its requests carry cookies; none once the first preconnect line has',
    "  opened it), one round trip for the document, one for the bundle, and the document's commit on the main thread",
    "  the page shares. What a tucan page takes beyond its design floor is its own: its files' bytes, their",
    "  evaluation and first render, and for the frame card the messages between frame and host and the host's reveal.",
    '',
    "## tucan's budgets",
    '',
    'The time budgets are those of a quiet reference machine where the floor inserts in 5.5 ms; they are checked as',
    'ratios to the floor measured in the same run (`bench/budgets.ts`). Insertion alternates floor and card in',
    'fresh contexts, each timed from `createElement` to its input visible and focused, after the page has been idle',
    "once since the card's chunk loaded: at that idle moment `tucan-card-inline.js` prepares the first card's Lit",
    'templates and style sheets (`card.prepare.ts`); a card inserted in the very task its chunk loads in pays that',
    'too: about 20 ms of main-thread CPU time instead of 12–13 (a Chromium trace, this machine; the floor 7).',
    'Keystrokes: the card number',
    '`4000 0000 0000 2701` typed (90 ms apart) into a `<tucan-card>` paying a real sandbox charge, so setup-',
    "authentication and the 3DS Method run as with a shopper; each keystroke is timed from the page's first",
    "`keydown` listener to the element's update done. Heap: `Runtime.getHeapUsage` after forced GCs, before and",
    'after 1,000 mount/unmount cycles.',
    '',
    ...budgets.rows,
    '',
    '## Bundle sizes',
    '',
    'Sizes of the built `dist/` entries (run `pnpm build` first), with the local chunks each entry imports',
    'statically; lit is inside only the script-tag bundle.',
    '',
    ...sizes(),
    '',
    '## Domain logic (card formatting, validation, brand detection, documents)',
    '',
    ...domainRows,
    '',
    '## Round trips through @tucan/client against the sandbox',
    '',
    ...rtt,
    '',
  ].join('\n');
  writeFileSync(join(root, 'docs/benchmarks.md'), md);
  process.stdout.write(md);
  if (failures.length) {
    process.stderr.write(
      `\npnpm bench: ${failures.length} budget(s) missed:\n${failures.map((f) => `- ${f}`).join('\n')}\n`,
    );
    process.exitCode = 1;
  } else {
    process.stdout.write('\npnpm bench: every budget met.\n');
  }
}

await main();
