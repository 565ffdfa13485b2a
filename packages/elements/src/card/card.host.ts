/**
 * What the two hosts of the card form (`<tucan-card-form>`) share: `<tucan-card isolation="inline">` on the page and
 * the frame document's card (`frame/frame-card.ts`). Their own styles, the form's template from the host's values,
 * and the wait for the form's code with its "could not load" view.
 */
import type { TucanClient } from '@tucan/client';
import { css, html, LitElement } from 'lit';
import { TucanErrorEvent } from '../events.ts';
import { failurePlain } from '../frame/failure-plain.ts';
import { frameMessages } from '../frame/frame.messages.ts';
import type { TucanPayer } from '../payer/payer-fields.ts';
import { alertStyles, buttonStates } from '../styles/alert.styles.ts';
import { pageSchemeStyles, primaryButton, spinnerStyles, surfaceStyles } from '../styles/base.styles.ts';
import type { CardFormHost } from './card.form.ts';

/** Both hosts' shadow root: focus given to the host goes to the form's first field. */
export const cardHostShadowRoot: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

/**
 * The styles of a host of the card form: its surface, the alerts it shows itself (a refused `base-url`, a mode that
 * could not load), and Pay's look, states and busy ring (the shared base's primary button and spinner). The form
 * brings the rest with its code (`cardFormStyles`: the fields, the choice and the layout), and its sheets follow the
 * host's (`adoptInShadowRoot`); a frame card's page brings the frame box's (`frameHostStyles`) instead.
 */
export const cardHostStyles = [
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

/** What a host of the card form hands it, besides what the form calls on it (`CardFormHost`). */
export interface CardFormOwner extends CardFormHost {
  baseUrl: string;
  client?: TucanClient | undefined;
  methods: string;
  fields: string;
  country: string;
  payer: TucanPayer | undefined;
  amount: number | undefined;
  currency: string;
  /** In the frame: what the shopper approves is only the service's (the page's `amount` is never shown). */
  readonly amountFromService?: boolean;
  /** The inputs and Pay are off (a disabled fieldset or form, or the page's card's). */
  formDisabled: boolean;
  /** The form's code could not load (the network): the plain "could not load" alert shows, with "Try again". */
  formFailed: boolean;
  requestUpdate(): void;
}

/**
 * Runs the host's `update` once `code` (the form's, or what its `fields` need) is here. When it cannot load, the host
 * shows the "could not load" view (`formFailed`) and the page hears why (`tucan-error` `network`), in the frame's
 * words, once they are loaded in the card's language.
 */
export function afterFormCode(
  h: CardFormOwner,
  code: Promise<unknown> | undefined,
  update: () => Promise<unknown> | undefined,
): Promise<unknown> | undefined {
  if (!code) return update();
  return code.then(update, () => {
    h.formFailed = true;
    return h.l10n.ready(() => {
      const message = h.l10n.t(frameMessages, 'failed');
      h.dispatchEvent(new TucanErrorEvent({ chargeUuid: h.chargeUuid, code: 'network', message }));
      return update();
    });
  });
}

/**
 * The card form as its host shows it: each value the form shows is a property of its own (the payment's view one
 * value), so the form renders again only when one of them changes. After a failed load, the frame's "could not load" words and "Try again", which asks
 * for the code again at the next update.
 */
export function cardFormView(h: CardFormOwner) {
  const t = (key: 'failed' | 'retry') => h.l10n.t(frameMessages, key);
  if (h.formFailed)
    return failurePlain(t('failed'), t('retry'), () => {
      h.formFailed = false;
      h.requestUpdate();
    });
  return html`<tucan-card-form .card=${h} .chargeUuid=${h.chargeUuid} .baseUrl=${h.baseUrl}
      .client=${h.client} .methods=${h.methods} .fields=${h.fields} .country=${h.country}
      .payer=${h.payer} .amount=${h.amount} .currency=${h.currency} .amountFromService=${!!h.amountFromService}
      .disabled=${h.formDisabled} .view=${h.payment.view} .locale=${h.l10n.lang} .revision=${h.l10n.revision} .theme=${h.themeOf()}
      .messages=${h.messages}></tucan-card-form>`;
}
