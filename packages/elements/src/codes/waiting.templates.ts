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
  if (dueDate) {
    return html`<div class="countdown due" part="countdown">${icon('clock')}
      <p class="clock-label">${ctx.t('due.at', { date: when(dueDate) })}</p></div>`;
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
    </div>
    <span class="until">${ctx.t('expires.at', { when: when(expiresAt) })}</span>
  </div>`;
}

export function stepsList(_ctx: ScreenContext, title: string, steps: readonly string[]) {
  if (!steps.length) return nothing;
  return html`<div class="steps-box"><h3 class="steps-title" id="steps-title">${title}</h3>
    <ol class="steps" part="steps" aria-labelledby="steps-title">${steps.map((s) => html`<li>${s}</li>`)}</ol></div>`;
}
