/**
 * The reactive properties as every element declares them (Lit's `static properties`, no decorators): the
 * attributes each element observes and their names, the attribute converters (numbers, booleans, the amount),
 * the reflected attributes, the defaults, internal state that is never an attribute, and a wallet subclass's
 * properties added to its base class's. The same declarations the elements had with `@property()`/`@state()`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../apple-pay/apple-pay.ts';
import '../card/card.ts';
import '../checkout/checkout.ts';
import '../google-pay/google-pay.ts';
import '../pix/pix.ts';
import '../status/status.ts';
import '../threeds/challenge.ts';

afterEach(() => {
  document.body.replaceChildren();
});

type Tag =
  | 'tucan-card'
  | 'tucan-pix'
  | 'tucan-status'
  | 'tucan-checkout'
  | 'tucan-apple-pay'
  | 'tucan-google-pay'
  | 'tucan-3ds-challenge';

interface Declared {
  /** Every observed attribute, in the order of the declarations. */
  attributes: string[];
  numbers?: string[];
  booleans?: string[];
  /** Property values that show as attributes after an update. */
  reflected?: Record<string, string>;
  /** A fresh element's values. */
  defaults: Record<string, unknown>;
  /** Internal reactive state: re-renders, never an attribute. */
  states?: string[];
}

/** Every charge element's (`payment/charge.element.ts`), first in the checkout and in every payment element. */
const CHARGE = ['theme', 'charge-uuid', 'base-url', 'environment', 'amount', 'currency', 'country', 'lang'];
/** The payment element's (`payment/payment.element.ts`), after the charge's in every payment element. */
const PAYMENT = [...CHARGE, 'pay-timeout', 'name'];
const WALLET = [
  ...PAYMENT,
  'methods',
  'networks',
  'merchant-name',
  'billing-address',
  'challenge-timeout',
  'available',
];
const WALLET_DEFAULTS = { theme: 'auto', environment: 'sandbox', amount: undefined, payTimeout: 30_000 };

const DECLARED: Record<Tag, Declared> = {
  'tucan-card': {
    // The charge's and the payment element's first, then the card's own.
    attributes: [...PAYMENT, 'methods', 'fields', 'method-timeout', 'challenge-timeout', 'isolation'],
    numbers: ['method-timeout', 'challenge-timeout', 'pay-timeout'],
    reflected: { theme: 'dark', name: 'charge', isolation: 'inline' },
    defaults: {
      theme: 'auto',
      chargeUuid: '',
      environment: 'sandbox',
      amount: undefined,
      methods: 'credit_card',
      methodTimeout: 10_000,
      challengeTimeout: 600_000,
      payTimeout: 30_000,
      isolation: 'frame',
      payer: undefined,
      client: undefined,
    },
    states: ['formDisabled', 'formFailed'],
  },
  'tucan-pix': {
    attributes: [...PAYMENT, 'fields', 'status-url', 'confirm', 'embedded', 'no-regenerate'],
    numbers: ['pay-timeout'],
    booleans: ['confirm', 'embedded', 'no-regenerate'],
    reflected: { theme: 'light', name: 'charge', embedded: '' },
    defaults: {
      theme: 'auto',
      statusUrl: '',
      confirm: false,
      embedded: false,
      payTimeout: 30_000,
      status: '',
    },
    states: ['formDisabled'],
  },
  'tucan-status': {
    attributes: ['theme', 'status', 'amount', 'currency', 'plan', 'quiet'],
    booleans: ['quiet'],
    reflected: { theme: 'dark', status: 'paid', quiet: '' },
    defaults: {
      theme: 'auto',
      status: 'issued',
      amount: undefined,
      currency: '',
      plan: undefined,
      quiet: false,
    },
  },
  'tucan-checkout': {
    attributes: [
      ...CHARGE,
      'methods',
      'order',
      'fields',
      'status-url',
      'isolation',
      'merchant-name',
      'csp-nonce',
    ],
    reflected: { theme: 'dark' },
    // The charge's properties, none of a payment element's (`pay-timeout`, `name`: the checkout pays through its
    // method elements).
    defaults: {
      theme: 'auto',
      environment: 'sandbox',
      country: '',
      isolation: '',
      cspNonce: '',
      langAttribute: null,
      payer: undefined,
      payTimeout: undefined,
    },
    states: ['method', 'opened'],
  },
  'tucan-apple-pay': {
    attributes: [...WALLET, 'button-type', 'button-style'],
    numbers: ['challenge-timeout', 'pay-timeout'],
    booleans: ['billing-address', 'available'],
    reflected: { theme: 'dark', name: 'charge' },
    defaults: { ...WALLET_DEFAULTS, buttonType: 'buy', buttonStyle: 'auto', applePaySession: undefined },
    states: ['busy', 'sheetOpen'],
  },
  'tucan-google-pay': {
    attributes: [
      ...WALLET,
      'button-type',
      'button-color',
      'gateway',
      'gateway-merchant-id',
      'merchant-id',
      'csp-nonce',
    ],
    numbers: ['challenge-timeout', 'pay-timeout'],
    booleans: ['billing-address', 'available'],
    defaults: {
      ...WALLET_DEFAULTS,
      buttonType: 'buy',
      buttonColor: 'auto',
      gateway: 'tucan',
      merchantId: '',
    },
    states: ['busy', 'sheetOpen'],
  },
  'tucan-3ds-challenge': {
    attributes: [],
    defaults: { messages: undefined },
    states: ['confirming', 'loading'],
  },
};

type Reactive = HTMLElement &
  Record<string, unknown> & { updateComplete: Promise<boolean>; requestUpdate: (name?: string) => void };
const create = (tag: Tag) => document.createElement(tag) as unknown as Reactive;
/** The property an attribute sets: `charge-uuid` → `chargeUuid`; the checkout watches `lang` as `langAttribute`. */
const propertyOf = (tag: Tag, attribute: string) =>
  tag === 'tucan-checkout' && attribute === 'lang'
    ? 'langAttribute'
    : attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

describe('the reactive properties of every element', () => {
  for (const [tag, declared] of Object.entries(DECLARED) as [Tag, Declared][]) {
    it(`<${tag}> observes exactly its attributes, none for a property-only field or internal state`, () => {
      const observed = (customElements.get(tag) as unknown as { observedAttributes: string[] })
        .observedAttributes;
      expect(observed).toEqual(declared.attributes);
    });

    it(`<${tag}> starts with its defaults`, () => {
      const el = create(tag);
      for (const [name, value] of Object.entries(declared.defaults)) expect(el[name], name).toEqual(value);
    });

    it(`<${tag}> converts each attribute into its property (numbers, booleans, the amount, text)`, () => {
      const el = create(tag);
      for (const attribute of declared.attributes) {
        const property = propertyOf(tag, attribute);
        if (declared.numbers?.includes(attribute)) {
          el.setAttribute(attribute, '45000');
          expect(el[property], attribute).toBe(45_000);
        } else if (declared.booleans?.includes(attribute)) {
          el.setAttribute(attribute, '');
          expect(el[property], attribute).toBe(true);
          el.removeAttribute(attribute);
          expect(el[property], attribute).toBe(false);
        } else if (attribute === 'amount') {
          el.setAttribute(attribute, '150.75');
          expect(el[property], attribute).toBe(150.75);
        } else {
          el.setAttribute(attribute, 'x-1');
          expect(el[property], attribute).toBe('x-1');
        }
      }
    });

    if (declared.reflected) {
      const reflected = declared.reflected;
      it(`<${tag}> reflects ${Object.keys(reflected).join(', ')} as attributes`, async () => {
        const el = create(tag);
        for (const [attribute, value] of Object.entries(reflected)) {
          el[propertyOf(tag, attribute)] = value === '' ? true : value;
        }
        document.body.append(el);
        await el.updateComplete;
        for (const [attribute, value] of Object.entries(reflected)) {
          expect(el.getAttribute(attribute), attribute).toBe(value);
        }
      });
    }

    if (declared.states) {
      const states = declared.states;
      it(`<${tag}>'s internal state (${states.join(', ')}) re-renders and is never an attribute`, async () => {
        const el = create(tag);
        document.body.append(el);
        await el.updateComplete;
        for (const name of states) {
          const before = el[name];
          el.setAttribute(name, 'x');
          expect(el[name], name).toBe(before);
          el.removeAttribute(name);
          const requested = vi.spyOn(el, 'requestUpdate');
          el[name] = typeof before === 'number' ? before + 1 : typeof before === 'boolean' ? !before : 'x';
          expect(requested.mock.calls.map(([changed]) => changed)).toEqual([name]);
          requested.mockRestore();
          await el.updateComplete;
          expect(el.hasAttribute(name), name).toBe(false);
        }
      });
    }
  }
});
