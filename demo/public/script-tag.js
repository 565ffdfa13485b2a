// A merchant's checkout page without a bundler: the script-tag bundle registers every tucan-* element.

// The page speaks one language, and the card and its 3DS dialog follow its `lang`: `?lang=` (en, pt-BR, es-MX,
// es-AR…), else pt-BR (a Brazilian shop). Words as text nodes and <code> elements (the page runs under Trusted Types).
const WORDS = {
  en: {
    title: 'Checkout (script tag bundle)',
    lead: [
      'This page includes only the shell, ',
      '`tucan.js',
      ', with a plain ',
      '`<script>',
      ' tag (no bundler); the shell then loads the card’s files (',
      '`tucan-card.js',
      ' and its chunks) from next to itself.',
    ],
  },
  pt: {
    title: 'Checkout (pacote da tag script)',
    lead: [
      'Esta página inclui só o carregador, ',
      '`tucan.js',
      ', com uma tag ',
      '`<script>',
      ' simples (sem bundler); ele então carrega os arquivos do cartão (',
      '`tucan-card.js',
      ' e seus pedaços) de junto de si.',
    ],
  },
  es: {
    title: 'Checkout (paquete de la etiqueta script)',
    lead: [
      'Esta página incluye solo el cargador, ',
      '`tucan.js',
      ', con una etiqueta ',
      '`<script>',
      ' simple (sin bundler); luego carga los archivos de la tarjeta (',
      '`tucan-card.js',
      ' y sus fragmentos) desde su mismo lugar.',
    ],
  },
};
const LANG = (() => {
  const asked = new URLSearchParams(location.search).get('lang') ?? 'pt-BR';
  return /^[a-z]{2}(-[A-Z]{2})?$/.test(asked) && /^(en|pt|es)\b/.test(asked) ? asked : 'pt-BR';
})();
const words = WORDS[LANG.slice(0, 2)];
document.documentElement.lang = LANG;
document.title = words.title;
document.getElementById('page-title').textContent = words.title;
document.getElementById('page-lead').replaceChildren(
  ...words.lead.map((part) => {
    if (!part.startsWith('`')) return document.createTextNode(part);
    const code = document.createElement('code');
    code.textContent = part.slice(1);
    return code;
  }),
);

(async () => {
  const config = await (await fetch('/api/config')).json();
  const wallet = config.wallets.find((w) => w.country === 'BR');
  const res = await fetch('/api/checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ wallet_uuid: wallet.uuid, value: 89.9 }),
  });
  const charge = await res.json();
  const card = document.createElement('tucan-card');
  card.setAttribute('charge-uuid', charge.charge_uuid);
  card.setAttribute('base-url', config.base_url);
  card.setAttribute('amount', '89.9');
  card.setAttribute('currency', 'BRL');
  card.setAttribute('country', 'BR');
  card.setAttribute('methods', 'credit_card debit_card');
  // `?isolation=inline` puts the card form in the page instead of the service's frame (the default).
  const isolation = new URLSearchParams(location.search).get('isolation');
  if (isolation === 'inline' || isolation === 'frame') card.setAttribute('isolation', isolation);
  document.getElementById('checkout').append(card);
})();
