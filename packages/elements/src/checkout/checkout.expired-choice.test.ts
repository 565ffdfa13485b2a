/**
 * `<tucan-checkout>` after a code expired, with the merchant's `newCharge` (docs/contract.md K17, G3): every method
 * stays offered; choosing another one asks the merchant for the new charge once, and that method pays it. The card
 * in both modes, by the same assertions. Against the sandbox; the pix's code expires in seconds through the
 * recording client.
 */

import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { statusInSandbox, until } from '../../test/support/index.ts';
import type { TucanCardElement } from '../card/card.element.ts';
import { MODES } from '../card/card.modes.testing.ts';
import { codeClient, firstCodeExpiresIn } from '../codes/codes.testing.ts';
import './checkout.ts';
import type { TucanCheckoutElement } from './checkout.element.ts';
import { cardIn, ended, mountCheckout, offered, payByCard, radio, root, said } from './checkout.testing.ts';

const baseUrl = inject('sandboxUrl');

afterEach(() => {
  document.body.replaceChildren();
});

type Pix = HTMLElement & { client: unknown; chargeUuid: string };
const pix = (el: TucanCheckoutElement) => root(el).querySelector('tucan-pix') as Pix | null;
const card = (el: TucanCheckoutElement) => root(el).querySelector('tucan-card') as TucanCardElement | null;
const pixButton = (el: TucanCheckoutElement, name: string) =>
  [...(pix(el)?.shadowRoot?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find(
    (b) => b.textContent?.trim() === name && b.checkVisibility(),
  );
/** The panel of a method's row, as a shopper sees it (shown or not). */
const panelShown = (el: TucanCheckoutElement, id: string) =>
  root(el).querySelector<HTMLElement>(`.panel[data-method="${id}"]`)?.checkVisibility() ?? false;

/**
 * The drop-in (pix first, the card in `isolation`, boleto) for a new Brazilian charge, with a `newCharge` that
 * creates a new sandbox charge once `gate` lets it (`undefined` to give none); its pix's first code expires two
 * seconds after it is issued, and has expired.
 */
async function expiredPix(isolation: string, gate: Promise<boolean>) {
  const asked: string[] = [];
  const created: string[] = [];
  const { el, charge, events } = await mountCheckout({
    attrs: { methods: 'pix boleto credit_card', isolation },
    before: (checkout) => {
      checkout.newCharge = async () => {
        asked.push(checkout.chargeUuid);
        if (!(await gate)) return undefined;
        const next = await commands.createCharge({ country: 'BR', value: 150.75 });
        created.push(next.charge_uuid);
        return next.charge_uuid;
      };
    },
  });
  const rec = codeClient(baseUrl, firstCodeExpiresIn(2_000));
  await until(() => !!pix(el), 20_000);
  (pix(el) as Pix).client = rec.client;
  await until(() => !!pixButton(el, 'Generate Pix code'), 20_000);
  await userEvent.click(pixButton(el, 'Generate Pix code') as HTMLButtonElement);
  await until(() => events.some((e) => e.type === 'tucan-error' && e.detail.code === 'expired'), 20_000);
  await until(() => !!pixButton(el, 'Generate a new code'));
  return { el, charge, asked, created, rec };
}

describe.each(MODES)('tucan-checkout, card isolation="%s": a pix code that expired', (mode) => {
  it('leaves every method offered; choosing the card asks for one new charge, which the card pays', async () => {
    let open: (go: boolean) => void = () => undefined;
    const gate = new Promise<boolean>((resolve) => {
      open = resolve;
    });
    const { el, charge, asked, created } = await expiredPix(mode, gate);
    // The pix says its code expired and offers a new one; the other methods are still there to choose.
    expect(pix(el)?.shadowRoot?.querySelector('.alert-title')?.textContent?.trim()).toBe(
      'This code has expired',
    );
    expect(offered(el)).toEqual(['pix', 'card', 'boleto']);
    expect(ended(el)).toBeNull();
    expect(asked).toEqual([]);
    expect(await axeViolations(el)).toEqual([]);

    // The card, then the boleto, before the merchant answers: one new charge asked for, nothing shown for the old.
    radio(el, 'card').click();
    await until(() => asked.length === 1);
    expect(panelShown(el, 'card')).toBe(false);
    expect(said(el)).toBe('Loading…');
    radio(el, 'boleto').click();
    expect(radio(el, 'boleto').checked).toBe(true);
    radio(el, 'card').click();
    open(true);
    await until(() => created.length === 1 && el.chargeUuid === created[0], 20_000);
    const next = created[0] as string;
    expect(asked).toEqual([charge.charge_uuid]);
    await until(() => card(el)?.getAttribute('charge-uuid') === next && panelShown(el, 'card'));
    // Nothing more to say once the card's code is here (until then, "Loading…" for it).
    await until(() => said(el) === '', 20_000);
    expect(pix(el)?.chargeUuid).toBe(next);

    // The card pays the new charge; the old one stays canceled, no other charge was made.
    await payByCard(await cardIn(el, mode), mode, '4111111111111111');
    await until(() => el.rendered.done, 30_000);
    expect(await statusInSandbox(next)).toMatch(/^(paid|confirmed)$/);
    expect(asked).toHaveLength(1);
    expect(created).toHaveLength(1);
  });
});

describe('tucan-checkout: a pix code that expired, then another method', () => {
  it('going back to the pix after the new charge offers a fresh code for it, with no other charge', async () => {
    const { el, asked, created, rec } = await expiredPix('inline', Promise.resolve(true));
    radio(el, 'boleto').click();
    await until(() => created.length === 1 && el.chargeUuid === created[0], 20_000);
    radio(el, 'pix').click();
    // The pix starts over for the new charge: its first button, not "Generate a new code".
    await until(() => !!pixButton(el, 'Generate Pix code'), 20_000);
    expect(pixButton(el, 'Generate a new code')).toBeUndefined();
    await userEvent.click(pixButton(el, 'Generate Pix code') as HTMLButtonElement);
    await until(() => rec.pays().length === 2, 20_000);
    expect(rec.pays()[1]?.path).toBe(`/api/v1/bank/public/charge/${created[0]}/pay`);
    expect(asked).toHaveLength(1);
    expect(await statusInSandbox(created[0] as string)).toBe('issued');
  });

  it('when the merchant gives no new charge: goes back to the pix and says so, in pt-BR', async () => {
    const { el, asked } = await expiredPix('inline', Promise.resolve(false));
    el.setAttribute('lang', 'pt-BR');
    await until(() => !!pixButton(el, 'Gerar novo código'));
    radio(el, 'card').click();
    await until(() => said(el) !== '' && said(el) !== 'Carregando…');
    expect(said(el)).toBe(
      'Não foi possível iniciar um novo pagamento com esta forma. Tente de novo ou recarregue a página.',
    );
    expect(radio(el, 'pix').checked).toBe(true);
    expect(panelShown(el, 'pix')).toBe(true);
    expect(offered(el)).toEqual(['pix', 'card', 'boleto']);
    expect(asked).toHaveLength(1);
    expect(await axeViolations(el)).toEqual([]);
  });
});
