import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import { mountCode, q, visibleText, waitForCode } from '../codes/codes.testing.ts';
import './pix.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe('tucan-pix', () => {
  it('smoke', async () => {
    const { el, rec } = await mountCode('tucan-pix');
    await waitForCode(el);
    console.log(visibleText(el), rec.pays().length);
    expect(await axeViolations(el)).toEqual([]);
    expect(q(el, '.qr img')).not.toBeNull();
  });
});
