/**
 * What `<tucan-checkout>` shows and does once its charge ended without a payment a method element shows (K12,
 * docs/contract.md): its own result, in one sentence under a title, read out and focused, and a single look at the
 * merchant's `status-url` when the checkout opens on a charge (a page reloaded after paying) or after a refusal to
 * pay. Loaded then (with a `status-url`, or once the charge ended), not with the checkout's first render.
 */
import { serviceUrl } from '@tucan/client';
import { html } from 'lit';
import type { LocaleOverrides, LocalizeController } from '../controllers/localize.ts';
import { isSuccess } from '../domain/polling.ts';
import { TucanCompleteEvent, TucanStatusEvent } from '../events.ts';
import { statusMessages, titleKey } from '../status/status.messages.ts';
import { controlIcon } from '../styles/icons.ts';
import { type CheckoutMessageKey, checkoutMessages } from './checkout.messages.ts';
import type { MethodId } from './checkout.methods.ts';
import { type CheckoutEnding, isEnd } from './method-elements.ts';

/** The status screen's words, which the checkout shows for a status it learnt itself. */
export { statusMessages };

/** What the ending needs of `<tucan-checkout>`. */
export interface EndingHost extends HTMLElement {
  readonly chargeUuid: string;
  readonly statusUrl: string;
  readonly currency: string;
  readonly amount: number | undefined;
  readonly messages: LocaleOverrides | undefined;
  readonly l10n: LocalizeController;
  /** What the method elements said: the ending (written here once a status-url tells), and a payment shown. */
  readonly rendered: { ended: CheckoutEnding | undefined; readonly done: boolean };
  /** What the checkout's live region says of the ending. */
  endSaid: string;
  themeOf(): 'dark' | 'light';
  requestUpdate(): void;
  readonly updateComplete: Promise<boolean>;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/**
 * Asks the merchant's `status-url` once for the charge's status, after the service refused to pay it (409, heard
 * from `method`). A success or another final status is shown and fired (`tucan-status`, and `tucan-complete` for a
 * success, with `method`); anything else, or no answer, leaves the refusal's words: no status is claimed.
 */
export async function askStatus(el: EndingHost, method: MethodId): Promise<void> {
  const charge = el.chargeUuid;
  const status = await statusOf(el, charge);
  if (!status || charge !== el.chargeUuid || el.rendered.ended?.kind !== 'unpayable') return;
  await endWith(el, method, method, status);
}

/**
 * The service refused to pay through the card or a wallet (409), whose element has just said so in its own live
 * region. The result shows and takes the focus at once. With a `status-url`, the checkout's live region waits for
 * its answer and says only what it adds (the status: "Payment received"), or the result's words when it tells
 * nothing: the refusal is not said a second time. Without one, the result's words are said.
 */
export async function afterRefusal(el: EndingHost, method: MethodId): Promise<void> {
  if (!el.statusUrl) return showEnd(el);
  await showEnd(el, true, false);
  await askStatus(el, method);
  if (el.rendered.ended?.kind === 'unpayable' && !el.endSaid) await showEnd(el, false);
}

/**
 * The checkout's first look at its `status-url`, once per charge when it connects or its `charge-uuid` changes,
 * alongside loading its methods: a charge already paid (a page reloaded after paying) or otherwise ended ends the
 * checkout at once, as after a refusal, with `method` `''` in its events (no method element said it). Anything
 * else, or no answer, changes nothing: the methods stay offered and the service still refuses a charge not payable.
 * The result takes the focus unless the shopper is typing elsewhere in the page (a field outside the checkout).
 */
export async function firstLook(el: EndingHost, method: MethodId | undefined): Promise<void> {
  // No method offered at all: the checkout already says it has none.
  if (!method) return;
  const charge = el.chargeUuid;
  const status = await statusOf(el, charge);
  if (!status || charge !== el.chargeUuid || !el.isConnected || el.rendered.ended || el.rendered.done) return;
  // The result takes the focus unless the shopper is busy elsewhere in the page: nothing focused, or a field of this
  // checkout (which the ending hides) focused, it moves to the result.
  const at = document.activeElement;
  const free = !at || at === document.body || at === el || el.contains(at);
  await endWith(el, method, '', status, free);
}

/**
 * The charge's status as the merchant's `status-url` says it, once: undefined for no `status-url`, one refused, an
 * error, or an answer without a status.
 */
async function statusOf(el: EndingHost, charge: string): Promise<string | undefined> {
  // Only a URL of the page's origin, or a service URL, is asked: never `javascript:` or `data:`.
  const url =
    el.statusUrl &&
    serviceUrl(el.statusUrl.replaceAll('{charge_uuid}', encodeURIComponent(charge)), location.href);
  if (!url) return undefined;
  // The code elements' reader of a status URL.
  return import('../controllers/status-poller.ts')
    .then(({ statusFromUrl }) => statusFromUrl(url)(AbortSignal.timeout(10_000)))
    .catch(() => undefined);
}

/**
 * A success or another final status the checkout learnt itself ends it: fired (`tucan-status`, and `tucan-complete`
 * for a success) with `said` as the events' `method`, then shown. Any other status changes nothing.
 */
async function endWith(el: EndingHost, method: MethodId, said: string, status: string, focus = true) {
  if (!isSuccess(status) && !isEnd(status)) return;
  el.rendered.ended = { kind: 'status', method, status };
  const detail = { chargeUuid: el.chargeUuid, status, method: said };
  el.dispatchEvent(new TucanStatusEvent(detail));
  if (isSuccess(status)) el.dispatchEvent(new TucanCompleteEvent(detail));
  await showEnd(el, focus);
}

/**
 * Renders the ending, says its words in the checkout's live region (unless told not to: `say`) and (unless told not
 * to) moves the focus to it.
 */
export async function showEnd(el: EndingHost, focus = true, say = true): Promise<void> {
  el.endSaid = '';
  el.requestUpdate();
  await el.updateComplete;
  const ended = el.rendered.ended;
  if (!ended || el.rendered.done) return;
  // The status screen's element, for a status the checkout shows itself (the method elements load it with theirs).
  if (ended.kind === 'status') await import('../status/status.ts').catch(() => undefined);
  const [title, body] = endWords(el, ended);
  if (say) el.endSaid = body ? `${title}. ${body}` : title;
  el.requestUpdate();
  await el.updateComplete;
  if (focus) el.renderRoot.querySelector<HTMLElement>('.ended')?.focus();
}

/** The title and sentence of an ending in the checkout's own words (no sentence: the status screen says it). */
function endWords(el: EndingHost, ended: CheckoutEnding): [string, string] {
  const t = (key: CheckoutMessageKey) => el.l10n.t(checkoutMessages, key);
  if (ended.kind === 'expired') return [t('ended.expired.title'), t('ended.expired')];
  if (ended.kind === 'unpayable') return [t('ended.unpayable.title'), t('ended.unpayable')];
  if (ended.status === 'canceled') return [t('ended.canceled.title'), t('ended.canceled')];
  return [el.l10n.t(statusMessages, titleKey(ended.status)), ''];
}

/** The checkout's result once the charge ended: its own words, or the status screen for another final status. */
export function endView(el: EndingHost, ended: CheckoutEnding) {
  const [title, body] = endWords(el, ended);
  if (!body)
    return html`<div class="ended" tabindex="-1">
      <tucan-status quiet .messages=${el.messages} status=${ended.status} lang=${el.l10n.lang}
        currency=${el.currency} theme=${el.themeOf()} .amount=${el.amount}></tucan-status>
    </div>`;
  // Not paid as far as anyone said (expired, canceled) in the failure tone; not known (a refusal to pay) neutral.
  const tone = ended.kind === 'unpayable' ? '' : 'failure';
  return html`<div class="ended alert ${tone}" part="ended" tabindex="-1">
    ${controlIcon('alert', 'alert-icon')}
    <div><p class="alert-title">${title}</p><p class="alert-body">${body}</p></div>
  </div>`;
}
