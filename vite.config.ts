/// <reference types="vitest/config" />
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { answerCommands } from './packages/elements/test/answer-commands.ts';
import { commands } from './packages/elements/test/commands.ts';
import { frameChunkCommands } from './packages/elements/test/frame-chunk-commands.ts';
import { frameCommands } from './packages/elements/test/frame-commands.ts';
import { frameLookCommands } from './packages/elements/test/frame-look-commands.ts';
import { CHROMIUM_ARGS, findChromium } from './tools/chromium.ts';

// The workspace runs the packages from source: their `exports` name it under `tucan-source` (dist/ for others).
const serverFromSource = {
  conditions: ['tucan-source', ...defaultServerConditions],
  externalConditions: ['tucan-source'],
};
const fromSource = {
  resolve: { conditions: ['tucan-source', ...defaultClientConditions] },
  ssr: { resolve: serverFromSource },
  // Vitest's own environment runs the global setups (the browser tests' sandbox).
  environments: { __vitest__: { resolve: serverFromSource } },
};

/**
 * `expect.poll` and `expect.element` wait up to 10 s (Vitest's default is 1 s): what they wait for crosses a
 * process (a request to the sandbox, a webhook, a frame, Chromium's focus), and a busy CI machine takes longer than
 * a second for that. A condition that never comes still fails, after 10 s. (`vi.waitFor` has no such setting: pass
 * a timeout, or use `until` of `packages/elements/test/support/wait.ts`.)
 */
const POLL = { timeout: 10_000, interval: 50 };

/** Browser test files that run at once (`TUCAN_BROWSER_PAGES` overrides). */
const BROWSER_PAGES = Number(process.env.TUCAN_BROWSER_PAGES) || 3;

// One command (`vitest run`) runs every project: Node tests for the client and
// the sandbox, and browser-mode tests for the elements in real Chromium.
export default defineConfig({
  ...fromSource,
  test: {
    reporters: process.env.TUCAN_VITEST_JSON
      ? ['default', ['json', { outputFile: process.env.TUCAN_VITEST_JSON }], './tools/flaky-reporter.ts']
      : ['default'],
    projects: [
      {
        ...fromSource,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/client/test/**/*.test.ts',
            'packages/sandbox/test/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          testTimeout: 20_000,
          // The files run in one module graph: the sources are imported once, not once per file, which was most
          // of this project's time.
          isolate: false,
          // One retry for a test that fails on a busy machine; `pnpm test` names every test that needed it.
          retry: 1,
          expect: { poll: POLL },
        },
      },
      {
        ...fromSource,
        test: {
          name: 'browser',
          include: ['packages/elements/src/**/*.test.ts'],
          globalSetup: ['packages/elements/test/global-setup.ts'],
          setupFiles: ['packages/elements/test/setup.ts'],
          testTimeout: 30_000,
          retry: 1,
          expect: { poll: POLL },
          // Files run at once, each on its own page (its own browser context) of one Chromium. Most of a file's
          // time is spent waiting on the sandbox, the frame and the element's own timers, so more pages than cores
          // finish sooner. Each file owns its charges; nothing in the sandbox is shared between files.
          maxWorkers: BROWSER_PAGES,
          // Its own group, after the Node project's (which keeps one file at a time): Vitest runs projects with
          // different worker counts one after the other. `pnpm test` runs the two in two processes at once.
          sequence: { groupOrder: 1 },
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
              // The shopper's "reduce motion" setting: every state renders the same, without the frames a spinner
              // draws while a test waits on the sandbox (about a fifth of the browser's CPU). e2e keeps full motion.
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
            commands: {
              ...commands,
              ...frameCommands,
              ...frameLookCommands,
              ...frameChunkCommands,
              ...answerCommands,
            },
          },
        },
      },
    ],
  },
});
