// A merchant's checkout page without a bundler: the script-tag bundle registers every tucan-* element.
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
