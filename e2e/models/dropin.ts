import type { Page } from '@playwright/test';
import { Card } from './card.ts';
import { CodeMethod, type CodeTag } from './codes.ts';
import { Wallet, type WalletTag } from './wallets.ts';

/** The drop-in, `<tucan-checkout>`, as a page object: its method list and the method elements inside it. */
export class DropIn {
  constructor(
    readonly page: Page,
    readonly scope = 'tucan-checkout',
  ) {}
  get root() {
    return this.page.locator(this.scope);
  }
  /** The total line above the methods. */
  get summary() {
    return this.root.locator('[part="summary"]');
  }
  /** The radio that chooses a method, by its name ("Card", "Pix"…). */
  method(name: string | RegExp) {
    return this.root.getByRole('radio', { name });
  }
  get card(): Card {
    return new Card(this.page, `${this.scope} tucan-card`);
  }
  code(tag: CodeTag): CodeMethod {
    return CodeMethod.of(this.page, tag, this.scope);
  }
  wallet(tag: WalletTag): Wallet {
    return Wallet.of(this.page, tag, this.scope);
  }
}
