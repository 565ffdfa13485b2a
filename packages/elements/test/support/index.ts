/**
 * Test support shared by the browser tests of every element (imported by tests only; outside `src/`, so never
 * built or published). Element-specific helpers stay beside their element (`card/card.testing.ts`,
 * `codes/codes.testing.ts`, `wallets/wallet.testing.ts`, `frame/card-frame.testing.ts`).
 */
export * from './charge.ts';
export * from './events.ts';
export * from './recording-client.ts';
export * from './wait.ts';
