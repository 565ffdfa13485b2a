/**
 * The QA console: scenario picker and checkout on the left; sandbox controls, merchant panel and webhook log on
 * the right; the status screens below. It is the page's own code: the widget never learns any of this. The
 * elements come from `@tucan/elements` (main.ts) or from the script-tag bundle (main-script.ts); either way the
 * console only mounts them by tag name and listens to their events.
 */
import { getJson } from './api.ts';
import { createCheckout } from './checkout.ts';
import { h, type Tone } from './dom.ts';
import { createGallery } from './gallery.ts';
import { onLocale, setLocale, t, text } from './i18n.ts';
import { createMerchant } from './merchant.ts';
import { methodById, methodsFor, type WalletInfo } from './methods.ts';
import { createPaymentLinkPanel } from './payment-link.ts';
import { createPicker } from './picker.ts';
import { createSandboxPanel } from './sandbox.ts';
import { type Integration, parseScenario, type Scenario, serializeScenario } from './scenario.ts';
import { TEST_CARDS } from './scenarios.ts';
import { createWalletSim } from './wallet-sim.ts';
import { createWebhookLog, type Receipt } from './webhook-log.ts';

/** What the console needs from the elements package, whichever way it was loaded. */
export interface ElementsApi {
  CHARGE_STATUSES: readonly string[];
  visualState(status: string): Tone;
}

interface Config {
  base_url: string;
  wallets: WalletInfo[];
}

function applyLook(s: Scenario) {
  setLocale(s.lang);
  document.documentElement.dataset.theme = s.theme;
}

export async function startConsole(opts: { integration: Integration; elements: ElementsApi }) {
  const parsed = parseScenario(location.search);
  // The page says which integration it is, whatever the link said.
  const scenario: Scenario = { ...parsed.scenario, integration: opts.integration };
  applyLook(scenario);

  const config = ((await getJson<Config>('/api/config')).body ?? { base_url: '', wallets: [] }) as Config;
  const wallet = (s: Scenario) => config.wallets.find((w) => w.country === s.country);
  const asked = new URLSearchParams(location.search).get('method');
  if (asked && !methodsFor(wallet(scenario)).some((m) => m.id === asked)) {
    const tag = methodById(asked)?.tag;
    parsed.ignored.push(tag ? `method=${asked} (<${tag}>)` : `method=${asked}`);
  }

  const tone = (status: string) => opts.elements.visualState(status);
  let current = scenario;
  const gallery = createGallery(opts.elements.CHARGE_STATUSES);
  const merchant = createMerchant({
    statuses: opts.elements.CHARGE_STATUSES,
    tone,
    theme: () => current.theme,
  });
  const log = createWebhookLog({ tone });
  const sandbox = createSandboxPanel({
    onReset: () => {
      log.clear();
      merchant.reset();
      // The order's charge is gone from the sandbox: its widget goes too.
      checkout.clear();
    },
    changed: () => merchant.soon(),
  });
  const sim = createWalletSim({
    card: () => {
      const c = TEST_CARDS.find((x) => x.id === current.card) ?? TEST_CARDS[0]!;
      return { pan: c.number.replaceAll(' ', ''), label: `${c.brand} ${c.number}` };
    },
  });
  const checkout = createCheckout({
    sheet: sim.element,
    baseUrl: config.base_url,
    wallets: config.wallets,
    showCharge: (uuid) => merchant.show(uuid),
    // A code shown (`issued`) changes no status, so no webhook comes: the detail reads the charge again, which
    // then has its code (and "Mark the code paid" can be offered).
    widgetStatus: (uuid) => merchant.soon(uuid),
  });
  const links = createPaymentLinkPanel({ wallets: config.wallets, scenario: () => current });
  void sim.set(scenario.simulate);
  const picker = createPicker({
    wallets: config.wallets,
    scenario,
    ignored: parsed.ignored,
    onChange: (s) => {
      current = s;
      applyLook(s);
      checkout.apply(s);
      gallery.render(wallet(s)?.currency ?? 'BRL', s.theme);
    },
    // The wallets are installed (or removed) before the element that looks for them is mounted.
    onOrder: async (s) => {
      await sim.ready();
      await checkout.newOrder(s);
    },
    onSimulate: (value) => void sim.set(value),
  });
  gallery.render(wallet(scenario)?.currency ?? 'BRL', scenario.theme);
  // The address says what the page shows: defaults written out, anything it could not honour dropped.
  history.replaceState(null, '', serializeScenario(picker.scenario()));

  const nav = h(
    'nav',
    { class: 'jump', 'aria-labelledby': 'jump-title' },
    h('span', { id: 'jump-title', class: 'visually-hidden' }, text('nav.label')),
    (
      [
        ['#scenario', 'scenario.title'],
        ['#checkout-panel', 'checkout.title'],
        ['#sandbox', 'sandbox.title'],
        ['#merchant', 'merchant.title'],
        ['#webhooks', 'webhooks.title'],
        ['#status-screens', 'gallery.title'],
        // The service's OpenAPI document, rendered (its own page: demo/public/api-reference.html).
        ['/api-reference.html', 'nav.apiReference'],
      ] as const
    ).map(([href, key]) => h('a', { href }, text(key))),
  );
  const header = h(
    'header',
    { class: 'topbar' },
    h(
      'div',
      { class: 'topbar-inner' },
      h(
        'div',
        { class: 'title' },
        h('h1', { id: 'console-title' }, text('app.title')),
        h('span', { class: 'pill', id: 'integration-pill' }, text(`integration.${opts.integration}.pill`)),
      ),
      nav,
    ),
  );
  const main = h(
    'main',
    { class: 'layout' },
    h('div', { class: 'column' }, picker.element, checkout.element, links.element),
    h('div', { class: 'column' }, sandbox.element, merchant.element, log.element),
    h('div', { class: 'full' }, gallery.element),
  );
  const status = h('p', { id: 'console-status', role: 'status', class: 'visually-hidden' });
  document.body.replaceChildren(header, status, main);
  document.title = t('app.title');
  onLocale(() => {
    document.title = t('app.title');
  });

  // Live: the backend pushes each webhook receipt (new, then verified) and resets.
  const events = new EventSource('/api/events');
  events.addEventListener('ready', () => log.connection(true));
  events.addEventListener('error', () => log.connection(false));
  events.addEventListener('webhook', (e) => {
    const receipt = JSON.parse((e as MessageEvent<string>).data) as Receipt;
    log.upsert(receipt);
    checkout.onReceipt(receipt);
    // Once per delivery, when the backend is done with it (not again for its "verifying" step).
    if (receipt.verification.state !== 'verifying') merchant.soon(receipt.payload?.charge_uuid);
  });
  events.addEventListener('reset', () => {
    log.clear();
    merchant.reset();
  });

  await Promise.all([log.load(), merchant.load(), sandbox.load(), sim.ready()]);
  document.body.dataset.ready = 'true';
}
