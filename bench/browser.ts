/**
 * In-browser benchmarks: how long the script tag (the `tucan.js` shell and the element chunks it loads from next
 * to itself) takes from load to a rendered, upgraded element, in real Chromium (median of several cold page
 * loads).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../tools/chromium.ts';

export async function browserCases(root: string): Promise<string[]> {
  const dist = join(root, 'packages/elements/dist');
  const page = `<!doctype html><html lang="pt-BR"><body><script src="/tucan.js"></script>
<script src="/measure.js"></script></body></html>`;
  const measure = `(async () => {
    const t0 = performance.now();
    await Tucan.load('status');
    const el = document.createElement('tucan-status');
    el.setAttribute('status', 'paid'); el.setAttribute('amount', '150.75'); el.setAttribute('currency', 'BRL');
    document.body.append(el);
    el.updateComplete.then(() => { window.__firstRender = performance.now() - t0; });
    const t1 = performance.now();
    for (let i = 0; i < 100; i++) { const s = document.createElement('tucan-status'); s.status = 'pending'; document.body.append(s); }
    Promise.all([...document.querySelectorAll('tucan-status')].map((s) => s.updateComplete)).then(async () => {
      window.__hundred = performance.now() - t1;
      const t2 = performance.now();
      await Tucan.load('card');
      const card = document.createElement('tucan-card');
      card.setAttribute('amount', '150.75'); card.setAttribute('currency', 'BRL'); card.setAttribute('country', 'BR');
      card.setAttribute('methods', 'credit_card debit_card');
      document.body.append(card);
      card.updateComplete.then(() => {
        if (card.shadowRoot.querySelector('input')) window.__card = performance.now() - t2;
      });
    });
  })();`;
  const server = createServer((req, res) => {
    const file = /^\/(tucan[\w.-]*\.js)$/.exec(req.url ?? '')?.[1];
    if (file) {
      res.setHeader('content-type', 'text/javascript');
      res.end(readFileSync(join(dist, file)));
    } else if (req.url === '/measure.js') res.end(measure);
    else res.end(page);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const load: number[] = [];
  const first: number[] = [];
  const hundred: number[] = [];
  const card: number[] = [];
  try {
    for (let i = 0; i < 9; i++) {
      const context = await browser.newContext();
      const p = await context.newPage();
      await p.goto(url);
      await p.waitForFunction(() => '__card' in window);
      const m = await p.evaluate(() => {
        const w = window as unknown as { __firstRender: number; __hundred: number; __card: number };
        const nav = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/tucan.js'));
        return { first: w.__firstRender, hundred: w.__hundred, card: w.__card, load: nav ? nav.duration : 0 };
      });
      load.push(m.load);
      first.push(m.first);
      hundred.push(m.hundred);
      card.push(m.card);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(2);
  return [
    '| Measure (script tag, Chromium headless, median of 9 cold loads) | ms |',
    '|---|---|',
    `| Download of the tucan.js shell from loopback | ${med(load)} |`,
    `| First <tucan-status>: its chunks loaded, created, rendered | ${med(first)} |`,
    `| 100 more <tucan-status> rendered | ${med(hundred)} |`,
    `| <tucan-card>: its chunks loaded, created, inputs rendered | ${med(card)} |`,
  ];
}
