/**
 * Braintree Drop-in (cards) from npm, with its CSS. It mounts nothing before its gateway's configuration
 * answers, and the bench reaches no network: `create()` is called and ends with the gateway refused, and the
 * bench measures Braintree only up to its script evaluated (no "mounted" point offline).
 */
import dropin from 'braintree-web-drop-in';
import 'braintree-web-drop-in/dropin.css';

export async function mount(host: HTMLElement): Promise<void> {
  await dropin
    .create({ authorization: 'sandbox_bench000_benchmerchant00', container: host })
    .catch(() => undefined);
}

/** Never true offline: the drop-in's wrapper appears only after the gateway's configuration. */
export const ready = (host: HTMLElement): boolean => !!host.querySelector('[data-braintree-id="wrapper"]');
