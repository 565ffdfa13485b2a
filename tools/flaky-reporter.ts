/**
 * A Vitest reporter that writes the tests that passed only on a retry to `TUCAN_FLAKY_FILE`, one per line, so
 * that `pnpm test` can name them in its summary: a retry keeps a busy CI machine from failing a run on a timing
 * accident, but a flaky test stays visible and gets fixed. Beside the name goes why the failed attempt failed: the
 * first lines of its error and where in the test file it was thrown, on the same line (a CI log keeps no more).
 */
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase } from 'vitest/node';

/** How many lines of the failed attempt's error message, and how many characters at most, go beside the name. */
const LINES = 5;
const CHARS = 400;

/** The failed attempt's error in one line: its message's first lines and the test file's line that threw it. */
export function describeFailure(test: TestCase): string {
  // A test that passed on a retry keeps the errors of its failed attempts (Vitest's TestResultPassed).
  const error = test.result().errors?.[0];
  if (!error) return '';
  const message = stripVTControlCharacters(error.message);
  const lines = `${error.name && !message.startsWith(error.name) ? `${error.name}: ` : ''}${message}`
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, LINES);
  let text = lines.join(' ⏎ ');
  if (text.length > CHARS) text = `${text.slice(0, CHARS - 1)}…`;
  const at = error.stacks?.find((s) => s.file === test.module.moduleId);
  return `${text}${at ? ` (at line ${at.line})` : ''}`;
}

export default class FlakyReporter implements Reporter {
  onTestCaseResult(test: TestCase): void {
    const file = process.env.TUCAN_FLAKY_FILE;
    const diagnostic = test.diagnostic();
    if (!file || !diagnostic?.flaky) return;
    const why = describeFailure(test);
    appendFileSync(
      file,
      `${relative(process.cwd(), test.module.moduleId)} › ${test.fullName}${why ? `: ${why}` : ''}\n`,
    );
  }
}
