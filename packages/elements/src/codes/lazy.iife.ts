/**
 * `lazy.ts` of the script-tag bundle: one file cannot split itself, so the drawing code ships beside it as
 * `tucan-qr.js` (with `qrcode`) and `tucan-bars.js`, ES modules loaded with `import()` from the URL of the
 * `tucan.iife.js` script itself (read once, while that script runs). `import()` needs no Trusted Types policy;
 * a strict CSP allows it from the script's own origin (`script-src 'self'`).
 */
const base =
  typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement
    ? document.currentScript.src
    : '';

function load<T>(file: string): Promise<T> {
  const url = new URL(file, base || globalThis.location?.href).href;
  return import(/* @vite-ignore */ url) as Promise<T>;
}

export const loadQr = () => load<typeof import('./qr-draw.ts')>('tucan-qr.js');
export const loadBars = () => load<typeof import('./bars-draw.ts')>('tucan-bars.js');
