/**
 * EMV 3DS `challengeWindowSize` (domain facts §1.3): the largest fixed window that fits the viewport with the
 * dialog's own chrome around it, else `05` (full screen), which is also what small phones get. Pure.
 */
export type ChallengeWindowSize = '01' | '02' | '03' | '04' | '05';

export const CHALLENGE_WINDOWS: Readonly<Record<Exclude<ChallengeWindowSize, '05'>, [number, number]>> = {
  '01': [250, 400],
  '02': [390, 400],
  '03': [500, 600],
  '04': [600, 400],
};

/** Room the dialog needs around the iframe: padding and borders across, the title bar and padding down. */
export const DIALOG_CHROME = { width: 48, height: 120 } as const;

export function challengeWindowSize(viewportWidth: number, viewportHeight: number): ChallengeWindowSize {
  let best: ChallengeWindowSize = '05';
  let bestArea = 0;
  if (viewportWidth < 480) return '05';
  for (const [code, [w, h]] of Object.entries(CHALLENGE_WINDOWS)) {
    const fits = w + DIALOG_CHROME.width <= viewportWidth && h + DIALOG_CHROME.height <= viewportHeight;
    if (fits && w * h > bestArea) {
      best = code as ChallengeWindowSize;
      bestArea = w * h;
    }
  }
  return best;
}
