import { createClient } from '@tucan/client';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { MODES, mountCardIn, seenUntil } from './card.modes.testing.ts';
import { inner } from './card.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

const brl = (v: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'BRL' }).format(v);

describe.each(MODES)('tucan-card (%s): the installment plans', (mode) => {
  it('show with the simulation, labelled and described; the keyboard picks a plan, whose total is read under the select and on Pay', async () => {
    const view = await mountCardIn(mode, 'BR', 1200);
    const sim = (
      await createClient({ baseUrl: inject('sandboxUrl') }).simulateInstallments(view.charge.charge_uuid)
    ).data;
    const two = sim.options.find((o) => o.installments === 2);
    expect(two?.total_value).toBeGreaterThan(0);
    await seenUntil(view, '#installments option', (s) => s.length === sim.options.length);
    // Its name is its label, its description the chosen plan's line (empty for one payment).
    expect((await view.seen('label[for="installments"]')).map((s) => s.text)).toEqual(['Installments']);
    expect(await view.seen('select#installments[aria-describedby="installments-detail"]')).toHaveLength(1);
    // The keyboard: focus the select, the down arrow picks the next plan (2×).
    if (view.mode === 'frame') {
      await commands.frameType('#installments', '');
      await commands.pressKey('ArrowDown');
    } else {
      inner<HTMLSelectElement>(view.el, '#installments').focus();
      await userEvent.keyboard('{ArrowDown}');
    }
    const total = brl(two?.total_value ?? 0);
    await seenUntil(
      view,
      '#installments-detail',
      ([d]) => !!d?.visible && d.text.startsWith(`Total ${total}`),
    );
    await seenUntil(view, 'button[type="submit"]', ([b]) => !!b?.text.includes(total));
  });
});
