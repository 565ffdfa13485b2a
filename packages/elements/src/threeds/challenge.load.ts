/**
 * Loads the 3DS challenge dialog (`<tucan-3ds-challenge>`) the first time a payment needs one: most payments
 * are frictionless, so its code, styles and messages stay out of the card's initial load. The elements render
 * the tag from the start; defining it upgrades the instance already in their shadow root.
 */
export const loadChallenge = (): Promise<unknown> => import('./challenge.ts');
