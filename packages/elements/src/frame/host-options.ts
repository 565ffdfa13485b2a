/** What the frame's page side (`host.ts`) reads of `<tucan-card>` and of the page, and the options and timings it works with. */
import type { Environment } from '@tucan/client';
import type { ReactiveController, ReactiveElement } from 'lit';
import { cardMethods, optionalFields } from '../card/card.logic.ts';
import type { LocalizeController } from '../controllers/localize.ts';
import type { PaymentState } from '../payment/payment-state.ts';
import type { FrameOptions } from './protocol.ts';

/** What the frame host needs from `<tucan-card>`: its public options and the state its form association reads. */
export interface CardFrameHost extends ReactiveElement {
  chargeUuid: string;
  baseUrl: string;
  /** A custom transport: the frame cannot use it (its calls are its own, same-origin). */
  client: unknown;
  environment: Environment;
  amount: number | undefined;
  currency: string;
  country: string;
  methods: string;
  fields: string;
  /** The payer the merchant knows (`TucanPayer`): the frame checks it. */
  payer: unknown;
  methodTimeout: number;
  challengeTimeout: number;
  payTimeout: number;
  theme: string;
  /** The colour scheme the element resolved (`light` or `dark`): the frame's and the 3DS dialog's. */
  themeOf(): string;
  formDisabled: boolean;
  /** The payment's state, which follows what the frame's card says (status, done, busy). */
  readonly payment: PaymentState;
  readonly l10n: LocalizeController;
}

/**
 * The `--tucan-*` custom properties whose computed values the frame gets (the page's CSS cannot reach it). A change
 * of one on the page starts a momentary transition in the host's shadow root (`frame-host.styles.ts`), which tells
 * the host to read them again.
 */
export const VARS =
  'color-primary color-on-primary color-failure color-waiting color-success color-info color-text color-muted color-background color-border color-focus radius space font-family font-size'
    .split(' ')
    .map((v) => `--tucan-${v}`);

/**
 * The options the frame takes as the element has them (it checks each: an unset `amount` or a timeout that is not
 * a number is left to the frame's defaults).
 */
const PASSED =
  'chargeUuid amount currency country methods fields methodTimeout challengeTimeout payTimeout payer'.split(
    ' ',
  ) as (keyof CardFrameHost & keyof FrameOptions)[];

/** Until the frame says it is ready after loading; then the element says the form could not load. */
export const FRAME_READY_TIMEOUT_MS = 8_000;
/** Until the frame has loaded at all (a network that never answers, a blocked frame); then the same. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000;
/**
 * After the frame's `load`, how long its hello may still be on its way (it is posted while the frame page runs,
 * before `load`). A frame that loaded without it is not the card frame: an error page (404, 503, a network
 * failure, a page blocked by CSP). Then the element says so at once instead of waiting for the timeouts.
 */
export const FRAME_HELLO_GRACE_MS = 1_000;
/** The `tucan-error` code when the frame cannot work; the element never falls back to the inline form. */
export const FRAME_UNAVAILABLE = 'frame_unavailable';
/**
 * The frame's height before it reports its own: its card form's first layout, as the form's styles lay it out at the
 * default type size (`card.styles.ts`, `field.styles.ts`, `choice.styles.ts`, Pay's `primaryButton`) for the
 * element's `methods`, `fields` and width (the frame's), so nothing under the card moves when the frame reports it.
 * Rows 12 px apart (`--_space-3`); a field's row is its label's line (14 px at line-height 1.45) and 4 px margin
 * over a 44 px control; the Credit/Debit choice is 44 px, Pay 48 px. The field rows: the number, expiry and security
 * code (one row from 36 rem, two below, three up to 16 rem), the name, the email and the document that `fields`
 * asks for, and the installments when credit is the method shown first (`plansHeld`: there from the first render).
 */
export function firstHeight(h: CardFrameHost, width: number): number {
  const methods = cardMethods(h.methods);
  const { email, document } = optionalFields(h.fields);
  const rows =
    (width >= 576 ? 2 : width && width <= 256 ? 4 : 3) +
    +email +
    +document +
    +(!!h.chargeUuid && methods[0] === 'credit_card');
  return Math.ceil(rows * (14 * 1.45 + 4 + 44 + 12) + (methods.length > 1 ? 56 : 0) + 48);
}

/** The layout viewport's side: the window's without its scrollbar (the root's client size, when there is one). */
const fit = (window: number, client: number) => Math.min(window, client || window);

/** What the frame follows of the merchant's page: its look (the computed `--tucan-*` values) and its viewport. */
export type PageLook = Pick<FrameOptions, 'vars' | 'viewport'>;

/**
 * Reads the page's look at the element and the page's layout viewport (which the 3DS challenge's size is picked
 * from). The reads need the page's style and layout: `PageWatch` makes them only when these can have changed,
 * never at an update of the element.
 */
function readPage(h: CardFrameHost): PageLook {
  const style = getComputedStyle(h);
  const vars: Record<string, string> = {};
  for (const name of VARS) {
    const value = style.getPropertyValue(name).trim();
    if (value) vars[name] = value;
  }
  const root = document.documentElement;
  return {
    vars,
    viewport: { width: fit(innerWidth, root.clientWidth), height: fit(innerHeight, root.clientHeight) },
  };
}

/**
 * The options the frame gets now: the element's, its language and scheme, with the page's look and viewport as
 * last read (`readPage`). Nothing here reads the page's style or layout.
 */
export function frameOptions(h: CardFrameHost, page: PageLook): FrameOptions {
  const options = {
    lang: h.l10n.lang,
    // `auto` is resolved by the element against the merchant's page: the frame's own page has no scheme to follow.
    theme: h.themeOf(),
    disabled: h.formDisabled,
    ...page,
  } as FrameOptions;
  for (const k of PASSED) (options as unknown as Record<string, unknown>)[k] = h[k];
  return options;
}

/**
 * The page's look and viewport as last read (`look`). Reading them forces the page's style and layout when these
 * are not up to date, as after an update of the element: so an update never reads them. They are read again when
 * they can have changed, at moments the page's style and layout are up to date or change anyway, and `changed` is
 * called:
 * - a change of a `--tucan-*` value the frame follows, however the page makes it (a class, a sheet, a media query
 *   such as the system's colour scheme): it starts a momentary transition on the frame box
 *   (`frame-host.styles.ts`), whose `transitionrun` comes after the browser computed the new style;
 * - a change of the page root's or the element's box (a scrollbar, the element shown or moved): a
 *   `ResizeObserver` reports it after the browser's own layout (at once when observed), so reading forces nothing;
 * - a resize of the window (its height too, which the root's box may not follow).
 * The element's own values (its theme and the scheme it resolved, language, `disabled`, amount) cost no such read.
 */
export class PageWatch implements ReactiveController {
  #look: PageLook | undefined;
  /** The element's width as last laid out (0 before its first layout). */
  width = 0;
  readonly #boxes = new ResizeObserver(() => this.#measure());

  constructor(
    private readonly host: CardFrameHost,
    private readonly changed: () => void,
  ) {
    host.addController(this);
  }

  /** The page as last read (read now if it never was). */
  get look(): PageLook {
    this.#look ??= readPage(this.host);
    return this.#look;
  }

  hostConnected(): void {
    this.#boxes.observe(document.documentElement);
    this.#boxes.observe(this.host);
    addEventListener('resize', this.#measure);
    this.host.renderRoot.addEventListener('transitionrun', this.#measure);
  }

  hostDisconnected(): void {
    this.#boxes.disconnect();
    removeEventListener('resize', this.#measure);
    this.host.renderRoot.removeEventListener('transitionrun', this.#measure);
  }

  readonly #measure = () => {
    this.#look = readPage(this.host);
    const width = this.host.clientWidth;
    // The frame's height until it reports its own follows the element's width (`firstHeight`).
    if (width !== this.width) this.host.requestUpdate();
    this.width = width;
    this.changed();
  };
}
