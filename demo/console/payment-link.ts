/**
 * "Payment link": the merchant backend creates a payment link, or a checkout link (`is_checkout: true`), for the
 * current order's wallet and amount (`POST /api/payment-links`, demo/backend/payment-links.ts), and the console
 * shows its `url` as a link that opens the hosted checkout in a new tab, with Copy and Open. The link's description
 * (the hosted page's title) is sent in the console's language, and the url asks for the page in it (`?lang=`). Its words live here (en, pt-BR, es), so
 * the console's message tables stay as they are.
 */
import { errorText, postJson } from './api.ts';
import { copyText } from './copy.ts';
import { announce, h, replace } from './dom.ts';
import { locale, onLocale, t } from './i18n.ts';
import type { Scenario } from './scenario.ts';

type Key =
  | 'title'
  | 'lead'
  | 'payment'
  | 'checkout'
  | 'creating'
  | 'created'
  | 'open'
  | 'openShort'
  | 'copyLink'
  | 'copied'
  | 'failed'
  | 'description';

const WORDS: Record<'en' | 'pt-BR' | 'es', Record<Key, string>> = {
  en: {
    title: 'Payment link',
    lead: 'Both open the hosted checkout for this order’s wallet and amount, created by the merchant backend: a payment link with POST …/wallet/payment-link/, a checkout link with POST …/wallet/checkout/ (is_checkout: true).',
    payment: 'Create payment link',
    checkout: 'Create checkout link',
    creating: 'Creating the link…',
    created: 'Link created.',
    open: 'Open the link',
    openShort: 'Open',
    copyLink: 'Copy the link',
    copied: 'The link',
    failed: 'The link could not be created.',
    description: 'tucan QA order',
  },
  'pt-BR': {
    title: 'Link de pagamento',
    lead: 'Os dois abrem o checkout hospedado com a carteira e o valor deste pedido, criados pelo backend da loja: o link de pagamento com POST …/wallet/payment-link/, o de checkout com POST …/wallet/checkout/ (is_checkout: true).',
    payment: 'Criar link de pagamento',
    checkout: 'Criar link de checkout',
    creating: 'Criando o link…',
    created: 'Link criado.',
    open: 'Abrir o link',
    openShort: 'Abrir',
    copyLink: 'Copiar o link',
    copied: 'O link',
    failed: 'Não foi possível criar o link.',
    description: 'Pedido de QA do tucan',
  },
  es: {
    title: 'Enlace de pago',
    lead: 'Los dos abren el checkout alojado con la billetera y el monto de este pedido, creados por el backend de la tienda: el enlace de pago con POST …/wallet/payment-link/, el de checkout con POST …/wallet/checkout/ (is_checkout: true).',
    payment: 'Crear enlace de pago',
    checkout: 'Crear enlace de checkout',
    creating: 'Creando el enlace…',
    created: 'Enlace creado.',
    open: 'Abrir el enlace',
    openShort: 'Abrir',
    copyLink: 'Copiar el enlace',
    copied: 'El enlace',
    failed: 'No se pudo crear el enlace.',
    description: 'Pedido de QA de tucan',
  },
};

const say = (key: Key) => {
  const l = locale();
  return WORDS[l === 'en' || l === 'pt-BR' ? l : 'es'][key];
};

interface LinkAnswer {
  url?: string;
  payment_link_uuid?: string;
  is_checkout?: boolean;
}

export function createPaymentLinkPanel(opts: {
  wallets: Array<{ uuid: string; country: string }>;
  scenario(): Scenario;
}) {
  const title = h('h2', { id: 'payment-link-title' });
  const lead = h('p', { class: 'panel-lead' });
  const result = h('p', { id: 'payment-link-result', role: 'status' });
  const payment = h('button', { type: 'button', class: 'secondary', id: 'create-payment-link' });
  const checkout = h('button', { type: 'button', class: 'secondary', id: 'create-checkout-link' });
  let last: { kind: 'payment' | 'checkout'; url: string } | 'failed' | undefined;

  // The link's url as a value of its own, wrapping inside the panel on a phone, with Copy and Open beside it as
  // every other value of the console has.
  function renderResult() {
    if (!last) return replace(result);
    if (last === 'failed') return replace(result, say('failed'));
    const url = last.url;
    const link = h('a', { href: url, target: '_blank', rel: 'noopener', id: 'payment-link-url' }, url);
    const copy = h(
      'button',
      { type: 'button', class: 'ghost small', id: 'copy-payment-link', 'aria-label': say('copyLink') },
      t('copy'),
    );
    copy.addEventListener('click', () => void copyText(url, say('copied')));
    const open = h(
      'a',
      {
        href: url,
        target: '_blank',
        rel: 'noopener',
        class: 'button-link ghost small',
        id: 'open-payment-link',
        'aria-label': say('open'),
      },
      say('openShort'),
    );
    replace(result, say('created'), h('span', { class: 'testdata link-value' }, link, copy, open));
  }

  function render() {
    title.textContent = say('title');
    lead.textContent = say('lead');
    payment.textContent = say('payment');
    checkout.textContent = say('checkout');
    renderResult();
  }

  async function create(kind: 'payment' | 'checkout') {
    const s = opts.scenario();
    const wallet = opts.wallets.find((w) => w.country === s.country);
    payment.disabled = checkout.disabled = true;
    replace(result, say('creating'));
    const res = await postJson<LinkAnswer>('/api/payment-links', {
      wallet_uuid: wallet?.uuid,
      value: Number(s.amount),
      is_checkout: kind === 'checkout',
      // The hosted page shows it as the order's title: in the console's language.
      description: say('description'),
    });
    payment.disabled = checkout.disabled = false;
    if (res.ok && typeof res.body?.url === 'string') {
      // The hosted page in the console's language, as its title is (the page's own choice is the country's).
      const url = new URL(res.body.url);
      url.searchParams.set('lang', locale());
      last = { kind, url: url.href };
      renderResult();
      announce(say('created'));
    } else {
      last = 'failed';
      replace(result, `${say('failed')} ${errorText(res.status, res.body)}`);
    }
  }
  payment.addEventListener('click', () => void create('payment'));
  checkout.addEventListener('click', () => void create('checkout'));
  render();
  onLocale(render);

  const element = h(
    'section',
    { class: 'panel', id: 'payment-link', 'aria-labelledby': 'payment-link-title' },
    h('div', { class: 'panel-head' }, title),
    lead,
    h('div', { class: 'link-actions' }, payment, checkout),
    result,
  );
  return { element };
}
