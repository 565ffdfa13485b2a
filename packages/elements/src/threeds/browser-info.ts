import type { BrowserInfo } from '@tucan/client';
import type { ChallengeWindowSize } from './challenge-window.ts';

/**
 * The EMV 3DS 2.2 browser data sent with pay (domain facts §1.5). Read at call time, never at import.
 * `browserTZ` is UTC minus local time in minutes (`getTimezoneOffset`), so UTC−3 gives 180.
 */
export function collectBrowserInfo(challengeWindowSize: ChallengeWindowSize): BrowserInfo {
  const nav = navigator as Navigator & { javaEnabled?: () => boolean };
  let java = false;
  try {
    java = typeof nav.javaEnabled === 'function' ? nav.javaEnabled() : false;
  } catch {}
  return {
    browserJavaEnabled: java,
    browserJavascriptEnabled: true,
    browserLanguage: (navigator.language || 'en').slice(0, 8),
    browserColorDepth: String(screen.colorDepth || 24),
    browserScreenHeight: screen.height,
    browserScreenWidth: screen.width,
    browserTZ: new Date().getTimezoneOffset(),
    browserUserAgent: navigator.userAgent.slice(0, 2048),
    challengeWindowSize,
  };
}
