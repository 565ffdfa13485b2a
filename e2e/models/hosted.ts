import { expect, type Page } from '@playwright/test';
import { DropIn } from './dropin.ts';

/** The hosted checkout page a payment link's `url` opens, as a page object. */
export class HostedPage {
  constructor(readonly page: Page) {}
  /** Opens a link's `url` and waits for its heading. */
  async open(url: string) {
    await this.page.goto(url);
    await expect(this.heading).toBeVisible();
  }
  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  /** The drop-in on the page (absent once the link is paid, expired or closed). */
  get checkout(): DropIn {
    return new DropIn(this.page);
  }
}
