/**
 * EMV 3DS `challengeWindowSize` (domain facts §1.3): the largest fixed window that fits the viewport with the
 * dialog's own chrome around it (48 px across, 120 px down: padding, borders, the title bar), else `05` (full
 * screen), which is also what viewports under 480 px wide get. The windows, by area: 03 500×600, 04 600×400,
 * 02 390×400, 01 250×400. 01 is never the largest that fits: from 480 px wide, 02 fits wherever 01 does.
 * Pure.
 */
export type ChallengeWindowSize = '01' | '02' | '03' | '04' | '05';

export function challengeWindowSize(viewportWidth: number, viewportHeight: number): ChallengeWindowSize {
  const fits = (w: number, h: number) => w + 48 <= viewportWidth && h + 120 <= viewportHeight;
  if (viewportWidth < 480) return '05';
  return fits(500, 600) ? '03' : fits(600, 400) ? '04' : fits(390, 400) ? '02' : '05';
}
