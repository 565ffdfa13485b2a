/**
 * Runs before each browser test file. The tests run lit from source in dev mode on purpose (its dev-mode checks
 * catch mistakes); its one-time "Lit is in dev mode" notice says nothing a test reader needs, so it is silenced.
 * Every other lit warning still prints.
 */
const lit = globalThis as { litIssuedWarnings?: Set<string> };
lit.litIssuedWarnings ??= new Set();
lit.litIssuedWarnings.add('dev-mode');
