import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import type { TucanChallengeElement } from '../threeds/challenge.element.ts';
import { fillCard, inner, mountWithCharge, payButton, typeInto } from './card.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

const challengeOf = (el: HTMLElement) => inner(el as never, 'tucan-3ds-challenge') as TucanChallengeElement;
const inDialog = (el: HTMLElement, selector: string) =>
  challengeOf(el).shadowRoot?.querySelector<HTMLButtonElement>(selector) as HTMLButtonElement;

/** What the shopper can still see and use once the charge is final. */
function finalView(el: HTMLElement & { shadowRoot: ShadowRoot | null }) {
  const root = el.shadowRoot as ShadowRoot;
  const visible = (selector: string) =>
    [...root.querySelectorAll<HTMLElement>(selector)].filter((e) => e.checkVisibility());
  return {
    inputs: visible('form input, form select'),
    payVisible: payButton(el as never).checkVisibility(),
    result: root.querySelector('.result')?.checkVisibility() ?? false,
  };
}

describe('tucan-card: once the charge is final', () => {
  it('replaces the form with the paid status: no Pay button and no card field is left to use', async () => {
    const { el, rec, events } = await mountWithCharge('BR', 88.1);
    await fillCard(el, { number: '4000000000002701' });
    await userEvent.click(payButton(el));
    await until(() => el.payment.done);

    expect(finalView(el)).toEqual({ inputs: [], payVisible: false, result: true });
    // Nothing can be submitted any more: Enter or a scripted submit sends nothing.
    const calls = rec.calls.length;
    inner<HTMLFormElement>(el, 'form').requestSubmit();
    await el.updateComplete;
    expect(rec.calls.length).toBe(calls);
    expect(events.filter((e) => e.type === 'tucan-error')).toEqual([]);
  });

  it('replaces the form with the canceled status after an abandoned challenge', async () => {
    const { el } = await mountWithCharge('BR', 91.2);
    await fillCard(el, { number: '4000000000003220' });
    await userEvent.click(payButton(el));
    await until(() => inDialog(el, '.close') !== null && challengeOf(el).isOpen);
    await userEvent.click(inDialog(el, '.close'));
    await until(() => inDialog(el, '.abandon') !== null);
    await userEvent.click(inDialog(el, '.abandon'));
    await until(() => el.payment.done && el.payment.status === 'canceled');

    expect(finalView(el)).toEqual({ inputs: [], payVisible: false, result: true });
    expect(el.shadowRoot?.querySelector('tucan-status')?.getAttribute('status')).toBe('canceled');
    // Announced in the words the result shows: its title, what happened to the money and the next step.
    await until(
      () =>
        inner(el, '[role="status"]').textContent ===
        'Payment canceled. This payment was canceled, or the bank confirmation was not completed. No money was taken. To try again, start a new payment.',
    );
  });

  it('keeps the form usable after a decline, so the shopper can try another card', async () => {
    const { el } = await mountWithCharge('BR', 92.3);
    await fillCard(el, { number: '4000000000000002' });
    await userEvent.click(payButton(el));
    await until(() => !el.payment.busy && el.payment.alert !== '');

    expect(el.payment.done).toBe(false);
    expect(payButton(el).checkVisibility()).toBe(true);
    expect(inner(el, '#number').checkVisibility()).toBe(true);
  });

  for (const [what, id, keys] of [
    ['card number', 'number', '{Backspace}'],
    ['expiry date', 'expiry', '{Backspace}1'],
    ['security code', 'cvc', '{Backspace}4'],
  ] as const) {
    it(`clears the decline message once the shopper edits the ${what}`, async () => {
      const { el } = await mountWithCharge('BR', 92.4);
      await fillCard(el, { number: '4000000000000002' });
      await userEvent.click(payButton(el));
      await until(() => !el.payment.busy && el.payment.alert !== '');
      const alert = inner(el, '[part="alert"]');
      expect(alert.checkVisibility()).toBe(true);
      await typeInto(el, 'name', 'a');
      expect(alert.textContent).not.toBe('');
      await typeInto(el, id, keys);
      expect(alert.textContent).toBe('');
      expect(alert.checkVisibility()).toBe(false);
    });
  }
});
