/**
 * HTML of the sandbox ACS (EMV 3DS 2.2 browser channel). No inline `style=` attributes: the CSS sits in a
 * `<style>` element, which the sandbox origin serves with its own page. Light or dark as the shopper's browser
 * prefers (`color-scheme: light dark`; in the widget's dialog, a dark dialog makes its frame prefer dark).
 */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** challengeWindowSize → iframe content size in px (05 = full page). */
export const CHALLENGE_WINDOW_SIZES: Readonly<Record<string, { width: number; height: number } | 'full'>> = {
  '01': { width: 250, height: 400 },
  '02': { width: 390, height: 400 },
  '03': { width: 500, height: 600 },
  '04': { width: 600, height: 400 },
  '05': 'full',
};

/**
 * The ACS speaks the shopper's language, as issuers' pages do. **assumption**: from the AReq's browser data
 * (`browser.browserLanguage`, EMV 3DS 2.2, kept with the authentication), else from the challenge request's
 * `Accept-Language` (a host-to-host redirect has no browser data); Portuguese, Spanish or English.
 */
export type AcsLang = 'en' | 'pt-BR' | 'es';
export function acsLang(browserLanguage: string | undefined, acceptLanguage?: string | undefined): AcsLang {
  const tag = (browserLanguage?.trim() || acceptLanguage?.split(',')[0]?.trim() || '').toLowerCase();
  if (tag.startsWith('pt')) return 'pt-BR';
  if (tag.startsWith('es')) return 'es';
  return 'en';
}

const SPANISH_BY_CURRENCY: Record<string, string> = {
  ARS: 'es-AR',
  CLP: 'es-CL',
  COP: 'es-CO',
  MXN: 'es-MX',
};

/** The amount as the shopper reads it (`R$ 250,00`, `$899.00`), in the page's language. */
export function acsAmount(value: number, currency: string, lang: AcsLang): string {
  try {
    const locale = lang === 'es' ? (SPANISH_BY_CURRENCY[currency] ?? 'es-MX') : lang;
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    return `${currency} ${value.toFixed(2)}`;
  }
}

export const ACS_TEXT: Record<AcsLang, Record<string, string>> = {
  en: {
    title: 'Purchase authentication',
    merchant: 'Merchant',
    amount: 'Amount',
    card: 'Card',
    otp: 'One-time password',
    hint: 'We sent a code to your phone. In the sandbox the code is 123456.',
    submit: 'Submit',
    cancel: 'Cancel',
    missing: 'Enter the one-time password.',
    footer: 'Tucan Sandbox Bank · secure purchase check (3-D Secure)',
  },
  'pt-BR': {
    title: 'Autenticação da compra',
    merchant: 'Loja',
    amount: 'Valor',
    card: 'Cartão',
    otp: 'Código de verificação',
    hint: 'Enviamos um código para o seu celular. No sandbox o código é 123456.',
    submit: 'Confirmar',
    cancel: 'Cancelar',
    missing: 'Digite o código de verificação.',
    footer: 'Tucan Sandbox Bank · verificação segura de compra (3-D Secure)',
  },
  es: {
    title: 'Autenticación de la compra',
    merchant: 'Comercio',
    amount: 'Monto',
    card: 'Tarjeta',
    otp: 'Código de verificación',
    hint: 'Enviamos un código a tu teléfono. En el sandbox el código es 123456.',
    submit: 'Confirmar',
    cancel: 'Cancelar',
    missing: 'Ingresa el código de verificación.',
    footer: 'Tucan Sandbox Bank · verificación segura de la compra (3-D Secure)',
  },
};

function page(title: string, body: string, css = '', lang: AcsLang = 'en'): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="color-scheme" content="light dark">
<style>
:root { color-scheme: light dark; --text: #1a1a1a; --muted: #555; --bg: #fff; --bank: #0b3d91; --on-bank: #fff;
  --error: #b00020; --field: #fff; --border: #8a93a3; }
@media (prefers-color-scheme: dark) {
  :root { --text: #eef1f6; --muted: #b8c0cc; --bg: #161a22; --bank: #8ab4f8; --on-bank: #0b1020;
    --error: #ff8a80; --field: #0f1218; --border: #7d8797; }
}
body { margin: 0; font: 14px/1.4 system-ui, sans-serif; color: var(--text); background: var(--bg); }
${css}
</style>
</head>
<body>
${body}
</body>
</html>`;
}

function hidden(fields: Record<string, string | undefined>): string {
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

/** A form that posts itself on load (the ACS → notification URL hop of the 3DS Method and the CRes). */
export function autoPostPage(
  title: string,
  action: string,
  fields: Record<string, string | undefined>,
): string {
  return page(
    title,
    `<form id="post" method="post" action="${escapeHtml(action)}" enctype="application/x-www-form-urlencoded">
${hidden(fields)}
<noscript><button type="submit">Continue</button></noscript>
</form>
<script>document.getElementById('post').submit();</script>`,
  );
}

/** The method page of a card range whose ACS never answers (exercises the 10-second rule). */
export function silentMethodPage(): string {
  return page('3DS Method', '<!-- device data collected; this ACS never notifies -->');
}

/** An origin as a page may name it as `postMessage`'s target (`https://shop.example`, `http://localhost:5173`). */
const ORIGIN = /^https?:\/\/[^/?#\s"'<>\\]+$/;

/** The origin of an `Origin` request header, when it names one (`null`, an opaque origin, does not). */
export function headerOrigin(value: string | undefined): string | undefined {
  if (!value || !ORIGIN.test(value)) return undefined;
  try {
    return new URL(value).origin === value ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A notification page: hands a message to the parent window (the widget) and shows nothing.
 *
 * **Assumption** (docs/contract.md, "the notification pages"): the message is posted only to the origin that framed
 * the page, never `'*'`: the browser's own word (`location.ancestorOrigins[0]`, Chromium and Safari), else
 * `framedBy`, the origin the service saw the frame's form post come from; knowing neither, nothing is posted (the
 * widget's wait ends by its own timeout).
 */
export function notifyParentPage(
  title: string,
  message: Record<string, string>,
  framedBy: string | undefined,
): string {
  const fallback = headerOrigin(framedBy) ?? '';
  return page(
    title,
    `<script>
(function () {
  var message = ${JSON.stringify(message).replace(/</g, '\\u003c')};
  var ancestors = window.location.ancestorOrigins;
  var known = ancestors && ancestors.length > 0 ? ancestors[0] : '';
  var target = known && known !== 'null' ? known : ${JSON.stringify(fallback)};
  if (target && window.parent && window.parent !== window) window.parent.postMessage(message, target);
})();
</script>`,
  );
}

export interface ChallengeFormOptions {
  action: string;
  acsTransID: string;
  threeDSSessionData?: string | undefined;
  challengeWindowSize: string;
  merchantName: string;
  amount: string;
  last4: string;
  error?: string | undefined;
  lang?: AcsLang;
}

/**
 * The page fills its frame, whatever `challengeWindowSize` was asked for (the widget's dialog gives the frame
 * exactly that size; 05 is the whole screen): the bank's band at the top, its footer at the bottom, and right
 * under the band one block read top to bottom: the title, the purchase, the code field with its hint and the
 * buttons (no empty band between the band and the title, nor between the parts; the room left is above the
 * footer, as issuers' pages leave it). A tall window gets larger type; a wide one keeps the block a readable
 * width. A window too small for the form scrolls.
 */
function fillCss(): string {
  return `html, body { height: 100%; }
.acs { box-sizing: border-box; width: 100%; min-height: 100%; padding: 0 16px 12px; display: flex;
  flex-direction: column; gap: 8px; }
.acs > :not(.bank, footer) { width: 100%; max-width: 28rem; margin-inline: auto; box-sizing: border-box; }
.acs form { display: flex; flex-direction: column; gap: 6px; }
.acs .actions { padding-block-start: 4px; }
.acs .actions button { flex: 1; }
.acs footer { margin: auto -16px -12px; padding: 6px 16px; font-size: 12px; color: var(--muted);
  border-top: 1px solid var(--border); text-align: center; }`;
}

export function challengePage(o: ChallengeFormOptions): string {
  const css = `${fillCss()}
h1 { font-size: 16px; margin: 0; }
.bank { font-weight: 600; margin: 0 -16px; padding: 10px 16px; background: var(--bank); color: var(--on-bank); }
dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 8px; margin: 0; }
dt { color: var(--muted); } dd { margin: 0; }
label { font-weight: 600; }
input[type=text] { font-size: 18px; padding: 6px 10px; min-height: 44px; letter-spacing: 2px; width: 100%;
  box-sizing: border-box; color: var(--text); background: var(--field); border: 1px solid var(--border);
  border-radius: 6px; }
.error { color: var(--error); margin: 0; }
.hint { color: var(--muted); margin: 0; font-size: 12px; }
.actions { display: flex; gap: 8px; }
button { font-size: 14px; font-weight: 600; min-height: 44px; padding: 8px 16px; cursor: pointer;
  color: var(--text); background: transparent; border: 1px solid var(--border); border-radius: 6px; }
button.primary { background: var(--bank); color: var(--on-bank); border-color: var(--bank); }
@media (prefers-reduced-motion: reduce) { * { transition: none !important; } }
/* A roomier window (02-05) gets larger type. */
@media (min-width: 390px) and (min-height: 400px) {
  body { font-size: 15px; }
  h1 { font-size: 18px; }
  .acs { gap: 10px; padding-inline: 20px; }
  .bank, .acs footer { margin-inline: -20px; padding-inline: 20px; }
}
/* A short window (01, 02, 04: 400 px) keeps room to spare: tighter rows, a slimmer footer. */
@media (max-height: 420px) {
  .acs { gap: 8px; }
  .acs footer { padding-block: 4px; font-size: 11px; }
}
/* A tall window (03, 05 on a phone) has room for larger type and controls. */
@media (min-height: 560px) {
  body { font-size: 16px; }
  h1 { font-size: 20px; }
  .acs { gap: 14px; }
  input[type=text], button { min-height: 52px; }
  .hint { font-size: 13px; }
}`;
  const error = o.error
    ? `<p class="error" id="otp-error" role="alert">${escapeHtml(o.error)}</p>`
    : '<p class="error" id="otp-error" role="alert"></p>';
  const t = ACS_TEXT[o.lang ?? 'en'];
  return page(
    t.title!,
    `<main class="acs size-${escapeHtml(o.challengeWindowSize)}" data-window-size="${escapeHtml(o.challengeWindowSize)}">
<p class="bank">Tucan Sandbox Bank</p>
<h1>${escapeHtml(t.title!)}</h1>
<dl>
<dt>${escapeHtml(t.merchant!)}</dt><dd>${escapeHtml(o.merchantName)}</dd>
<dt>${escapeHtml(t.amount!)}</dt><dd>${escapeHtml(o.amount)}</dd>
<dt>${escapeHtml(t.card!)}</dt><dd>•••• ${escapeHtml(o.last4)}</dd>
</dl>
<form method="post" action="${escapeHtml(o.action)}" enctype="application/x-www-form-urlencoded">
${hidden({ acsTransID: o.acsTransID, threeDSSessionData: o.threeDSSessionData })}
<label for="otp">${escapeHtml(t.otp!)}</label>
<input type="text" id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="8"
 aria-describedby="otp-hint otp-error" required>
<p class="hint" id="otp-hint">${escapeHtml(t.hint!)}</p>
${error}
<div class="actions">
<button type="submit" class="primary" name="action" value="submit">${escapeHtml(t.submit!)}</button>
<button type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(t.cancel!)}</button>
</div>
</form>
<footer>${escapeHtml(t.footer!)}</footer>
</main>`,
    css,
    o.lang ?? 'en',
  );
}

export function acsErrorPage(message: string): string {
  return page('Authentication error', `<main class="acs"><p role="alert">${escapeHtml(message)}</p></main>`);
}
