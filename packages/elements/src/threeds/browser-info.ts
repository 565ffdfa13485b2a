import type { BrowserInfo } from '@tucan/client';
import { challengeWindowSize } from './challenge-window.ts';

/**
 * The EMV 3DS 2.2 browser data sent with pay (domain facts §1.5). Read at call time, never at import.
 * `browserTZ` is UTC minus local time in minutes (`getTimezoneOffset`), so UTC−3 gives 180.
 * `browserJavaEnabled` is false: no browser has run Java applets since 2018 (`navigator.javaEnabled()` returns
 * false in every one that still has it).
 * `challengeWindowSize` fits `viewport` (the page's, when the card runs in a frame and the challenge shows on the
 * page), else the layout viewport: not innerWidth alone, as a phone zoomed out over a page wider than the screen
 * reports a larger innerWidth than the screen can show the dialog in.
 */
export function collectBrowserInfo(viewport?: { width: number; height: number }): BrowserInfo {
  const root = document.documentElement;
  return {
    browserJavaEnabled: false,
    browserJavascriptEnabled: true,
    browserLanguage: (navigator.language || 'en').slice(0, 8),
    browserColorDepth: String(screen.colorDepth || 24),
    browserScreenHeight: screen.height,
    browserScreenWidth: screen.width,
    browserTZ: new Date().getTimezoneOffset(),
    browserUserAgent: navigator.userAgent.slice(0, 2048),
    challengeWindowSize: challengeWindowSize(
      viewport?.width ?? Math.min(innerWidth, root.clientWidth || innerWidth),
      viewport?.height ?? Math.min(innerHeight, root.clientHeight || innerHeight),
    ),
  };
}
