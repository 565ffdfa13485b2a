import type { Page } from '@playwright/test';

/** A `<tucan-status>` (on its own, or the result inside a payment element), as a page object. */
export class StatusScreen {
  constructor(
    readonly page: Page,
    readonly scope = 'tucan-status',
  ) {}
  get root() {
    return this.page.locator(this.scope);
  }
  /** The status's title ("Payment approved", "Pagamento recebido"…). */
  get title() {
    return this.root.locator('[part="title"]');
  }
}
