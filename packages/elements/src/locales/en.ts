import { boletoMessages } from '../boleto/boleto.messages.ts';
import { cardMessages } from '../card/card.messages.ts';
import { checkoutMessages } from '../checkout/checkout.messages.ts';
import { codeMessages } from '../codes/code.messages.ts';
import { frameMessages } from '../frame/frame.messages.ts';
import { oxxoMessages } from '../oxxo/oxxo.messages.ts';
import { paymentMessages } from '../payment/payment.messages.ts';
import { pfcMessages } from '../pfc/pfc.messages.ts';
import { pixMessages } from '../pix/pix.messages.ts';
import { qraMessages } from '../qra/qra.messages.ts';
import { speiMessages } from '../spei/spei.messages.ts';
import { statusMessages } from '../status/status.messages.ts';
import { challengeMessages } from '../threeds/challenge.messages.ts';
import { walletMessages } from '../wallets/wallet.messages.ts';
import { type Catalogue, tableKeys } from './catalogue.ts';
import card from './en.card.ts';

/**
 * English, the reference and the fallback, for tests, tooling and merchants who want to read every key. The
 * card group's English is a locale chunk like the others (`en.card.ts`); the other groups' English tables live
 * next to their elements (`x.messages.ts`), so each element carries only its own. Elements never import this.
 */
const en: Catalogue = {
  ...card,
  code: codeMessages.en,
  pix: pixMessages.en,
  spei: speiMessages.en,
  oxxo: oxxoMessages.en,
  qra: qraMessages.en,
  boleto: boletoMessages.en,
  pfc: pfcMessages.en,
  wallet: walletMessages.en,
  checkout: checkoutMessages.en,
} as Catalogue;

/**
 * Each namespace's keys in the order of the compacted locale chunks (build/compact-locales.ts): the card group's
 * key lists (`keyed`), the other groups' English tables.
 */
export const KEY_ORDER: Readonly<Record<keyof Catalogue, readonly string[]>> = {
  card: tableKeys(cardMessages),
  payment: tableKeys(paymentMessages),
  status: tableKeys(statusMessages),
  challenge: tableKeys(challengeMessages),
  code: tableKeys(codeMessages),
  pix: tableKeys(pixMessages),
  spei: tableKeys(speiMessages),
  oxxo: tableKeys(oxxoMessages),
  qra: tableKeys(qraMessages),
  boleto: tableKeys(boletoMessages),
  pfc: tableKeys(pfcMessages),
  wallet: tableKeys(walletMessages),
  checkout: tableKeys(checkoutMessages),
  frame: tableKeys(frameMessages),
};

export default en;
