/**
 * The drawing code, loaded on first use as separate chunks. The script-tag build replaces this module with
 * `lazy.iife.ts`, which loads the same code from files next to `tucan.iife.js`.
 */
export const loadQr = (): Promise<typeof import('./qr-draw.ts')> => import('./qr-draw.ts');
export const loadBars = (): Promise<typeof import('./bars-draw.ts')> => import('./bars-draw.ts');
