/** The merchant's status source of a code element: its `getStatus`, else its `status-url` (a safe URL only). */
import { serviceUrl } from '@tucan/client';
import { type StatusSource, statusFromUrl } from '../controllers/status-poller.ts';
import type { CodeSessionHost } from './code.session-host.ts';

/** The merchant's status source, if any. */
export function statusSource(host: CodeSessionHost): StatusSource | undefined {
  const { chargeUuid: charge, getStatus: ask, statusUrl } = host;
  if (ask) {
    return async () => {
      const s = await ask(charge);
      return typeof s === 'string' ? s : undefined;
    };
  }
  // Only a URL of the page's origin, or a service URL, is asked (`serviceUrl`): never `javascript:` or `data:`.
  const url =
    statusUrl && serviceUrl(statusUrl.replaceAll('{charge_uuid}', encodeURIComponent(charge)), location.href);
  return url ? statusFromUrl(url) : undefined;
}

/** The elements already warned that they show a code with no status source. */
const warned = new WeakSet<CodeSessionHost>();

/**
 * A code shown with no status source (no usable `status-url`, no `getStatus`) waits until the page sets `status`
 * itself: said once per element in the console, for developers (no value of the page in it).
 */
export function warnNoSource(host: CodeSessionHost): void {
  if (warned.has(host) || statusSource(host)) return;
  warned.add(host);
  console.warn(
    `<${host.localName}>: the code is shown with no status-url or getStatus, so the element learns that it was paid only when the page sets its status property.`,
  );
}
