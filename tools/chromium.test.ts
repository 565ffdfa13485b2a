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
    // A machine with the headless shell alone (CI) has no browser for the bench, and says how to get one.
    if (existsSync('/usr/bin/chromium')) expect(findChromium({}, 'shopper')).toBe('/usr/bin/chromium');
    else expect(() => findChromium({}, 'shopper')).toThrow(/no Chromium found/);
    if (existsSync('/usr/bin/chromium-headless-shell')) {
      expect(findChromium({})).toBe('/usr/bin/chromium-headless-shell');
    }
  });
});
