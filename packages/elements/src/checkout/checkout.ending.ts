/**
 * What `<tucan-checkout>` shows and does once its charge ended without a payment a method element shows (K12,
 * docs/contract.md): its own result, in one sentence under a title, read out and focused, and after a refusal to
 * pay a single look at the merchant's `status-url`. Loaded when that happens (it is rare), not with the checkout.
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
  // Only a URL of the page's origin, or a service URL, is asked: never `javascript:` or `data:`.
  const url =
    el.statusUrl &&
    serviceUrl(el.statusUrl.replaceAll('{charge_uuid}', encodeURIComponent(charge)), location.href);
  if (!url) return;
  // The code elements' reader of a status URL.
  const status = await import('../controllers/status-poller.ts')
    .then(({ statusFromUrl }) => statusFromUrl(url)(AbortSignal.timeout(10_000)))
    .catch(() => undefined);
  if (!status || charge !== el.chargeUuid || el.rendered.ended?.kind !== 'unpayable') return;
  if (!isSuccess(status) && !isEnd(status)) return;
  el.rendered.ended = { kind: 'status', method, status };
  const detail = { chargeUuid: charge, status, method };
  el.dispatchEvent(new TucanStatusEvent(detail));
  if (isSuccess(status)) el.dispatchEvent(new TucanCompleteEvent(detail));
  await showEnd(el);
}

/** Renders the ending, says its words in the checkout's live region and moves the focus to it. */
export async function showEnd(el: EndingHost): Promise<void> {
  el.endSaid = '';
  el.requestUpdate();
  await el.updateComplete;
  const ended = el.rendered.ended;
  if (!ended || el.rendered.done) return;
  // The status screen's element, for a status the checkout shows itself (the method elements load it with theirs).
  if (ended.kind === 'status') await import('../status/status.ts').catch(() => undefined);
  const [title, body] = endWords(el, ended);
  el.endSaid = body ? `${title}. ${body}` : title;
  el.requestUpdate();
  await el.updateComplete;
  el.renderRoot.querySelector<HTMLElement>('.ended')?.focus();
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
