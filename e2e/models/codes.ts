import type { Page } from '@playwright/test';
import { StatusScreen } from './status.ts';

export type CodeTag = 'tucan-pix' | 'tucan-spei' | 'tucan-oxxo' | 'tucan-qra' | 'tucan-boleto' | 'tucan-pfc';

/** A code element (`<tucan-pix>` …), on its own or in a drop-in (`scope`), as a page object. */
export class CodeMethod {
  constructor(
    readonly page: Page,
    readonly scope: string,
  ) {}
  static of(page: Page, tag: CodeTag, within = '') {
    return new CodeMethod(page, `${within} ${tag}`.trim());
  }
  get root() {
    return this.page.locator(this.scope);
  }
  /** The payer step's field labelled `label`. */
  field(label: string | RegExp) {
    return this.root.getByLabel(label);
  }
  /** The visible text of a copyable value (`payload`, `clabe`, `reference`, `line`…). */
  value(key: string) {
    return this.root.locator(`[data-copy="${key}"] .value`);
  }
  /** The Copy button of a copyable value. */
  copyButton(key: string) {
    return this.root.locator(`[data-copy="${key}"] button`);
  }
  /** The result once the charge is final. */
  get result(): StatusScreen {
    return new StatusScreen(this.page, `${this.scope} tucan-status`);
  }
}
