import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import { plansCode } from './card.charge.ts';
import { fillCard, formOf, mountWithCharge, payButton } from './card.testing.ts';

// The plans' view (`card.plans.ts`) is asked for with the installment simulation. `plansCode.load` is the real
// `import()`; this file fails it (no network) before any card has loaded it.
const realLoad = plansCode.load;

afterEach(() => {
  plansCode.load = realLoad;
  document.body.replaceChildren();
});

describe('tucan-card: installment plans whose view cannot load', () => {
  it('offer no plan: the installments row says “Pay in full”, Pay says the charge’s amount, and the shopper pays in full', async () => {
    plansCode.load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const { el, rec } = await mountWithCharge('BR', 1200);
    // The simulation answered (the charge's value is the service's) with plans, none of which is offered.
    await until(() => formOf(el).charge.value === 1200);
    expect(formOf(el).charge.choices).toEqual([]);
    const row = el.shadowRoot?.querySelector<HTMLSelectElement>('#installments');
    expect(row?.textContent?.trim()).toBe('Pay in full');
    expect(row?.disabled).toBe(true);
    await fillCard(el, { number: '4111111111111111' });
    expect(payButton(el).textContent).toContain('1,200.00');
    await userEvent.click(payButton(el));
    await until(() => el.payment.done);
    expect(rec.pays()[0]?.body?.installments).toBe(1);
  });
});
