/**
 * Copying a value for the QA engineer (a test card, a document, a link): the exact string to the clipboard, and
 * the console's live region says it was copied, or that the browser refused. The one place the console copies.
 */
import { announce } from './dom.ts';
import { t } from './i18n.ts';

export async function copyText(value: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    announce(t('copied', { what }));
  } catch {
    announce(t('copy.failed'));
  }
}
