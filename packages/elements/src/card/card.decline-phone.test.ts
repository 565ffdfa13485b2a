import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { until } from '../../test/support/index.ts';
import { fillCard, inner, mountWithCharge, payButton, typeInto } from './card.testing.ts';

const start = { width: window.innerWidth, height: window.innerHeight };

afterEach(async () => {
  document.body.replaceChildren();
  window.scrollTo(0, 0);
  await page.viewport(start.width, start.height);
});

/** The element that has focus, looking through open shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** A merchant page taller than the phone: a header above the card and more content below it. */
function tallPage(): void {
  const sheet = document.createElement('style');
  sheet.textContent = '.above { block-size: 500px } .below { block-size: 900px }';
  const above = document.createElement('div');
  above.className = 'above';
  document.body.append(sheet, above);
}

describe('tucan-card: a decline on a phone', () => {
  it('brings the decline into view and moves focus to it after Pay at 375 × 667 (the page scrolls)', async () => {
    await page.viewport(375, 667);
    tallPage();
    const { el } = await mountWithCharge('BR', 150.75, { lang: 'pt-BR', fields: 'email document' });
    const below = document.createElement('div');
    below.className = 'below';
    document.body.append(below);
    await fillCard(el, { number: '4000000000000002' });
    await typeInto(el, 'email', 'ana@example.com');
    await typeInto(el, 'document', '52998224725');
    // The shopper scrolls down to Pay and presses it, as on a phone: Pay is in view, the card fields are not.
    payButton(el).scrollIntoView({ block: 'end' });
    await userEvent.click(payButton(el));
    await until(() => !el.payment.busy && el.payment.alert !== '');
    await el.updateComplete;
    const box = inner(el, '[part="alert-box"]');
    await until(() => deepActive() === box);
    const rect = box.getBoundingClientRect();
    expect(rect.top).toBeGreaterThanOrEqual(0);
    expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(box.textContent).toContain('Pagamento recusado');
    // Pay is back for another card (no longer busy, so no longer dimmed) before axe reads its colours.
    await until(
      () =>
        payButton(el).getAttribute('aria-disabled') === 'false' && !payButton(el).querySelector('.spinner'),
    );
    expect(await axeViolations(el)).toEqual([]);
    // From the alert, Shift+Tab goes back to the form's last field (the installments) and Tab on to Pay.
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(deepActive()).toBe(inner(el, '#installments'));
    await userEvent.keyboard('{Tab}');
    expect(deepActive()).toBe(payButton(el));
  });
});
