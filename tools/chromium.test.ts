import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findChromium } from './chromium.ts';

describe('the browser finder shared by Vitest and Playwright', () => {
  it('uses TUCAN_CHROMIUM when it is set', () => {
    expect(findChromium({ TUCAN_CHROMIUM: process.execPath })).toBe(process.execPath);
  });

  it('says in one line how to get a browser when TUCAN_CHROMIUM points nowhere', () => {
    expect(() => findChromium({ TUCAN_CHROMIUM: '/nonexistent/chromium' })).toThrow(
      /TUCAN_CHROMIUM=\/nonexistent\/chromium does not exist.*apt-get install -y chromium/,
    );
  });

  it('falls back to the system Chromium: for tests its headless shell when installed, for the bench the browser', () => {
    expect(findChromium({})).toMatch(/chrom/i);
    expect(findChromium({}, 'shopper')).not.toMatch(/headless-shell/);
    if (existsSync('/usr/bin/chromium-headless-shell')) {
      expect(findChromium({})).toBe('/usr/bin/chromium-headless-shell');
    }
  });
});
