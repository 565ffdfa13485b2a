/** Helpers of the wallet elements' browser tests (imported by tests only; the generic ones are in `test/support/`). */

import { inject } from 'vitest';
import { page } from 'vitest/browser';
import { type Alter, mountForCharge, recordingClient, until } from '../../test/support/index.ts';
import { statusTitle } from '../status/status.messages.ts';
import type { TucanWalletElement } from './wallet.element.ts';

/** The title of the result a wallet element shows once its payment ended: the status screen's words for its status. */
export const resultTitle = (el: TucanWalletElement) =>
  page
    .elementLocator(el.shadowRoot?.querySelector('tucan-status') as HTMLElement)
    .getByText(statusTitle(el.l10n, el.payment.status));

/**
 * Creates an issued charge in the sandbox (as the merchant's backend) and mounts a wallet element for it,
 * talking to the sandbox through a recording client; English unless `attrs` says otherwise. `props` are set
 * before the element is connected (for example the fake wallet's `loader`); `alter` rewrites answers (for example
 * a session that expires sooner); `lose` picks requests whose answer is lost on its way back (the sandbox processed
 * them), `hang` requests that never leave and are never answered. Waits until the element has read the charge's value
 * from the service (what its sheet shows), unless `unread` is set.
 */
export async function mountWallet<T extends TucanWalletElement>(
  tag: 'tucan-apple-pay' | 'tucan-google-pay',
  options: {
    country?: string;
    value?: number;
    attrs?: Record<string, string>;
    props?: Partial<T>;
    alter?: Alter;
    lose?: (path: string) => boolean;
    hang?: (path: string) => boolean;
    /** Return without waiting for the charge's value to be read. */
    unread?: boolean;
  } = {},
) {
  const { lose, hang } = options;
  const rec = recordingClient(
    inject('sandboxUrl'),
    (call) => (hang?.(call.path) ? 'hang' : lose?.(call.path) ? 'lose' : undefined),
    options.alter,
  );
  const mounted = await mountForCharge<T>(tag, {
    country: options.country,
    value: options.value,
    attrs: {
      methods: 'credit_card debit_card googlepay applepay',
      'merchant-name': 'Loja Exemplo',
      ...options.attrs,
    },
    client: rec.client,
    before: (el) => Object.assign(el, options.props ?? {}),
    events: ['tucan-unavailable'],
    ready: async (el) => {
      if (options.unread) return;
      await until(() => el.charge.state !== 'loading');
      await el.updateComplete;
    },
  });
  return { ...mounted, rec };
}
