import type { ApplePayMerchantSession } from '@tucan/client';
import { sessionUsableUntil } from './apple-pay.logic.ts';

/** The gateway a session is fetched ahead of time for, before Safari names its `validationURL`. */
export const DEFAULT_VALIDATION_URL = 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession';

const originOf = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

type Fetch = (chargeUuid: string, validationURL: string) => Promise<ApplePayMerchantSession>;

interface Held {
  charge: string;
  origin: string;
  session: ApplePayMerchantSession;
  usableUntil: number;
}

/**
 * Apple Pay merchant sessions from the public session endpoint. One may be fetched ahead of the click (when the
 * shopper shows intent); it is handed to Apple only while usable (`expiresAt`, W3) and for the same charge and
 * Apple gateway, and only once (a merchant session is single-use). Otherwise a fresh one is fetched.
 */
export class MerchantSessions {
  private held: Held | undefined;
  private pending: Promise<void> | undefined;

  constructor(
    private readonly fetchSession: Fetch,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private async fetch(charge: string, validationURL: string): Promise<Held> {
    const session = await this.fetchSession(charge, validationURL);
    const receivedAt = this.now();
    return {
      charge,
      origin: originOf(validationURL),
      session,
      usableUntil: sessionUsableUntil(session, receivedAt),
    };
  }

  /** Fetches a session ahead of time unless a usable one is held; a failure is silent (the click fetches). */
  prefetch(charge: string): void {
    if (!charge || this.pending) return;
    if (this.held?.charge === charge && this.held.usableUntil > this.now()) return;
    this.pending = this.fetch(charge, DEFAULT_VALIDATION_URL)
      .then(
        (held) => {
          this.held = held;
        },
        () => {},
      )
      .finally(() => {
        this.pending = undefined;
      });
  }

  /** The session to complete Apple's merchant validation with: the held one if still usable, else a new one. */
  async take(charge: string, validationURL: string): Promise<ApplePayMerchantSession> {
    if (this.pending) await this.pending;
    const held = this.held;
    this.held = undefined;
    if (
      held &&
      held.charge === charge &&
      held.origin === originOf(validationURL) &&
      held.usableUntil > this.now()
    ) {
      return held.session;
    }
    return (await this.fetch(charge, validationURL)).session;
  }

  /** Forgets a held session (the charge changed or the element left the page). */
  clear(): void {
    this.held = undefined;
  }
}
