/**
 * The drawing code, loaded on first use as separate chunks (in the npm build and in the script-tag chunks, which
 * resolve them next to themselves).
 */
export const loadQr = (): Promise<typeof import('./qr-draw.ts')> => import('./qr-draw.ts');
export const loadBars = (): Promise<typeof import('./bars-draw.ts')> => import('./bars-draw.ts');
