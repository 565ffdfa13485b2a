/** The countdown and the steps of the waiting screen. */
import { html, nothing } from 'lit';
import { clockFace, durationParts } from '../domain/countdown.ts';
import { icon, type ScreenContext } from './code.templates.ts';

const DAY = 86_400_000;

/** The time left (a clock face, with days when more than one), or the due date of a voucher. */
export function countdownBlock(
  ctx: ScreenContext,
  remaining: number | undefined,
  expiresAt: number | undefined,
  dueDate: string | undefined,
  when: (w: number | string) => string,
) {
  // A due date is a date only (no time: boleto, Pago Fácil): the same block, its label saying so, no countdown.
  if (dueDate) {
    return html`<div class="countdown due" part="countdown">${icon('clock')}
      <div class="clock-text"><span class="clock-label" id="countdown-label">${ctx.t('due.label')}</span>
        <span class="clock date">${when(dueDate)}</span></div></div>`;
  }
  if (expiresAt === undefined || remaining === undefined) return nothing;
  // Over a day, seconds are noise: days, hours and minutes (rounded up, like the clock face).
  const { days, hours, minutes } = durationParts(Math.ceil(remaining / 60_000) * 60_000);
  const face =
    remaining > DAY
      ? ctx.t('countdown.days', {
          days: String(days),
          hours: String(hours),
          minutes: String(minutes).padStart(2, '0'),
        })
      : clockFace(remaining);
  return html`<div class="countdown" part="countdown">
    ${icon('clock')}
    <div class="clock-text">
      <span class="clock-label" id="countdown-label">${ctx.t('countdown.label')}</span>
      <span class="clock" role="timer" aria-labelledby="countdown-label">${face}</span>
      <span class="until">${ctx.t('expires.at', { when: when(expiresAt) })}</span>
    </div>
  </div>`;
}

/**
 * The steps to pay. `amount`: the step that asks for the exact amount (a cash voucher) carries it, shown where the
 * total line is out of view (in the checkout on a phone; see `.step-amount`).
 */
export function stepsList(
  _ctx: ScreenContext,
  title: string,
  steps: readonly string[],
  amount?: { step: number; value: string },
) {
  if (!steps.length) return nothing;
  return html`<div class="steps-box"><h3 class="steps-title" id="steps-title">${title}</h3>
    <ol class="steps" part="steps" aria-labelledby="steps-title">${steps.map(
      (s, i) =>
        html`<li><span>${s}${
          amount?.value && amount.step === i + 1
            ? html`<strong class="step-amount">${amount.value}</strong>`
            : nothing
        }</span></li>`,
    )}</ol></div>`;
}
