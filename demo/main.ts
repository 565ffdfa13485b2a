import '@tucan/elements';
import { CHARGE_STATUSES } from '@tucan/elements';

const $ = <T extends HTMLElement>(sel: string) => document.querySelector<T>(sel)!;

interface Wallet {
  uuid: string;
  country: string;
  currency: string;
  allowed_methods: string[];
}
interface Config {
  base_url: string;
  wallets: Wallet[];
}

const langSelect = $<HTMLSelectElement>('#lang');
langSelect.addEventListener('change', () => {
  document.documentElement.lang = langSelect.value;
});

function renderGallery(currency: string) {
  const list = $('#gallery');
  list.replaceChildren();
  for (const status of [...CHARGE_STATUSES, 'awaiting_new_status']) {
    const li = document.createElement('li');
    const code = document.createElement('code');
    code.textContent = status;
    const el = document.createElement('tucan-status');
    el.status = status;
    el.amount = 150.75;
    el.currency = currency;
    li.append(code, el);
    list.append(li);
  }
}
renderGallery('BRL');

/** The QA event log: every tucan-* event with its (card-data-free) detail. */
function logEvent(e: Event) {
  const li = document.createElement('li');
  const detail = (e as Event & { detail?: unknown }).detail;
  li.textContent = `${e.type} ${JSON.stringify(detail ?? {})}`;
  $('#events').append(li);
}
for (const type of ['tucan-status', 'tucan-complete', 'tucan-error'])
  document.addEventListener(type, logEvent);

const CARD_METHODS = ['credit_card', 'debit_card'];

async function start() {
  const config = (await (await fetch('/api/config')).json()) as Config;
  const walletSelect = $<HTMLSelectElement>('#wallet');
  for (const w of config.wallets) {
    const opt = document.createElement('option');
    opt.value = w.uuid;
    opt.textContent = `${w.country} · ${w.currency} · ${w.allowed_methods.join(', ')}`;
    walletSelect.append(opt);
  }
  walletSelect.addEventListener('change', () => {
    const wallet = config.wallets.find((w) => w.uuid === walletSelect.value);
    if (wallet) renderGallery(wallet.currency);
  });
  $<HTMLFormElement>('#order').addEventListener('submit', async (e) => {
    e.preventDefault();
    const wallet = config.wallets.find((w) => w.uuid === walletSelect.value);
    const value = Number($<HTMLInputElement>('#value').value.replace(',', '.'));
    const out = $('#order-status');
    if (!wallet || !Number.isFinite(value) || value <= 0) {
      out.textContent = 'Enter a positive amount.';
      return;
    }
    out.textContent = 'Creating the charge…';
    const res = await fetch('/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ wallet_uuid: wallet.uuid, value }),
    });
    const charge = (await res.json()) as { charge_uuid?: string; status?: string };
    if (!res.ok || !charge.charge_uuid) {
      out.textContent = `The charge could not be created (HTTP ${res.status}).`;
      return;
    }
    out.textContent = `Charge ${charge.charge_uuid} created: ${charge.status}.`;
    $('#events').replaceChildren();
    $('#verified').textContent = 'waiting for the webhook';
    const card = document.createElement('tucan-card');
    card.chargeUuid = charge.charge_uuid;
    card.baseUrl = config.base_url;
    card.amount = value;
    card.currency = wallet.currency;
    card.country = wallet.country;
    card.methods = wallet.allowed_methods.filter((m) => CARD_METHODS.includes(m)).join(' ');
    card.fields = wallet.country === 'BR' ? 'email document' : 'email';
    $('#checkout').replaceChildren(card);
    // One watcher at a time; a new status (e.g. a retry after a decline) starts it again once it has stopped.
    let watching = false;
    card.addEventListener('tucan-status', () => {
      if (watching) return;
      watching = true;
      void watchVerified(charge.charge_uuid!).finally(() => {
        watching = false;
      });
    });
  });
}

/** Shows the status the merchant backend trusts, until it was verified after a webhook and is final. */
async function watchVerified(uuid: string) {
  const out = $('#verified');
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`/api/charges/${encodeURIComponent(uuid)}`);
    if (res.ok) {
      const v = (await res.json()) as { status: string; source: string };
      out.textContent = `${v.status} (fetched from the service after a ${v.source === 'webhook' ? 'webhook' : 'poll'})`;
      // `error` after a decline is not final for the shopper: they may pay again with another card.
      if (v.source === 'webhook' && !['issued', 'pending', 'error'].includes(v.status)) return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

void start();
