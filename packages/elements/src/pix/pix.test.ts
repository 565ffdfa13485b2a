import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import { codeClient, copyButton, mountCode, q, shownValue, waitForCode } from '../codes/codes.testing.ts';
import { rasterize, readQr } from '../codes/decode.testing.ts';
import './pix.ts';
import type { TucanPixElement } from './pix.element.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/** A pix element showing a payload the merchant's backend already has (standalone: no pay call). */
async function standalone(payload: Record<string, unknown>) {
  const rec = codeClient(inject('sandboxUrl'));
  const el = document.createElement('tucan-pix') as TucanPixElement;
  el.client = rec.client;
  el.setAttribute('lang', 'en');
  el.payload = payload;
  document.body.append(el);
  await waitForCode(el);
  return { el, rec };
}

const drawnQr = (el: Element) => until(() => q(el, 'svg.qr-img') !== null).then(() => q(el, 'svg.qr-img'));

describe('tucan-pix: the QR code', () => {
  it('shows the service PNG, which an independent decoder reads as exactly the copy string', async () => {
    const { el } = await mountCode('tucan-pix');
    await waitForCode(el);
    const img = q<HTMLImageElement>(el, 'img.qr-img') as HTMLImageElement;
    expect(img.alt).toBe('Pix QR code');
    expect(img.src).toMatch(/^data:image\/png;base64,/);
    expect(readQr(await rasterize(img, 600))).toBe(shownValue(el, 'payload'));
  });

  it('draws the QR itself when the service sends no PNG, and it decodes to exactly the payload', async () => {
    const charge = await commands.createPixCharge({ value: 42.1 });
    const { payload, expiration_date } = charge.payment_payload as {
      payload: string;
      expiration_date: string;
    };
    const { el, rec } = await standalone({ payload, expiration_date });
    const svg = (await drawnQr(el)) as unknown as SVGSVGElement;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Pix QR code');
    expect(readQr(await rasterize(svg, 600))).toBe(payload);
    expect(rec.calls).toEqual([]);
  });

  it('draws the QR itself when the PNG cannot be shown', async () => {
    const charge = await commands.createPixCharge();
    const { payload } = charge.payment_payload as { payload: string };
    const { el } = await standalone({ payload, qr_code: 'AAAAAAAA' });
    const svg = (await drawnQr(el)) as unknown as SVGSVGElement;
    expect(readQr(await rasterize(svg, 600))).toBe(payload);
    expect(q(el, 'img.qr-img')).toBeNull();
  });
});

describe('tucan-pix: standalone', () => {
  it('shows a code the backend created with POST …/charge/pix/, with no pay call, and copies it', async () => {
    const charge = await commands.createPixCharge({ value: 19.9 });
    const payload = charge.payment_payload as { payload: string };
    const { el, rec } = await standalone(charge.payment_payload);
    expect(shownValue(el, 'payload')).toBe(payload.payload);
    // The receiver, read from the code itself.
    expect(q(el, '.detail .value')?.textContent).toBe('SANDBOX WALLET BR');
    await userEvent.click(copyButton(el, 'payload') as HTMLButtonElement);
    await until(() => copyButton(el, 'payload')?.textContent?.trim() === 'Copied');
    expect(rec.calls).toEqual([]);
  });

  it('refuses an unusable payload with a clear message, never an exception', async () => {
    const rec = codeClient(inject('sandboxUrl'));
    const el = document.createElement('tucan-pix') as TucanPixElement;
    el.client = rec.client;
    el.setAttribute('lang', 'pt-BR');
    const errors: string[] = [];
    el.addEventListener('tucan-error', (e) => errors.push(e.detail.code));
    el.payload = { payload: 42 };
    document.body.append(el);
    await until(() => q(el, '.alert-title') !== null);
    expect(q(el, '.alert-title')?.textContent).toBe(
      'Não foi possível mostrar os dados do pagamento. Tente de novo.',
    );
    expect(errors).toEqual(['bad_payload']);
  });
});

describe('tucan-pix: payer data when the merchant asks', () => {
  it('asks name and CPF/CNPJ with fields="document", checks the CPF, and sends them with the pay call', async () => {
    const { el, rec } = await mountCode('tucan-pix', { attrs: { fields: 'document', lang: 'pt-BR' } });
    expect(q(el, 'label[for="name"]')?.textContent).toBe('Nome completo');
    const types = [...(el.shadowRoot?.querySelectorAll('#document-type option') ?? [])].map(
      (o) => o.textContent,
    );
    expect(types).toEqual(['CPF', 'CNPJ']);
    (q(el, '#name') as HTMLInputElement).focus();
    await userEvent.keyboard('Ana Souza');
    (q(el, '#document') as HTMLInputElement).focus();
    await userEvent.keyboard('529.982.247-24');
    await userEvent.click(q(el, 'button[type="submit"]') as HTMLButtonElement);
    await until(() => q(el, '#document-error')?.textContent === 'Este CPF não é válido.');
    expect(rec.pays()).toHaveLength(0);
    await until(() => el.shadowRoot?.activeElement?.id === 'document');
    await userEvent.keyboard('{Backspace}5');
    await userEvent.click(q(el, 'button[type="submit"]') as HTMLButtonElement);
    await waitForCode(el);
    expect(rec.pays()[0]?.body).toEqual({
      type_charge: 'pix',
      payer_name: 'Ana Souza',
      payer_tax_id: '52998224725',
      payer_document_type: 'CPF',
    });
  });
});
