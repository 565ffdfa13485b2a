import { describe, expect, it } from 'vitest';
import { challengeWindowSize } from './challenge-window.ts';

describe('3DS challenge window size for the viewport', () => {
  it('picks the largest fixed window that fits a desktop viewport', () => {
    expect(challengeWindowSize(1280, 800)).toBe('03'); // 500 × 600
    expect(challengeWindowSize(1280, 560)).toBe('04'); // 600 × 400: 600 tall does not fit
    expect(challengeWindowSize(560, 560)).toBe('02'); // 390 × 400
  });

  it('goes full screen on phones and when nothing fits', () => {
    expect(challengeWindowSize(390, 844)).toBe('05');
    expect(challengeWindowSize(800, 300)).toBe('05');
  });
});
