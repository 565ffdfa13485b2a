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

function renderGallery(currencyFor: string) {
  const list = $('#gallery');
  list.replaceChildren();
  for (const status of [...CHARGE_STATUSES, 'awaiting_new_status']) {
    const li = document.createElement('li');
    const code = document.createElement('code');
    code.textContent = status;
    const el = document.createElement('tucan-status');
    el.status = status;
    el.amount = 150.75;
    el.currency = currencyFor;
    li.append(code, el);
    list.append(li);
  }
}
renderGallery('BRL');

async function start() {
  const config = (await (await fetch('/api/config')).json()) as Config;
  const walletSelect = $<HTMLSelectElement>('#wallet');
  for (const w of config.wallets) {
    const opt = document.createElement('option');
    opt.value = w.uuid;
    opt.textContent = `${w.country} · ${w.currency} · ${w.allowed_methods.join(', ')}`;
    walletSelect.append(opt);
  }
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
    const status = document.createElement('tucan-status');
    status.status = charge.status ?? 'issued';
    status.amount = value;
    status.currency = wallet.currency;
    $('#checkout').replaceChildren(status);
    void watchVerified(charge.charge_uuid);
  });
}

async function watchVerified(uuid: string) {
  const out = $('#verified');
  const res = await fetch(`/api/charges/${encodeURIComponent(uuid)}`);
  if (res.ok) {
    const v = (await res.json()) as { status: string; source: string };
    out.textContent = `${v.status} (fetched from the service)`;
  }
}

void start();
