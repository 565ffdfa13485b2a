import type { GooglePayApi } from './google-pay.logic.ts';

/** Google's script, loaded only when a `<tucan-google-pay>` may be shown. */
export const PAY_JS_URL = 'https://pay.google.com/gp/p/js/pay.js';
/** The Trusted Types policy that may set the script's URL (to pay.js and nothing else). */
export const TRUSTED_TYPES_POLICY = 'tucan-google-pay';

/** Loads `google.payments.api`. `nonce` is the page's CSP nonce for the script, if `script-src` uses one. */
export type GooglePayLoader = (options: { nonce?: string }) => Promise<GooglePayApi>;

type Policy = { createScriptURL(url: string): unknown };
type WithTrustedTypes = typeof globalThis & {
  trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): Policy };
  google?: { payments?: { api?: GooglePayApi } };
};

let policy: Policy | undefined;
let loading: Promise<GooglePayApi> | undefined;

/** pay.js's URL as the page's Trusted Types (if any) accept it: through tucan's own, single-URL policy. */
function scriptUrl(): string {
  const tt = (globalThis as WithTrustedTypes).trustedTypes;
  if (!tt) return PAY_JS_URL;
  policy ??= tt.createPolicy(TRUSTED_TYPES_POLICY, {
    createScriptURL: (url) => {
      if (url !== PAY_JS_URL) throw new TypeError(`${TRUSTED_TYPES_POLICY}: only ${PAY_JS_URL}`);
      return url;
    },
  });
  return policy.createScriptURL(PAY_JS_URL) as string;
}

const loadedApi = () => (globalThis as WithTrustedTypes).google?.payments?.api;

/**
 * The default loader: one `<script async>` for pay.js per page, shared by every element; a failed load can be
 * tried again by the next element. Rejects (never logs) when the script cannot load.
 */
export const loadGooglePay: GooglePayLoader = ({ nonce } = {}) => {
  const ready = loadedApi();
  if (ready?.PaymentsClient) return Promise.resolve(ready);
  if (loading) return loading;
  const attempt = new Promise<GooglePayApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    if (nonce) script.nonce = nonce;
    const failed = (why: string) => {
      script.remove();
      reject(new Error(why));
    };
    script.addEventListener('load', () => {
      const api = loadedApi();
      if (api?.PaymentsClient) resolve(api);
      else failed('pay.js loaded without google.payments.api');
    });
    script.addEventListener('error', () => failed('pay.js could not be loaded'));
    try {
      script.src = scriptUrl();
    } catch {
      failed('Trusted Types refused the pay.js URL');
      return;
    }
    document.head.append(script);
  });
  loading = attempt;
  // A failed load is forgotten, so the next element may try again.
  attempt.catch(() => {
    if (loading === attempt) loading = undefined;
  });
  return attempt;
};
