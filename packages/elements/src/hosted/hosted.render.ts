/**
 * The hosted checkout page's rendering (`dist/hosted/index.html`; `hosted.ts` runs it): reads the link's data
 * island (`hosted-link.ts`), writes the title, the merchant's name and the heading, then mounts `<tucan-checkout>`
 * for the link's charge with `mount` (as `Tucan.mount` does), with the response's CSP nonce the server wrote on the
 * island, or says why the link cannot be paid. Plain DOM, text
 * only: every server string is set as text, never as markup.
 */
import { serviceUrl } from '@tucan/client';
import { mount } from '../checkout/mount.ts';
import { formatWhen } from '../controllers/dates.ts';
import { formatAmount } from '../controllers/formatters.ts';
import { wordingLocale } from '../controllers/localize.ts';
import { HOSTED_WORDS, type HostedWords } from './hosted.messages.ts';
import { HOSTED_LINK_ISLAND_ID, type HostedLink, hostedLinkState, parseHostedLink } from './hosted-link.ts';

function text(doc: Document, tag: string, content: string, className?: string): HTMLElement {
  const el = doc.createElement(tag);
  el.textContent = content;
  if (className) el.className = className;
  return el;
}

const SVG = 'http://www.w3.org/2000/svg';
/**
 * The state's icon, drawn as SVG nodes (no markup strings): a clock when expired, a bar when closed, a tick when paid
 * (only when the status screen cannot load).
 */
const ICONS: Record<'expired' | 'closed' | 'paid', string[]> = {
  expired: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18', 'M12 7v5l3 2'],
  closed: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18', 'M8 12h8'],
  paid: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18', 'M8 12l3 3l5-6'],
};

/**
 * A paid link's result: the drop-in's own result (`<tucan-status>` with the charge's status and amount, as the card
 * and the code elements show it right after a payment), so the page reads the same when the link is reopened.
 */
function paidResult(doc: Document, link: HostedLink, words: HostedWords): HTMLElement {
  const status = doc.createElement('tucan-status');
  // If the status screen cannot load (a network fault), the page still says the link is paid, and how much: the
  // same words in the page's own state box, announced.
  import('../status/status.ts').catch(() => {
    const amount = formatAmount(link.amount, link.currency, link.lang);
    const box = stateBox(doc, 'paid', `${words.paid} ${words.amount({ amount })}`);
    box.setAttribute('role', 'status');
    status.replaceWith(box);
  });
  status.setAttribute('status', link.status);
  status.setAttribute('amount', String(link.amount));
  status.setAttribute('currency', link.currency);
  status.setAttribute('lang', link.lang);
  return status;
}

/** The box that says why the link cannot be paid: the state's icon (decorative) and the sentence. */
function stateBox(doc: Document, state: 'expired' | 'closed' | 'paid', body: string): HTMLElement {
  const box = doc.createElement('div');
  box.className = `state ${state}`;
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  for (const d of ICONS[state]) {
    const path = doc.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  box.append(svg, text(doc, 'p', body));
  return box;
}

function backLink(doc: Document, link: HostedLink, words: HostedWords): HTMLElement | undefined {
  // Only a service URL (https, or http on loopback) becomes a link: never `javascript:` or `data:`.
  const href = serviceUrl(link.return_url);
  if (!href) return undefined;
  const a = text(doc, 'a', words.back, 'back') as HTMLAnchorElement;
  a.href = href;
  return a;
}

/**
 * What follows a payment (**assumption**, docs/contract.md H7), just after paying and when the paid link is opened
 * again: the payment's reference (the charge's UUID, by which the store finds it), then the way back to the store
 * when the link has a `return_url` (a service URL, A11), else a sentence that the shopper may close the page.
 */
function afterPayment(doc: Document, link: HostedLink, words: HostedWords): HTMLElement {
  const box = doc.createElement('div');
  box.className = 'after';
  const reference = doc.createElement('p');
  reference.className = 'reference';
  const code = text(doc, 'code', link.charge_uuid);
  reference.append(`${words.reference}: `, code);
  box.append(reference, backLink(doc, link, words) ?? text(doc, 'p', words.close, 'close'));
  return box;
}

/** Renders the page into `doc`'s `<main>`; returns the state it shows (`invalid` when the island is unusable). */
export function renderHostedPage(doc: Document): ReturnType<typeof hostedLinkState> | 'invalid' {
  const main = doc.querySelector('main') ?? doc.body.appendChild(doc.createElement('main'));
  const island = doc.getElementById(HOSTED_LINK_ISLAND_ID);
  const link = parseHostedLink(island?.textContent);
  const words = HOSTED_WORDS[wordingLocale(link?.lang ?? doc.documentElement.lang)];
  const heading = doc.createElement('h1');
  heading.id = 'tucan-hosted-title';
  main.setAttribute('aria-labelledby', heading.id);
  if (!link) {
    heading.textContent = words.invalidTitle;
    doc.title = words.invalidTitle;
    main.replaceChildren(heading, text(doc, 'p', words.invalidBody));
    return 'invalid';
  }
  doc.documentElement.lang = link.lang;
  const state = hostedLinkState(link);
  const header = doc.createElement('header');
  if (link.merchant_name) header.append(text(doc, 'p', link.merchant_name, 'merchant'));
  header.append(heading);
  // A paid link keeps the payable page's title: the result under it says it was paid (the same page as just after
  // paying there).
  const title =
    state === 'expired'
      ? words.expiredTitle
      : state === 'closed'
        ? words.closedTitle
        : (link.description ?? words.title);
  heading.textContent = title;
  doc.title = link.merchant_name ? `${title} · ${link.merchant_name}` : title;
  if (state === 'payable') {
    main.replaceChildren(header);
    const handle = mount(main, {
      chargeUuid: link.charge_uuid,
      amount: link.amount,
      currency: link.currency,
      country: link.country,
      methods: link.allowed_methods,
      baseUrl: link.base_url,
      statusUrl: link.status_url,
      lang: link.lang,
      ...(link.merchant_name ? { merchantName: link.merchant_name } : {}),
      // The response's CSP nonce, which the server writes on the island (`nonce`; the browser hides the attribute
      // from the DOM, the property keeps it): the styles Google Pay's pay.js injects carry it.
      ...(island?.nonce ? { cspNonce: island.nonce } : {}),
      // The page is the service's own (on its origin): the card form needs no frame of its own there.
      isolation: 'inline',
    });
    void handle.result.then(({ outcome }) => {
      if (outcome === 'complete') main.append(afterPayment(doc, link, words));
    });
    return state;
  }
  if (state === 'paid') {
    main.replaceChildren(header, paidResult(doc, link, words), afterPayment(doc, link, words));
    return state;
  }
  const amount = formatAmount(link.amount, link.currency, link.lang);
  const body =
    state === 'expired'
      ? words.expiredBody({ date: formatWhen(link.expires_at ?? '', link.lang) })
      : words.closedBody;
  const parts: HTMLElement[] = [header];
  if (link.description) parts.push(text(doc, 'p', link.description, 'description'));
  parts.push(text(doc, 'p', words.amount({ amount }), 'amount'), stateBox(doc, state, body));
  const back = backLink(doc, link, words);
  if (back) parts.push(back);
  main.replaceChildren(...parts);
  return state;
}
