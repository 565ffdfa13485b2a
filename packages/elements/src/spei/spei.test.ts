import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  clipboardText,
  copyButton,
  mountCode,
  shownValue,
  until,
  waitForCode,
} from '../codes/codes.testing.ts';
import { isValidClabe } from '../domain/clabe.ts';
import './spei.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe('tucan-spei', () => {
  it('groups the CLABE for reading and copies its 18 digits; every detail has its own Copy', async () => {
    const { el } = await mountCode('tucan-spei', { country: 'MX', value: 1249.5, attrs: { lang: 'es-MX' } });
    await waitForCode(el);
    const shown = shownValue(el, 'clabe');
    expect(shown).toMatch(/^646 180 \d{4} \d{4} \d{3} \d$/);
    await userEvent.click(copyButton(el, 'clabe') as HTMLButtonElement);
    await until(() => copyButton(el, 'clabe')?.textContent?.trim() === 'Copiado');
    const copied = await clipboardText();
    expect(copied).toBe(shown.replaceAll(' ', ''));
    expect(isValidClabe(copied)).toBe(true);

    const copies: Record<string, string> = {};
    for (const key of ['amount', 'reference', 'bank', 'beneficiary']) {
      await userEvent.click(copyButton(el, key) as HTMLButtonElement);
      await until(() => copyButton(el, key)?.textContent?.trim() === 'Copiado');
      copies[key] = await clipboardText();
    }
    expect(copies).toEqual({
      amount: '1249.50',
      reference: expect.stringMatching(/^\d{7}$/),
      bank: 'STP',
      beneficiary: 'Sandbox wallet MX',
    });
    expect(shownValue(el, 'amount')).toBe('$1,249.50');
  });
});
