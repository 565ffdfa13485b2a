import { LitElement, type PropertyDeclarations } from 'lit';
import { TucanCardFormElement } from '../card/card.form.ts';
import { CardFormHostMixin } from '../card/card-host.mixin.ts';
import { LocalizeController } from '../controllers/localize.ts';
import type { ClientCache } from '../payment/client-cache.ts';
import { PAY_TIMEOUT_MS } from '../payment/payment.logic.ts';
import { PaymentState } from '../payment/payment-state.ts';
import type { ChallengeOutcome, ChallengeRequest } from '../threeds/challenge.element.ts';
import { frameMessages } from './frame.messages.ts';

/**
 * What the frame's card is before it hosts the form (`CardFormHostMixin`): the charge the page's card sent, its words
 * in the document's language, its payment's state and its client.
 */
class FrameCharge extends LitElement {
  static override properties: PropertyDeclarations = {
    chargeUuid: { attribute: false },
    amount: { attribute: false },
    currency: { attribute: false },
    country: { attribute: false },
    /** `light` or `dark` (reflected: the shared styles' `:host([theme='dark'])`). */
    theme: { reflect: true },
  };

  chargeUuid = '';
  amount: number | undefined;
  currency = '';
  country = '';
  theme = 'light';
  /** The service's base URL: the frame's own origin and path (`readFrameUrl`). */
  baseUrl = '';
  readonly amountFromService = true;
  payTimeout = PAY_TIMEOUT_MS;
  /** The merchant page's viewport, which the 3DS challenge size is picked from. */
  hostViewport: { width: number; height: number } | undefined;
  /** The challenge shows in the merchant page's dialog, asked through the channel. */
  challengeOpener: ((request: ChallengeRequest) => Promise<ChallengeOutcome>) | undefined;
  /** The client built from `baseUrl`: set when the payment's code is there (the client is part of it). */
  clients: ClientCache | undefined;

  /** The card's words in the document's language: the form's, and the frame's own (its title, a failed load). */
  readonly l10n = new LocalizeController(this, [...TucanCardFormElement.words, frameMessages]);
  /** The payment's state: the flow writes it, the form renders from it. */
  readonly payment = new PaymentState(this);

  get api() {
    if (!this.clients) throw new Error('<tucan-card>: the client is not loaded yet');
    return this.clients.get('sandbox', this.baseUrl);
  }

  /** The first render, and a render after a change of language, wait for the words. */
  protected override scheduleUpdate(): Promise<unknown> | undefined {
    return this.l10n.ready(() => super.scheduleUpdate());
  }

  themeOf(): 'dark' | 'light' {
    return this.theme === 'dark' ? 'dark' : 'light';
  }
}

/**
 * The card in the service's frame document (`frame.ts` registers it there as `<tucan-card>`): the card form
 * (`<tucan-card-form>`, the same element an inline card renders) with what only the frame needs. The page's
 * `<tucan-card>` is the public element: its attributes, the `base-url` and `environment` check, form association and
 * the page's colour scheme stay there. This one takes what the page's card sends (`frame-page.ts` sets its
 * properties from the checked options): the service is the frame's own origin, the scheme is the one the page's card
 * resolved (`theme`, `light` or `dark`), and what the shopper approves is only the service's (`amountFromService`).
 * The form's code is in the frame's script (only what its `fields` need may be still to come), and the page's form
 * reset comes as `formResetCallback`.
 *
 * Not form-associated and not public: it renders nothing but the form (or its "could not load" view).
 */
export class TucanFrameCardElement extends CardFormHostMixin(FrameCharge) {}
