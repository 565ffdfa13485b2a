import { type LocalizeController, messages } from '../controllers/localize.ts';
import type en from './locales/en.ts';
import { isChargeStatus, visualState } from './status.logic.ts';

export type StatusMessageKey = keyof typeof en;

/**
 * Status-screen wording: a title and a body per status (the seed's 12, then the unknown status's), the visual
 * states' names. `{amount}` is filled with Intl.NumberFormat in the charge currency. One module per locale beside
 * it (`locales/<locale>.ts`), loaded on demand.
 */
export const statusMessages = messages<typeof en>('status', import.meta.glob('./locales/*.ts'));

/** The key of a status's title (an unknown status gets the neutral one). */
export const titleKey = (status: string): StatusMessageKey =>
  `${isChargeStatus(status) ? status : 'unknown'}.title`;

/** The title of a status's result, in an element's words: what its live region says when the result shows. */
export const statusTitle = (l10n: LocalizeController, status: string): string =>
  l10n.t(statusMessages, titleKey(status));

/**
 * What a live region says when a status's result shows: its title; for an ending without payment (a failure: a
 * cancel, a refusal) its body too, which says what happened to the money and what to do next, as the screen does.
 */
export const statusAnnouncement = (l10n: LocalizeController, status: string): string => {
  const title = statusTitle(l10n, status);
  if (!isChargeStatus(status) || visualState(status) !== 'failure') return title;
  return `${title}. ${l10n.t(statusMessages, `${status}.body`)}`;
};

declare module '../controllers/messages.ts' {
  interface MessageTables {
    status: StatusMessageKey;
  }
}
