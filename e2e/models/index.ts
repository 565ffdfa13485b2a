/**
 * Page objects of the e2e specs, one per method family: the card (frame and inline), the code elements, the
 * wallets, the drop-in, the hosted page and the status screen. The fixtures in `fixtures/demo.ts` hand them out.
 */
export { Card } from './card.ts';
export { CodeMethod, type CodeTag } from './codes.ts';
export { DropIn } from './dropin.ts';
export { HostedPage } from './hosted.ts';
export { StatusScreen } from './status.ts';
export { Wallet, type WalletTag } from './wallets.ts';
