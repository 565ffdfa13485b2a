/**
 * A Vitest reporter that writes the tests that passed only on a retry to `TUCAN_FLAKY_FILE`, one per line, so
 * that `pnpm test` can name them in its summary: a retry keeps a busy CI machine from failing a run on a timing
 * accident, but a flaky test stays visible and gets fixed.
 */
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

export default class FlakyReporter implements Reporter {
  onTestCaseResult(test: TestCase): void {
    const file = process.env.TUCAN_FLAKY_FILE;
    const diagnostic = test.diagnostic();
    if (!file || !diagnostic?.flaky) return;
    appendFileSync(file, `${relative(process.cwd(), test.module.moduleId)} › ${test.fullName}\n`);
  }
}
