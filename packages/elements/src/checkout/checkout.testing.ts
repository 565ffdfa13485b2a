/** What a test reads of a `<tucan-checkout>` as a shopper sees it. */
import type { TucanCheckoutElement } from './checkout.element.ts';

export const root = (el: TucanCheckoutElement) => el.shadowRoot as ShadowRoot;
/** The methods a shopper can still pick: radios on screen. */
export const offered = (el: TucanCheckoutElement) =>
  [...root(el).querySelectorAll<HTMLInputElement>('input[type="radio"]')]
    .filter((r) => r.checkVisibility())
    .map((r) => r.value);
/** The checkout's own result once its charge ended. */
export const ended = (el: TucanCheckoutElement) => root(el).querySelector<HTMLElement>('.ended');
/** What the checkout's live region says. */
export const said = (el: TucanCheckoutElement) =>
  root(el).querySelector('[role="status"]')?.textContent?.trim() ?? '';
