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
import type { Catalogue } from './catalogue.ts';

/**
 * English, the reference and the fallback. Its tables live next to their elements (`x.messages.ts`), so each
 * element carries only its own English in its initial load; this module gathers them into one catalogue (for
 * tests, tooling and merchants who want to read every key). Elements never import it.
 */
const en: Catalogue = {
  card: cardMessages.en,
  payment: paymentMessages.en,
  status: statusMessages.en,
  challenge: challengeMessages.en,
  code: codeMessages.en,
  pix: pixMessages.en,
  spei: speiMessages.en,
  oxxo: oxxoMessages.en,
  qra: qraMessages.en,
  boleto: boletoMessages.en,
  pfc: pfcMessages.en,
  wallet: walletMessages.en,
  checkout: checkoutMessages.en,
  frame: frameMessages.en,
};

export default en;
