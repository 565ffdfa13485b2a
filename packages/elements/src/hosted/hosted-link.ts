/**
 * The hosted checkout's data island (**assumption**, docs/contract.md "Hosted checkout"): the one place that names
 * its shape. The static page (`dist/hosted/index.html`) carries no data of its own; the server that serves it
 * (the service, the sandbox, or a provider's edge) writes the link's data into
 *
 *   <script type="application/json" id="tucan-link">{ … }</script>
 *
 * and the page's script reads it, checks it here and renders the checkout or the link's state. Pure, no DOM.
 */

/** The id of the data island the server writes into the page. */
export const HOSTED_LINK_ISLAND_ID = 'tucan-link';

/** The island's shape, version 1. Field names follow the service's JSON (snake_case). */
export interface HostedLink {
  version: 1;
  payment_link_uuid: string;
  charge_uuid: string;
  is_checkout: boolean;
  /** The charge's value in `currency` (major units). */
  amount: number;
  currency: string;
  /** The wallet's country: BR, MX, AR, CL or CO. */
  country: string;
  /** The link's `allowed_methods` (type_charge values). */
  allowed_methods: string[];
  description: string | null;
  /** The wallet's name, shown above the title. */
  merchant_name: string | null;
  /** The link's last payable day (`YYYY-MM-DD`, the link's `due_date`), or null when it does not expire. */
  expires_at: string | null;
  /** The status of the link's charge when the page was served. */
  status: string;
  /** The service's clock when the page was served (ISO 8601): expiry is judged by it, not the shopper's clock. */
  now: string;
  /** Where the shopper goes back to the merchant, when the link has one. */
  return_url: string | null;
  /** The service's API base URL, for the public endpoints. */
  base_url: string;
  /** The link's status URL, for the code methods' waiting screen. */
  status_url: string;
  /** The page's language, decided by the server (also written to `<html lang>`). */
  lang: string;
}

/** What the page shows for a link: its checkout, or why it cannot be paid. */
export type HostedLinkState = 'payable' | 'paid' | 'expired' | 'closed';

/** The charge statuses after which the link was paid (a refund or chargeback still means it was). */
const PAID = new Set([
  'confirmed',
  'paid',
  'refunded',
  'refund_error',
  'chargeback_requested',
  'chargeback_refunded',
  'chargeback_reversed',
  'pre_chargeback_resolution',
]);

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const textOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

/** Parses the island's text: the link, or undefined when it is missing or not this shape (never throws). */
export function parseHostedLink(text: string | null | undefined): HostedLink | undefined {
  if (!text) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  const ok =
    d.version === 1 &&
    isText(d.payment_link_uuid) &&
    isText(d.charge_uuid) &&
    typeof d.is_checkout === 'boolean' &&
    typeof d.amount === 'number' &&
    Number.isFinite(d.amount) &&
    d.amount > 0 &&
    isText(d.currency) &&
    isText(d.country) &&
    Array.isArray(d.allowed_methods) &&
    d.allowed_methods.length > 0 &&
    d.allowed_methods.every(isText) &&
    textOrNull(d.description) &&
    textOrNull(d.merchant_name) &&
    (d.expires_at === null || (isText(d.expires_at) && /^\d{4}-\d{2}-\d{2}$/.test(d.expires_at))) &&
    isText(d.status) &&
    isText(d.now) &&
    Number.isFinite(Date.parse(d.now)) &&
    textOrNull(d.return_url) &&
    isText(d.base_url) &&
    isText(d.status_url) &&
    isText(d.lang);
  return ok ? (d as unknown as HostedLink) : undefined;
}

/**
 * The link's state: paid once its charge was, closed when it was canceled, expired after its last payable day on
 * the service's clock (UTC), payable otherwise (a declined attempt, `error`, may be paid again).
 */
export function hostedLinkState(link: HostedLink): HostedLinkState {
  if (PAID.has(link.status)) return 'paid';
  if (link.status === 'canceled') return 'closed';
  if (link.expires_at && link.now.slice(0, 10) > link.expires_at) return 'expired';
  return 'payable';
}
