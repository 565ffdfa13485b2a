import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { until } from '../../test/support/index.ts';
import { luhnCard, naranjaCard } from '../domain/test-cards.ts';
import { field, inner, mountCard, pasteInto, typeInto } from './card.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
});

describe('tucan-card: the card form', () => {
  it('starts axe-clean (WCAG 2.2 AA) in the empty state', async () => {
    const el = await mountCard({
      lang: 'pt-BR',
      amount: '150.75',
      currency: 'BRL',
      methods: 'credit_card debit_card',
      fields: 'email document',
      country: 'BR',
    });
    expect(await axeViolations(el)).toEqual([]);
  });

  it('has native, labelled inputs with the card autocomplete tokens, numeric keyboards and descriptions', async () => {
    const el = await mountCard({ lang: 'en' });
    const expected: Array<[string, string, string, string]> = [
      ['number', 'Card number', 'cc-number', 'numeric'],
      ['expiry', 'Expiry date', 'cc-exp', 'numeric'],
      ['cvc', 'Security code', 'cc-csc', 'numeric'],
      ['name', 'Name on card', 'cc-name', 'text'],
    ];
    for (const [id, label, autocomplete, inputmode] of expected) {
      const input = field(el, id);
      expect(input.tagName).toBe('INPUT');
      expect(inner(el, `label[for="${id}"]`).textContent?.trim()).toBe(label);
      expect(input.getAttribute('autocomplete')).toBe(autocomplete);
      expect(input.getAttribute('inputmode')).toBe(inputmode);
      expect(input.getAttribute('aria-invalid')).toBe('false');
      const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
      expect(described).toContain(`${id}-error`);
      for (const ref of described) expect(el.shadowRoot?.getElementById(ref)).not.toBeNull();
    }
  });

  it('shows the optional email and document fields only when asked, with the documents of the country', async () => {
    const plain = await mountCard({ lang: 'en', country: 'AR' });
    expect(plain.shadowRoot?.querySelector('#email')).toBeNull();
    expect(plain.shadowRoot?.querySelector('#document')).toBeNull();
    const full = await mountCard({ lang: 'en', country: 'AR', fields: 'email document' });
    expect(field(full, 'email').getAttribute('autocomplete')).toBe('email');
    const types = [...inner<HTMLSelectElement>(full, '#document-type').options].map((o) => o.value);
    expect(types).toEqual(['DNI', 'CUIT', 'CUIL', 'PAS']);
  });

  it('lets a Brazilian shopper pick Crédito or Débito when the wallet offers both', async () => {
    const el = await mountCard({ lang: 'pt-BR', methods: 'credit_card debit_card', country: 'BR' });
    const radios = [...(el.shadowRoot?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])];
    expect(radios.map((r) => r.closest('label')?.textContent?.trim())).toEqual(['Crédito', 'Débito']);
    expect(radios[0]?.checked).toBe(true);
    const single = await mountCard({ lang: 'pt-BR', methods: 'debit_card' });
    expect(single.shadowRoot?.querySelector('input[type="radio"]')).toBeNull();
  });
});

describe('tucan-card: brand detection and formatting as you type', () => {
  const cards: Array<[string, string, string]> = [
    ['Visa', '4111111111111111', '4111 1111 1111 1111'],
    ['Mastercard', '5555555555554444', '5555 5555 5555 4444'],
    ['Mastercard', '2223000000000007', '2223 0000 0000 0007'],
    ['American Express', '378282246310005', '3782 822463 10005'],
    ['Diners Club', '30569309025904', '3056 930902 5904'],
    ['Discover', '6011111111111117', '6011 1111 1111 1117'],
    ['JCB', '3530111333300000', '3530 1113 3330 0000'],
    ['Elo', '5090480000000004', '5090 4800 0000 0004'],
    ['Hipercard', '6062820000000003', '6062 8200 0000 0003'],
    ['Hiper', luhnCard('637095'), ''],
    ['Cabal', '6042010000000006', '6042 0100 0000 0006'],
    ['Naranja', naranjaCard(), ''],
    ['Carnet', '5062210000000009', '5062 2100 0000 0009'],
    ['Maestro', luhnCard('6759', 19), ''],
  ];
  it.each(cards)('detects %s from %s and groups its digits', async (brand, number, formatted) => {
    const el = await mountCard({ lang: 'en' });
    const input = await typeInto(el, 'number', number);
    if (formatted) expect(input.value).toBe(formatted);
    else expect(input.value.replace(/ /g, '')).toBe(number);
    expect(inner(el, '#number-brand').textContent).toBe(brand);
    expect(el.shadowRoot?.querySelector('[role="status"]')?.textContent).toBe(`Card brand: ${brand}`);
    // The brand's own mark (it comes with the pay chunk, fetched right after the first render), not the generic card.
    await until(() => inner(el, '.mark svg rect').getAttribute('fill')?.startsWith('#') === true);
  });

  it('keeps the caret in place when a digit is typed or deleted in the middle', async () => {
    const el = await mountCard({ lang: 'en' });
    const input = await typeInto(el, 'number', '41111111');
    input.setSelectionRange(2, 2); // 41|11 1111
    await userEvent.keyboard('9');
    expect(input.value).toBe('4191 1111 1');
    expect(input.selectionStart).toBe(3);
    await userEvent.keyboard('{Backspace}');
    expect(input.value).toBe('4111 1111');
    expect(input.selectionStart).toBe(2);
  });

  it('never gets stuck on a group space with Backspace', async () => {
    const el = await mountCard({ lang: 'en' });
    const input = await typeInto(el, 'number', '41112222');
    input.setSelectionRange(5, 5); // 4111 |2222
    await userEvent.keyboard('{Backspace}');
    expect(input.value).toBe('4112 222');
    expect(input.selectionStart).toBe(3);
  });

  it('accepts a pasted number with dashes', async () => {
    const el = await pasteInto('number', '4111-1111-1111-1111');
    expect(field(el, 'number').value).toBe('4111 1111 1111 1111');
  });

  it('accepts a pasted number with spaced dashes, longer than the formatted field', async () => {
    const el = await pasteInto('number', '4111 - 1111 - 1111 - 1111');
    expect(field(el, 'number').value).toBe('4111 1111 1111 1111');
  });

  it('completes a month typed with its slash: 1/28 becomes 01/28', async () => {
    const el = await mountCard({ lang: 'en' });
    expect((await typeInto(el, 'expiry', '1/28')).value).toBe('01/28');
  });

  it('keeps the expiry caret in place while the month is corrected', async () => {
    const el = await mountCard({ lang: 'en' });
    const input = await typeInto(el, 'expiry', '1230');
    expect(input.value).toBe('12/30');
    input.setSelectionRange(2, 2); // 12|/30
    await userEvent.keyboard('{Backspace}');
    expect(input.value).toBe('1/30');
    expect(input.selectionStart).toBe(1);
    await userEvent.keyboard('1');
    expect(input.value).toBe('11/30');
    expect(input.selectionStart).toBe(2);

    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await typeInto(el, 'expiry', '0430');
    input.setSelectionRange(2, 2); // 04|/30
    await userEvent.keyboard('{Backspace}');
    expect(input.value).toBe('0/30');
    expect(input.selectionStart).toBe(1);
    await userEvent.keyboard('5');
    expect(input.value).toBe('05/30');
  });

  it('completes the expiry month: a lone 4 becomes 04/', async () => {
    const el = await mountCard({ lang: 'en' });
    const input = await typeInto(el, 'expiry', '4');
    expect(input.value).toBe('04/');
    await userEvent.keyboard('30');
    expect(input.value).toBe('04/30');
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(input.value).toBe('04');
    await userEvent.keyboard('{Backspace}');
    expect(input.value).toBe('0');
  });

  it('takes 4 security-code digits for Amex and 3 for others', async () => {
    const el = await mountCard({ lang: 'en' });
    await typeInto(el, 'number', '378282246310005');
    expect((await typeInto(el, 'cvc', '12345')).value).toBe('1234');
    expect(inner(el, '#cvc-hint').textContent).toContain('4 digits');
  });
});

describe('tucan-card: privacy of what the shopper types', () => {
  // Every event typing fires, Chromium's `textInput` (it carries the text) and an IME's composition events among them.
  const TYPES = [
    'input',
    'beforeinput',
    'keydown',
    'keyup',
    'keypress',
    'change',
    'textInput',
    'compositionstart',
    'compositionupdate',
    'compositionend',
  ];

  it('lets no typed digit reach page listeners in the bubble phase; capture listeners are the browser’s limit', async () => {
    const el = await mountCard({ lang: 'en' });
    const bubbled: Array<Event & { origin?: EventTarget }> = [];
    const captured: string[] = [];
    const onBubble = (e: Event) => bubbled.push(Object.assign(e, { origin: e.composedPath()[0] }));
    const onCapture = (e: Event) => {
      const origin = e.composedPath()[0] as Partial<HTMLInputElement>;
      captured.push(
        `${e.type}:${(e as KeyboardEvent).key ?? ''}:${origin === el ? '' : (origin.value ?? '')}`,
      );
    };
    const targets = [window, document];
    for (const t of targets)
      for (const type of TYPES) {
        t.addEventListener(type, onBubble);
        t.addEventListener(type, onCapture, { capture: true });
      }
    await typeInto(el, 'number', '4111');
    await typeInto(el, 'cvc', '123');
    for (const t of targets)
      for (const type of TYPES) {
        t.removeEventListener(type, onBubble);
        t.removeEventListener(type, onCapture, { capture: true });
      }

    // Bubble phase (window and document): only the host's plain input events, with nothing in them.
    expect(bubbled.filter((e) => e.type === 'input')).toHaveLength(14); // 7 digits, window and document
    expect(bubbled.every((e) => e.type === 'input' || e.type === 'change')).toBe(true);
    for (const e of bubbled) {
      expect(e.constructor).toBe(Event);
      expect(e.origin).toBe(el);
      expect((e as InputEvent).data).toBeUndefined();
      expect((e as KeyboardEvent).key).toBeUndefined();
    }
    // Capture phase: the browser delivers composed key and input events from an open shadow root to window
    // and document before the element can stop them. This is the documented limit of `isolation="inline"`
    // (contract E9); full isolation is the default, `isolation="frame"` (card-frame.security.test.ts).
    expect(captured).toContain('keydown:4:');
    expect(captured).toContain('input::41');
    // Even there, the retargeted event names only the host.
    expect(captured.some((c) => c.startsWith('input:') && c.endsWith(':'))).toBe(true);
  });

  it('exposes no card number or security code as a property of the element', async () => {
    const el = await mountCard({ lang: 'en' });
    await typeInto(el, 'number', '4111111111111111');
    await typeInto(el, 'cvc', '123');
    const props = el as unknown as Record<string, unknown>;
    expect(props.number).toBeUndefined();
    expect(props.cvc).toBeUndefined();
    for (const key of ['value', 'status', 'alert', 'notice', 'name']) {
      expect(String(props[key] ?? '')).not.toContain('4111');
    }
  });
});

describe('tucan-card: brand announcements', () => {
  const region = (el: HTMLElement) => inner(el as never, '[role="status"]');

  it('announces the brand only once 4 digits are typed, never a 1-digit guess', async () => {
    const el = await mountCard({ lang: 'en' });
    await typeInto(el, 'number', '6');
    await el.updateComplete;
    await el.updateComplete;
    expect(region(el).textContent).toBe('');
    await typeInto(el, 'number', '011');
    await until(() => region(el).textContent === 'Card brand: Discover');
  });

  it('announces the brand again after the form is reset', async () => {
    const form = document.createElement('form');
    document.body.append(form);
    const el = await mountCard({ lang: 'en' }, form);
    await typeInto(el, 'number', '4111');
    await until(() => region(el).textContent === 'Card brand: Visa');
    form.reset();
    await el.updateComplete;
    expect(field(el, 'number').value).toBe('');
    expect(region(el).textContent).toBe('');
    await typeInto(el, 'number', '4111');
    await until(() => region(el).textContent === 'Card brand: Visa');
  });
});
