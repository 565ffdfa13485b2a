/**
 * HTML of the sandbox ACS (EMV 3DS 2.2 browser channel). No inline `style=` attributes: the CSS sits in a
 * `<style>` element, which the sandbox origin serves with its own page.
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

function page(title: string, body: string, css = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { margin: 0; font: 14px/1.4 system-ui, sans-serif; color: #1a1a1a; background: #fff; }
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

/** A notification page: hands a message to the parent window (the widget) and shows nothing. */
export function notifyParentPage(title: string, message: Record<string, string>): string {
  return page(
    title,
    `<script>
(function () {
  var message = ${JSON.stringify(message).replace(/</g, '\\u003c')};
  if (window.parent && window.parent !== window) window.parent.postMessage(message, '*');
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
}

function sizeCss(code: string): string {
  const size = CHALLENGE_WINDOW_SIZES[code] ?? CHALLENGE_WINDOW_SIZES['05'];
  const box =
    size === 'full' || size === undefined
      ? 'width: 100%; min-height: 100vh;'
      : `width: ${size.width}px; height: ${size.height}px;`;
  return `.acs { box-sizing: border-box; ${box} padding: 12px; overflow: auto; display: flex; flex-direction: column; gap: 8px; }`;
}

export function challengePage(o: ChallengeFormOptions): string {
  const css = `${sizeCss(o.challengeWindowSize)}
h1 { font-size: 16px; margin: 0; }
.bank { font-weight: 600; color: #0b3d91; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 8px; margin: 0; }
dt { color: #555; } dd { margin: 0; }
label { font-weight: 600; }
input[type=text] { font-size: 18px; padding: 6px; letter-spacing: 2px; width: 100%; box-sizing: border-box; }
.error { color: #b00020; margin: 0; }
.hint { color: #555; margin: 0; font-size: 12px; }
.actions { display: flex; gap: 8px; }
button { font-size: 14px; padding: 8px 12px; cursor: pointer; }
button.primary { background: #0b3d91; color: #fff; border: 0; }
@media (prefers-reduced-motion: reduce) { * { transition: none !important; } }`;
  const error = o.error
    ? `<p class="error" id="otp-error" role="alert">${escapeHtml(o.error)}</p>`
    : '<p class="error" id="otp-error" role="alert"></p>';
  return page(
    'Purchase authentication',
    `<main class="acs size-${escapeHtml(o.challengeWindowSize)}" data-window-size="${escapeHtml(o.challengeWindowSize)}">
<p class="bank">Tucan Sandbox Bank</p>
<h1>Purchase authentication</h1>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(o.merchantName)}</dd>
<dt>Amount</dt><dd>${escapeHtml(o.amount)}</dd>
<dt>Card</dt><dd>•••• ${escapeHtml(o.last4)}</dd>
</dl>
<form method="post" action="${escapeHtml(o.action)}" enctype="application/x-www-form-urlencoded">
${hidden({ acsTransID: o.acsTransID, threeDSSessionData: o.threeDSSessionData })}
<label for="otp">One-time password</label>
<input type="text" id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="8"
 aria-describedby="otp-hint otp-error" required>
<p class="hint" id="otp-hint">We sent a code to your phone. In the sandbox the code is 123456.</p>
${error}
<div class="actions">
<button type="submit" class="primary" name="action" value="submit">Submit</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>
</main>`,
    css,
  );
}

export function acsErrorPage(message: string): string {
  return page('Authentication error', `<main class="acs"><p role="alert">${escapeHtml(message)}</p></main>`);
}
