/**
 * What the two hosts of the card form (`<tucan-card-form>`) share: `<tucan-card>` on the page and the frame
 * document's card (`frame/frame-card.ts`). The form host mixin (`CardFormHostMixin`): the options both hand the form
 * (the public card's attributes), their styles and shadow root, the wait for the form's code with its "could not
 * load" view, the form's template from the host's values, the focus on the result and the form's reset.
 */
import type { TucanClient } from '@tucan/client';
import { css, html, LitElement, type PropertyDeclarations, type PropertyValues } from 'lit';
import { TucanErrorEvent } from '../events.ts';
import { failurePlain } from '../frame/failure-plain.ts';
import { frameMessages } from '../frame/frame.messages.ts';
import type { TucanPayer } from '../payer/payer-fields.ts';
import { CHALLENGE_TIMEOUT_MS, METHOD_TIMEOUT_MS } from '../payment/payment.logic.ts';
import { alertStyles, buttonStates } from '../styles/alert.styles.ts';
import { pageSchemeStyles, primaryButton, spinnerStyles, surfaceStyles } from '../styles/base.styles.ts';
import type { CardFormHost, TucanCardFormElement } from './card.form.ts';

/**
 * The styles of a host of the card form: its surface, the alerts it shows itself (a refused `base-url`, a mode that
 * could not load), and Pay's look, states and busy ring (the shared base's primary button and spinner). The form
 * brings the rest with its code (`cardFormStyles`: the fields, the choice and the layout), and its sheets follow the
 * host's (`adoptInShadowRoot`); a frame card's page brings the frame box's (`frameHostStyles`) instead.
 */
const cardHostStyles = [
  pageSchemeStyles,
  surfaceStyles,
  alertStyles,
  buttonStates,
  spinnerStyles,
  css`
    button[type='submit'] {
      ${primaryButton}
    }
  `,
];

/**
 * What the class `CardFormHostMixin` applies to gives: a Lit element with the charge, its client, its words and its
 * payment (what the form calls on its host, `CardFormHost`, but what the mixin adds).
 */
export interface CardFormHostBase
  extends LitElement,
    Omit<CardFormHost, 'methodTimeout' | 'challengeTimeout' | 'focusResult'> {
  baseUrl: string;
  client?: TucanClient | undefined;
  country: string;
  amount: number | undefined;
  currency: string;
  /** In the frame: what the shopper approves is only the service's (the page's `amount` is never shown). */
  readonly amountFromService?: boolean;
}

/** What `CardFormHostMixin` adds to the class it applies to. */
export interface CardFormHostElement {
  methods: string;
  fields: string;
  payer: TucanPayer | undefined;
  methodTimeout: number;
  challengeTimeout: number;
  /** The inputs and Pay are off (a disabled fieldset or form, or the page's card's). */
  formDisabled: boolean;
  /** The form's code could not load (the network): the plain "could not load" alert shows, with "Try again". */
  formFailed: boolean;
  /** The code the host needs before it renders, when it is not here yet. */
  formCode(): Promise<unknown> | undefined;
  /** After the charge became final: the focus goes to the result. */
  focusResult(): Promise<void>;
  /** A form reset empties the fields (the payer the page knows comes back) and forgets the attempt and its alert. */
  formResetCallback(): void;
}

/** The card form's element class, once its module is here (`card.form.ts` defines `<tucan-card-form>`). */
export const formElement = () =>
  customElements.get('tucan-card-form') as typeof TucanCardFormElement | undefined;

// biome-ignore lint/suspicious/noExplicitAny: a mixin's base takes any constructor arguments (as material-web's).
type Constructor<T> = abstract new (...args: any[]) => T;

/**
 * Makes `base` a host of the card form (`<tucan-card-form>`, rendered in its shadow root): `<tucan-card>` on the
 * page (over `TucanPaymentElement`) and the frame's card (over its `FrameCharge`). Declares what both hand the form
 * (`methods`, `fields`, `payer`, the 3DS timeouts, disabled, failed), renders the form from the host's values, and
 * holds the glue: the first render waits for the form's code (`formCode`), an update is complete once the form's is,
 * the result takes the focus after a payment, a form reset empties the fields, and a new charge after a final one
 * brings a fresh form. Material-web's mixins are the model: the returned class is typed by what it adds.
 */
export function CardFormHostMixin<T extends Constructor<CardFormHostBase>>(
  base: T,
): Constructor<CardFormHostElement> & T {
  abstract class FormHost extends base implements CardFormHostElement, CardFormHost {
    static styles = cardHostStyles;
    /** Focus given to the host goes to the form's first field. */
    static shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

    static properties: PropertyDeclarations = {
      methods: {},
      fields: {},
      payer: { attribute: false },
      methodTimeout: { type: Number, attribute: 'method-timeout' },
      challengeTimeout: { type: Number, attribute: 'challenge-timeout' },
      formDisabled: { state: true },
      formFailed: { state: true },
    };

    // What the host hands the form. `<tucan-card>` documents them as its attributes and properties.
    methods = 'credit_card';
    fields = '';
    declare payer: TucanPayer | undefined;
    methodTimeout = METHOD_TIMEOUT_MS;
    challengeTimeout = CHALLENGE_TIMEOUT_MS;
    /** @internal The inputs and Pay are off (a disabled fieldset or form, or the page's card's). */
    formDisabled = false;
    /** @internal The form's code could not load (the network): the plain "could not load" alert shows. */
    formFailed = false;

    /**
     * @internal The code the host needs before it renders, when it is not here yet: what the form's `fields` need
     * (`TucanCardFormElement.codeFor`), the form's own code being here.
     */
    formCode(): Promise<unknown> | undefined {
      return formElement()?.codeFor(this.fields);
    }

    /** The form (`<tucan-card-form>`), once rendered. */
    get #form() {
      return this.renderRoot?.querySelector('tucan-card-form') ?? null;
    }

    /**
     * The first render, and a render after a change of language, wait for the form's code (`formCode`), then for the
     * base's update (its words). When the code cannot load, the host shows the "could not load" view (`formFailed`)
     * and the page hears why (`tucan-error` `network`), in the frame's words, once they are loaded in the card's
     * language.
     */
    protected override scheduleUpdate(): Promise<unknown> | undefined {
      const code = this.formFailed ? undefined : this.formCode();
      // The base's update: Lit's, typed `void | Promise<unknown>`, is nothing or a promise.
      const update = () => super.scheduleUpdate() as Promise<unknown> | undefined;
      if (!code) return update();
      return code.then(update, () => {
        this.formFailed = true;
        return this.l10n.ready(() => {
          const message = this.l10n.t(frameMessages, 'failed');
          this.dispatchEvent(new TucanErrorEvent({ chargeUuid: this.chargeUuid, code: 'network', message }));
          return update();
        });
      });
    }

    /** An update is complete once the form's, which it started, is too. */
    protected override async getUpdateComplete(): Promise<boolean> {
      const done = await super.getUpdateComplete();
      const form = this.#form;
      return form ? (await form.updateComplete) && done : done;
    }

    protected override willUpdate(changed: PropertyValues<this>): void {
      super.willUpdate(changed);
      // A new charge after this one ended (a canceled 3DS challenge, say): a fresh form for it.
      if (changed.has('chargeUuid') && changed.get('chargeUuid') && this.payment.done) {
        this.payment.clear();
        this.formResetCallback();
      }
    }

    /** @internal The result takes the focus, unless a check by itself would take it from elsewhere on the page. */
    async focusResult(): Promise<void> {
      if (this.#form?.attempt.backOnline?.mayFocus() === false) return;
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>('.result')?.focus();
    }

    /** @internal A form reset empties the fields (not once the charge is final, nor while an outcome is unknown). */
    formResetCallback(): void {
      if (this.payment.done || this.payment.outcomeUnknown) return;
      this.#form?.reset();
      this.payment.set({ alert: '', notice: '', announcement: '' });
    }

    /**
     * The card form: each value it shows is a property of its own (the payment's view one value), so the form renders
     * again only when one of them changes. After a failed load, the frame's "could not load" words and "Try again",
     * which asks for the code again at the next update.
     */
    protected override render() {
      const t = (key: 'failed' | 'retry') => this.l10n.t(frameMessages, key);
      if (this.formFailed)
        return failurePlain(t('failed'), t('retry'), () => {
          this.formFailed = false;
        });
      return html`<tucan-card-form .card=${this} .chargeUuid=${this.chargeUuid} .baseUrl=${this.baseUrl}
          .client=${this.client} .methods=${this.methods} .fields=${this.fields} .country=${this.country}
          .payer=${this.payer} .amount=${this.amount} .currency=${this.currency}
          .amountFromService=${!!this.amountFromService} .disabled=${this.formDisabled} .view=${this.payment.view}
          .locale=${this.l10n.lang} .revision=${this.l10n.revision} .theme=${this.themeOf()}
          .messages=${this.messages}></tucan-card-form>`;
    }
  }
  return FormHost;
}
