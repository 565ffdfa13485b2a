import type { Page } from '@playwright/test';
import { StatusScreen } from './status.ts';

export type WalletTag = 'tucan-google-pay' | 'tucan-apple-pay';

/** A wallet element (`<tucan-google-pay>`, `<tucan-apple-pay>`), on its own or in a drop-in, as a page object. */
export class Wallet {
  constructor(
    readonly page: Page,
    readonly scope: string,
  ) {}
  static of(page: Page, tag: WalletTag, within = '') {
    return new Wallet(page, `${within} ${tag}`.trim());
  }
  get root() {
    return this.page.locator(this.scope);
  }
  /** The wallet's own button (Google's "Buy with GPay", Apple's), by its accessible name. */
  button(name?: RegExp) {
    return this.root.getByRole('button', name ? { name } : {});
  }
  /** The bank's 3DS challenge page a wallet's card may ask for. */
  get challenge() {
    return this.page.frameLocator(`${this.scope} iframe`).first();
  }
  get result(): StatusScreen {
    return new StatusScreen(this.page, `${this.scope} tucan-status`);
  }
}
