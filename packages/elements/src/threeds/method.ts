import type { SetupAuthenticationResponse } from '@tucan/client';
import { serviceUrl } from '@tucan/client';
import { METHOD_TIMEOUT_MS } from '../payment/payment.logic.ts';

export { METHOD_TIMEOUT_MS };

/** `threeDSCompInd`: Y completed in time, N not completed (10-second rule), U no 3DS Method for the range. */
export type CompletionIndicator = 'Y' | 'N' | 'U';

/** A usable 3DS Method wait: 1 ms to the 10-second rule; anything not finite waits the full 10 s. */
export function clampMethodTimeout(ms: number | undefined): number {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return METHOD_TIMEOUT_MS;
  return Math.min(METHOD_TIMEOUT_MS, Math.max(1, ms));
}

export interface MethodOptions {
  /** Where the hidden iframe and its form go (inside the element's shadow root). */
  container: HTMLElement;
  timeoutMs?: number;
  signal?: AbortSignal;
}

let frames = 0;

/**
 * Runs the 3DS Method: a hidden iframe receives a form POST of `threeDSMethodData` to `threeDSMethodURL`; the
 * ACS's notification page posts `{ type: "tucan:3ds-method", threeDSServerTransID }` to us. Resolves `Y` on that
 * message, `N` when it has not come within the timeout (clamped to 1 ms – 10 s), `U` when the range has no
 * method URL or an unsafe one. The message counts only from the method iframe and the notification URL's origin.
 */
export function runThreeDsMethod(
  setup: SetupAuthenticationResponse,
  opts: MethodOptions,
): Promise<CompletionIndicator> {
  const action = serviceUrl(setup.threeDSMethodURL);
  if (!action) return Promise.resolve('U');
  const doc = opts.container.ownerDocument;
  const name = `tucan-3ds-method-${++frames}`;
  const iframe = Object.assign(doc.createElement('iframe'), {
    name,
    title: '3-D Secure device check',
    hidden: true,
    tabIndex: -1,
  });
  iframe.setAttribute('aria-hidden', 'true');
  const form = Object.assign(doc.createElement('form'), {
    method: 'post',
    action,
    target: name,
    hidden: true,
  });
  form.append(
    Object.assign(doc.createElement('input'), {
      type: 'hidden',
      name: 'threeDSMethodData',
      value: setup.threeDSMethodData,
    }),
  );
  opts.container.append(iframe, form);

  // Without a notification origin no message can be trusted: the method then ends by its timeout (N).
  const notification = serviceUrl(setup.threeDSMethodNotificationURL);
  const origin = notification ? new URL(notification).origin : undefined;
  const view = doc.defaultView ?? window;
  return new Promise<CompletionIndicator>((resolve) => {
    const done = (result: CompletionIndicator) => {
      clearTimeout(timer);
      view.removeEventListener('message', onMessage);
      opts.signal?.removeEventListener('abort', onAbort);
      iframe.remove();
      form.remove();
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; threeDSServerTransID?: unknown } | null;
      if (!origin || event.origin !== origin || event.source !== iframe.contentWindow) return;
      if (data?.type === 'tucan:3ds-method' && data.threeDSServerTransID === setup.threeDSServerTransID)
        done('Y');
    };
    const onAbort = () => done('N');
    const timer = setTimeout(() => done('N'), clampMethodTimeout(opts.timeoutMs));
    view.addEventListener('message', onMessage);
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    form.submit();
  });
}
