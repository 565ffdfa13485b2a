/**
 * What a code element shows once its code can no longer be paid (expired, canceled by the store, replaced by another
 * method's code on the same charge: one live code per charge), and the warning, before a code is issued, that
 * another method's live code will stop working.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { LocalizeController } from '../controllers/localize.ts';
import { codeMessages } from './code.messages.ts';
import type { CodeSession } from './code.session.ts';
import { alertBox } from './code.templates.ts';

/** What the views read from their code element. */
export interface EndsHost {
  readonly l10n: LocalizeController;
  /** The method of the charge's last attempt when it is another's (`<tucan-checkout>` sets it), else `''`. */
  readonly replacedBy: string;
  readonly payment: { readonly alert: string };
  /** A message of the element's method, else a shared one. */
  t(key: string, params?: Record<string, string>): string;
}

type Button = (label: string, onClick: () => void) => TemplateResult;

/** The id of the line saying which live code stops working (the issuing button's description). */
export const LIVE_WARNING = 'live-warning';

/** The key of the other method's words (`live.oxxo`, …), when another method's code is live and has them. */
export function liveKey(host: EndsHost): string | undefined {
  const key = `live.${host.replacedBy}`;
  return host.replacedBy && host.l10n.has(codeMessages, key) ? key : undefined;
}

/** "Your OXXO voucher stops working when you get these details.": the other's words with this method's action. */
export function liveWarning(host: EndsHost) {
  const key = liveKey(host);
  return key
    ? html`<p class="muted live-warning" id=${LIVE_WARNING}>${host.t(key, { action: host.t('live.action') })}</p>`
    : nothing;
}

/** The view of a code that can no longer be paid, by the session's phase (`nothing` for any other phase). */
export function endView<P>(host: EndsHost, session: CodeSession<P>, button: Button) {
  switch (session.phase) {
    case 'expired': {
      const again = session.canRegenerate();
      return alertBox(
        'failure',
        host.t('expired.title'),
        host.payment.alert || host.t(again ? 'expired.body' : 'expired.final'),
        again
          ? html`<div class="actions">${button(host.t('regenerate'), () => void session.regenerate())}</div>`
          : undefined,
      );
    }
    case 'canceled':
      return alertBox('failure', host.t('canceled.title'), host.t('canceled.body'));
    case 'replaced':
      // Never the void code: what happened, and a new code (a new pay call, which voids the other method's).
      return alertBox(
        'failure',
        host.t('replaced.title'),
        host.t('replaced.body'),
        html`<div class="actions">${button(host.t('regenerate'), () => void session.reissue())}</div>${liveWarning(host)}`,
      );
    default:
      return nothing;
  }
}
