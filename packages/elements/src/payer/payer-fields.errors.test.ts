import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import { mountCode, q } from '../codes/codes.testing.ts';
import '../pix/pix.ts';

afterEach(() => {
  document.body.replaceChildren();
});

const error = (el: Element, id: string) => q(el, `#${id}-error`)?.textContent?.trim() ?? '';
const input = (el: Element, id: string) => q<HTMLInputElement>(el, `#${id}`) as HTMLInputElement;

/**
 * The code elements' payer step shows its errors by the card's rule, the payer fields' one: on leaving a field the
 * shopper typed in, and on submit; while the shopper types, a shown error stays (updated) until the value is a valid
 * prefix again; a field only passed through says nothing.
 */
describe('the payer step tells errors as the card does', () => {
  it('says nothing for a field passed through, keeps a shown error while the value is still wrong, hides it once right', async () => {
    const { el } = await mountCode('tucan-pix', { attrs: { fields: 'document email', lang: 'en' } });
    await until(() => q(el, '#name') !== null);
    // Passing through the name without typing: no error.
    input(el, 'name').focus();
    input(el, 'document').focus();
    await el.updateComplete;
    expect(error(el, 'name')).toBe('');
    // A short CPF, left: its length; typing on, still wrong: the error stays (now the check's); right: it goes.
    await userEvent.keyboard('5299822472');
    input(el, 'email').focus();
    await until(() => error(el, 'document') === 'A CPF has 11 digits.');
    expect(input(el, 'document').getAttribute('aria-invalid')).toBe('true');
    input(el, 'document').focus();
    await userEvent.keyboard('4');
    await el.updateComplete;
    expect(input(el, 'document').value).toBe('529.982.247-24');
    expect(error(el, 'document')).toBe('This CPF is not valid.');
    await userEvent.keyboard('{Backspace}5');
    await until(() => error(el, 'document') === '');
    expect(input(el, 'document').getAttribute('aria-invalid')).toBe('false');
    // An optional email left empty says nothing; a wrong one, left, says so.
    input(el, 'email').focus();
    await userEvent.keyboard('ana@');
    input(el, 'name').focus();
    await until(() => error(el, 'email') !== '');
    expect(error(el, 'name')).toBe('');
  });
});
