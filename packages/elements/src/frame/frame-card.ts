import { LitElement, type PropertyDeclarations, type PropertyValues } from 'lit';
import { TucanCardFormElement } from '../card/card.form.ts';
import {
  afterFormCode,
  type CardFormOwner,
  cardFormView,
  cardHostShadowRoot,
  cardHostStyles,
} from '../card/card.host.ts';
import { LocalizeController } from '../controllers/localize.ts';
import type { TucanPayer } from '../payer/payer-fields.ts';
import type { ClientCache } from '../payment/client-cache.ts';
import { CHALLENGE_TIMEOUT_MS, METHOD_TIMEOUT_MS, PAY_TIMEOUT_MS } from '../payment/payment.logic.ts';
import { liveRegion, PaymentState, resultView } from '../payment/payment-state.ts';
import type { ChallengeOutcome, ChallengeRequest } from '../threeds/challenge.element.ts';
import { frameMessages } from './frame.messages.ts';

/**
 * The card in the service's frame document (`frame.ts` registers it there as `<tucan-card>`): the card form
 * (`<tucan-card-form>`, the same element an inline card renders) with what only the frame needs. The page's
 * `<tucan-card>` is the public element: its attributes, the `base-url` and `environment` check, form association and
 * the page's colour scheme stay there. This one takes what the page's card sends (`frame-page.ts` sets its
 * properties from the checked options): the service is the frame's own origin, the scheme is the one the page's card
 * resolved (`theme`, `light` or `dark`), and what the shopper approves is only the service's (`amountFromService`).
 *
 * Not form-associated and not public: it renders nothing but the form (or its "could not load" view).
 */
export class TucanFrameCardElement extends LitElement implements CardFormOwner {
  static override styles = cardHostStyles;
  static override shadowRootOptions = cardHostShadowRoot;

  static override properties: PropertyDeclarations = {
    chargeUuid: { attribute: false },
    amount: { attribute: false },
    currency: { attribute: false },
    country: { attribute: false },
    methods: { attribute: false },
    fields: { attribute: false },
    payer: { attribute: false },
    /** `light` or `dark` (reflected: the shared styles' `:host([theme='dark'])`). */
    theme: { reflect: true },
    formDisabled: { attribute: false },
    formFailed: { state: true },
  };

  chargeUuid = '';
  amount: number | undefined;
  currency = '';
  country = '';
  methods = 'credit_card';
  fields = '';
  payer: TucanPayer | undefined;
  theme = 'light';
  formDisabled = false;
  formFailed = false;
  /** The service's base URL: the frame's own origin and path (`readFrameUrl`). */
  baseUrl = '';
  readonly amountFromService = true;
  methodTimeout = METHOD_TIMEOUT_MS;
  challengeTimeout = CHALLENGE_TIMEOUT_MS;
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

  get #form() {
    return this.renderRoot?.querySelector('tucan-card-form') ?? null;
  }

  /** The first render, and a render after a change of language, wait for the words and for what `fields` need. */
  protected override scheduleUpdate(): Promise<unknown> | undefined {
    const code = this.formFailed ? undefined : TucanCardFormElement.codeFor(this.fields);
    return afterFormCode(this, code, () => this.l10n.ready(() => super.scheduleUpdate()));
  }

  /** An update is complete once the form's, which it started, is too. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    const form = this.#form;
    return form ? (await form.updateComplete) && done : done;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A new charge after this one ended (a canceled 3DS challenge, say): a fresh form for it.
    if (changed.has('chargeUuid') && changed.get('chargeUuid') && this.payment.done) {
      this.payment.clear();
      this.reset();
    }
  }

  themeOf(): 'dark' | 'light' {
    return this.theme === 'dark' ? 'dark' : 'light';
  }

  announce(text: string): void {
    this.payment.announce(text);
  }

  liveRegion() {
    return liveRegion(this.payment);
  }

  resultView(currency: string, amount: number | undefined) {
    return resultView(this, currency, amount);
  }

  /** The result takes the focus, unless a check by itself would take it from elsewhere. */
  async focusResult(): Promise<void> {
    if (this.#form?.attempt.backOnline?.mayFocus() === false) return;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.result')?.focus();
  }

  /** The page's form was reset: the fields empty (not once the charge is final, nor while an outcome is unknown). */
  reset(): void {
    if (this.payment.done || this.payment.outcomeUnknown) return;
    this.#form?.reset();
    this.payment.set({ alert: '', notice: '' });
    this.payment.announcement = '';
  }

  override render() {
    return cardFormView(this);
  }
}
