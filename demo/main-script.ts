/**
 * The QA console with the elements from the script-tag bundle (`tucan.iife.js`, loaded by script-console.html
 * before this module): the bundle registered every element and exposes the package's exports as `Tucan`.
 */
import { type ElementsApi, startConsole } from './console/app.ts';

const elements = (globalThis as { Tucan?: ElementsApi }).Tucan;
if (elements) void startConsole({ integration: 'script', elements });
else document.body.textContent = 'tucan.iife.js did not load: run `pnpm demo`, which builds it.';
