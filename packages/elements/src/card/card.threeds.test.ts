import { createClient } from '@tucan/client';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { statusInSandbox, until } from '../../test/support/index.ts';
import type { TucanChallengeElement } from '../threeds/challenge.element.ts';
import { runThreeDsMethod } from '../threeds/method.ts';
import { fillCard, inner, mountWithCharge, payButton } from './card.testing.ts';

const baseUrl = inject('sandboxUrl');

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

const setup = (attrs: Record<string, string> = {}) => mountWithCharge('BR', 321.5, attrs);

const challengeOf = (el: HTMLElement) => inner(el as never, 'tucan-3ds-challenge') as TucanChallengeElement;
const dialogOf = (el: HTMLElement) =>
  challengeOf(el).shadowRoot?.querySelector('dialog') as HTMLDialogElement;
const frameOf = (el: HTMLElement) => challengeOf(el).shadowRoot?.querySelector('iframe') as HTMLIFrameElement;
const inDialog = (el: HTMLElement, selector: string) =>
  challengeOf(el).shadowRoot?.querySelector<HTMLButtonElement>(selector) as HTMLButtonElement;

/** The shopper answers the bank's one-time-password page inside the challenge iframe. */
async function answerChallenge(el: HTMLElement, otp: string) {
  const frame = page.frameLocator(page.elementLocator(frameOf(el)));
  await frame.getByLabelText('One-time password').fill(otp);
  await userEvent.keyboard('{Enter}');
}

async function startChallenge(number: string, extra: Record<string, string> = {}) {
  const ctx = await setup(extra);
  await fillCard(ctx.el, { number });
  await userEvent.click(payButton(ctx.el));
  await until(() => dialogOf(ctx.el)?.open === true && frameOf(ctx.el) !== null);
  return ctx;
}

describe('tucan-card: 3DS device data collection (3DS Method)', () => {
  it('sends threeDSCompInd U when the card range has no 3DS Method', async () => {
    const { el, rec } = await setup();
    await fillCard(el, { number: '4000040000000008' });
    await userEvent.click(payButton(el));
    await until(() => el.payment.done);
    expect(rec.pays()[0]?.body?.threeDSCompInd).toBe('U');
  });

  it('gives up on a silent 3DS Method after the timeout and sends threeDSCompInd N', async () => {
    const { el, rec, charge } = await setup({ 'method-timeout': '300' });
    await fillCard(el, { number: '4000030000000009' });
    await userEvent.click(payButton(el));
    await until(() => el.payment.done);
    expect(rec.pays()[0]?.body?.threeDSCompInd).toBe('N');
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
  });

  it('applies the 10-second rule: N after exactly 10 s without a notification', async () => {
    const charge = await commands.createCharge({ country: 'BR', value: 10 });
    const { data: setupData } = await createClient({ baseUrl }).setupAuthentication({
      charge_uuid: charge.charge_uuid,
      card_bin: '40000300',
    });
    const container = document.createElement('div');
    document.body.append(container);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let result: string | undefined;
    void runThreeDsMethod(setupData, { container }).then((r) => {
      result = r;
    });
    const frame = container.querySelector('iframe');
    expect(frame?.hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe('N');
    expect(container.querySelector('iframe')).toBeNull();
  });
});

describe('tucan-card: 3DS challenge', () => {
  it('opens the challenge in an accessible modal sized to the viewport, and pays after the right code', async () => {
    const { el, rec, events, charge } = await startChallenge('4000000000003220');
    const browser = rec.pays()[0]?.body?.browser as { challengeWindowSize?: string } | undefined;
    const size = browser?.challengeWindowSize;
    expect(size).toMatch(/^0[1-5]$/);
    // The frame's stage carries the window size the pay request asked for.
    expect(frameOf(el).closest(`.size-${size}`)).not.toBeNull();
    const rect = frameOf(el).getBoundingClientRect();
    expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(dialogOf(el).getAttribute('aria-labelledby')).toBe('challenge-title');
    await expect.poll(() => challengeOf(el).shadowRoot?.activeElement).not.toBeNull();
    expect(await axeViolations(el)).toEqual([]);
    expect(events.map((e) => e.detail.status)).toContain('pending');

    await answerChallenge(el, '123456');
    await until(() => el.payment.done);
    expect(dialogOf(el).open).toBe(false);
    // Focus leaves the closed dialog for the result.
    await until(() => el.shadowRoot?.activeElement?.classList.contains('result') === true);
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
    const validate = rec.calls.find((c) => c.path.endsWith('/validate'));
    expect(validate?.body?.cres).toEqual(expect.any(String));
    expect(events.at(-1)?.type).toBe('tucan-complete');
  });

  it('shows a failed challenge as not confirmed by the bank, and the card can be changed', async () => {
    const { el, events, charge } = await startChallenge('4000008400001629');
    await answerChallenge(el, '123456');
    await until(() => !el.payment.busy && el.payment.alert !== '');
    expect(inner(el, '[part="alert"]').textContent).toBe(
      'Your bank did not confirm the payment. Try again or use another card.',
    );
    expect(events.find((e) => e.type === 'tucan-error')?.detail).toMatchObject({
      code: 'AUTHENTICATION_FAILED',
    });
    expect(await statusInSandbox(charge.charge_uuid)).toBe('error');
    expect(el.payment.done).toBe(false);
    // Focus goes to the message next to the card fields (it concerns the card), so it is in view and read out.
    await expect.poll(() => el.shadowRoot?.activeElement).toBe(inner(el, '[part="alert-box"]'));
  });

  it('never opens a challenge at a javascript: URL from the service', async () => {
    const { el, rec, events } = await setup();
    el.client = {
      ...rec.client,
      pay: async () =>
        ({
          data: {
            status: 'pending',
            url_3ds: 'javascript:alert(1)',
            creq: 'e30',
            authentication_uuid: 'a-1',
          },
        }) as never,
    };
    await fillCard(el, { number: '4000000000003220' });
    await userEvent.click(payButton(el));
    await until(() => !el.payment.busy && el.payment.notice !== '');
    expect(dialogOf(el).open).toBe(false);
    expect(frameOf(el)).toBeNull();
    // The challenge is refused, and since the service never said how the attempt ended, neither does the widget.
    expect(events.filter((e) => e.type === 'tucan-error').map((e) => e.detail.code)).toEqual([
      'outcome_unknown',
    ]);
    expect(el.shadowRoot?.textContent).not.toContain('No money was taken');
  });

  it('asks before abandoning on Esc or Close, then cancels the charge and moves focus to the result', async () => {
    const { el, events, charge } = await startChallenge('4000000000003220');
    // Focus starts on the dialog's heading, Tab reaches Close, and it cannot leave the dialog: Shift+Tab wraps to
    // the bank frame, Tab past it to Close.
    await expect.poll(() => challengeOf(el).shadowRoot?.activeElement).toBe(inDialog(el, '#challenge-title'));
    await userEvent.keyboard('{Tab}');
    await expect.poll(() => challengeOf(el).shadowRoot?.activeElement).toBe(inDialog(el, '.close'));
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.poll(() => challengeOf(el).shadowRoot?.activeElement).toBe(frameOf(el));
    inDialog(el, '.guard:last-of-type').focus();
    await expect.poll(() => challengeOf(el).shadowRoot?.activeElement).toBe(inDialog(el, '.close'));
    // The focus left the bank's frame by script: Esc would still go to that frame until it knows (docs/testing.md).
    await expect.poll(() => commands.frameHasFocus('/sandbox/acs/')).toBe(false);
    await userEvent.keyboard('{Escape}');
    await until(() => inDialog(el, '.keep') !== null);
    expect(dialogOf(el).open).toBe(true);
    await expect.poll(() => challengeOf(el).shadowRoot?.activeElement).toBe(inDialog(el, '.keep'));
    expect(await axeViolations(el)).toEqual([]);
    await userEvent.click(inDialog(el, '.keep'));
    expect(dialogOf(el).open).toBe(true);

    await userEvent.click(inDialog(el, '.close'));
    await until(() => inDialog(el, '.abandon') !== null);
    await userEvent.click(inDialog(el, '.abandon'));
    await until(() => !el.payment.busy && el.payment.alert !== '');
    expect(dialogOf(el).open).toBe(false);
    expect(inner(el, '[part="alert"]').textContent).toBe(
      'The bank verification was canceled. No money was taken.',
    );
    // The sandbox settles an abandoned challenge at once: canceled, one error, and the result takes focus.
    expect(events.filter((e) => e.type === 'tucan-error').map((e) => e.detail.code)).toEqual([
      'challenge_abandoned',
    ]);
    expect(el.payment.done).toBe(true);
    expect(el.payment.status).toBe('canceled');
    await expect.poll(() => el.shadowRoot?.activeElement?.classList.contains('result')).toBe(true);
    expect(await statusInSandbox(charge.charge_uuid)).toBe('canceled');
  });

  it('gives up a challenge the shopper does not finish in time', async () => {
    const { el, events } = await startChallenge('4000000000003220', { 'challenge-timeout': '800' });
    await until(() => !el.payment.busy && el.payment.alert !== '');
    expect(dialogOf(el).open).toBe(false);
    expect(events.find((e) => e.type === 'tucan-error')?.detail).toMatchObject({ code: 'challenge_timeout' });
  });

  it('shows the final status when the bank times the challenge out', async () => {
    // The bank's page answers at once that the time ran out: the dialog may open and close between two looks, so
    // the test waits for the outcome, not for the dialog.
    const { el, charge } = await setup();
    await fillCard(el, { number: '4000000000003147' });
    await userEvent.click(payButton(el));
    await until(() => el.payment.done, 20_000);
    expect(el.payment.status).toBe('canceled');
    expect(await statusInSandbox(charge.charge_uuid)).toBe('canceled');
  });

  it('waits for a decoupled approval in the bank app', async () => {
    const { el, charge } = await setup();
    await fillCard(el, { number: '4000000000003089' });
    await userEvent.click(payButton(el));
    await until(() => el.payment.notice !== '');
    expect(el.payment.notice).toBe('Approve this payment in your bank app. This page will update by itself.');
    await until(() => el.payment.done, 20_000);
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
  });
});
