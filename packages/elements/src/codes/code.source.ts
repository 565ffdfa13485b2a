/** The merchant's status source of a code element: its `getStatus`, else its `status-url` (a safe URL only). */
import { serviceUrl } from '@tucan/client';
import { type StatusSource, statusFromUrl } from '../controllers/status-poller.ts';
import { TucanErrorEvent } from '../events.ts';
import { codeMessages } from './code.messages.ts';
import type { CodeSessionHost } from './code.session-host.ts';

/** The `tucan-error` code of a code shown with no status source (see `tellNoSource`). */
export const NO_STATUS_SOURCE = 'no_status_source';

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

/** The elements already told that they show a code with no status source. */
const told = new WeakSet<CodeSessionHost>();

/**
 * A code shown with no status source (no usable `status-url`, no `getStatus`) learns that it was paid only when the
 * page sets `status` itself. The shopper's waiting line says so (`waiting.store`, not "this page updates by
 * itself"); the merchant hears it once per element: `tucan-error` `no_status_source` (its `message` the shopper's
 * line, its `reason` for developers) and a `console.warn` of the same reason, neither with any value of the page.
 */
export function tellNoSource(host: CodeSessionHost): void {
  if (told.has(host) || statusSource(host)) return;
  told.add(host);
  const reason =
    'the code is shown with no status-url or getStatus, so the element learns that it was paid only when the page sets its status property.';
  console.warn(`<${host.localName}>: ${reason}`);
  host.dispatchEvent(
    new TucanErrorEvent({
      chargeUuid: host.chargeUuid,
      code: NO_STATUS_SOURCE,
      message: host.l10n.t(codeMessages, 'waiting.store'),
      reason,
    }),
  );
}
