import type { TucanPayer } from '../payer/payer-fields.ts';
import type { ChallengeOutcome, ChallengeRequest } from '../threeds/challenge.element.ts';
import { frameMessages } from './frame.messages.ts';
import { TucanFrameCardElement } from './frame-card.ts';
import {
  envelope,
  eventDetail,
  FRAME_EVENTS,
  type FrameMessage,
  type FrameOptions,
  HELLO,
  isConnect,
  parseHostMessage,
  readFrameUrl,
} from './protocol.ts';

/**
 * The card frame's side of the channel (runs on the service's origin, inside the frame page). It renders the
 * frame's card (`frame-card.ts`: the card form an inline card renders, so the card's templates, styles, validation,
 * `PaymentFlow` and 3DS Method are the same code), and bridges it to the host: options in; size, plain `input`/`change` and every `tucan-*`
 * event of the card out (status, complete, error, busy, total: their documented details only); the 3DS challenge is asked of the
 * host's page-level dialog and its outcome comes back here, where validate is called.
 */
export class FramePage {
  #port: MessagePort | undefined;
  #card: TucanFrameCardElement | undefined;
  readonly #sheet = new CSSStyleSheet();
  /** The sheet's text and the payer as they were last set: an options message that repeats them changes nothing. */
  #sheetText = '';
  #payer = '';
  #challenges = 0;
  /** The host asked for the focus, and no window focus or shopper's key or pointer in the frame came since. */
  #focusAsked = false;
  readonly #pending = new Map<number, (outcome: ChallengeOutcome) => void>();

  constructor(
    private readonly doc: Document,
    private readonly url: { origin: string; channel: string; baseUrl: string },
  ) {
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, this.#sheet];
  }

  /** Starts listening for the handshake, or refuses to run when the page is not framed by its declared origin. */
  static start(win: Window = window): FramePage | undefined {
    const url = readFrameUrl(win.location.href);
    if (!url || win.parent === win) return undefined;
    // Chromium and Safari name the embedding origin: a page claiming another merchant's origin gets nothing.
    const ancestors = win.location.ancestorOrigins;
    if (ancestors && ancestors.length > 0 && ancestors[0] !== url.origin) return undefined;
    const page = new FramePage(win.document, url);
    const onMessage = (event: MessageEvent) => {
      if (page.#port) return;
      if (event.source !== win.parent || event.origin !== url.origin) return;
      if (!isConnect(event.data, url.channel) || event.ports.length !== 1) return;
      win.removeEventListener('message', onMessage);
      page.#connect(event.ports[0] as MessagePort);
    };
    win.addEventListener('message', onMessage);
    // The card frame is here: the host hands over the port only after this (never to an error page).
    win.parent.postMessage(envelope({ type: HELLO }, url.channel), url.origin);
    return page;
  }

  #send(message: FrameMessage): void {
    this.#port?.postMessage(envelope(message, this.url.channel));
  }

  #connect(port: MessagePort): void {
    this.#port = port;
    port.onmessage = (event) => this.#receive(event.data);
    const win = this.doc.defaultView as Window;
    win.addEventListener('focus', this.#onWindowFocus);
    for (const type of ['keydown', 'pointerdown'])
      win.addEventListener(type, () => (this.#focusAsked = false), true);
  }

  #receive(data: unknown): void {
    const m = parseHostMessage(data, this.url.channel);
    if (!m) return;
    const card = this.#card;
    if (m.type === 'options') void this.#configure(m.options);
    else if (m.type === 'focus') this.#focusFirstField();
    else if (m.type === 'reset') card?.formResetCallback();
    else if (m.type === 'challenge-result') {
      this.#pending.get(m.id)?.(m.outcome);
      this.#pending.delete(m.id);
    }
  }

  /**
   * The host's `focus()`: the first field, also from another control of the card (its `delegatesFocus` alone
   * would leave the focus on, say, Pay, since it is already inside).
   */
  #focusFirstField(): void {
    (this.#card?.shadowRoot?.activeElement as HTMLElement | null)?.blur();
    this.#card?.focus();
    this.#focusAsked = true;
  }

  /**
   * The host's `focus()` also focuses the iframe from the page. The browser tells this frame on its own channel,
   * which may come after the host's message: then (Chromium) the field loses the focus it just got and the frame
   * gets the focus with nothing in it. The first window focus after the request puts it back on the first field.
   */
  readonly #onWindowFocus = () => {
    if (this.#focusAsked && !this.#card?.shadowRoot?.activeElement) this.#card?.focus();
    this.#focusAsked = false;
  };

  /** Asks the host's page-level dialog to run the challenge; resolves with its outcome. */
  #openChallenge = (request: ChallengeRequest): Promise<ChallengeOutcome> => {
    const id = ++this.#challenges;
    return new Promise((resolve) => {
      this.#pending.set(id, resolve);
      this.#send({ type: 'challenge', id, request });
    });
  };

  #mount(): TucanFrameCardElement {
    // The document's `<tucan-card>` (`frame.ts` defines it).
    const card = new TucanFrameCardElement();
    card.baseUrl = this.url.baseUrl;
    card.challengeOpener = this.#openChallenge;
    // Every `tucan-*` event of the card, with only its own detail fields (`eventDetail`): never card data.
    for (const name of FRAME_EVENTS) {
      card.addEventListener(name, (e) => {
        const detail = eventDetail(name, (e as unknown as { detail: unknown }).detail);
        if (detail) this.#send({ type: 'event', name, detail });
      });
    }
    card.addEventListener('input', () => this.#send({ type: 'input' }));
    card.addEventListener('change', () => this.#send({ type: 'change' }));
    this.doc.body.append(card);
    const root = this.doc.documentElement;
    new ResizeObserver(() =>
      this.#send({ type: 'size', height: Math.ceil(root.getBoundingClientRect().height) }),
    ).observe(root);
    return card;
  }

  async #configure(o: FrameOptions): Promise<void> {
    const first = !this.#card;
    const card = this.#card ?? this.#mount();
    this.#card = card;
    // Applied as it comes, busy or not: a payment under way keeps the charge it was approved for (the flow's attempt
    // carries it, contract P8), so a new one never redirects it.
    card.chargeUuid = o.chargeUuid;
    card.currency = o.currency;
    card.country = o.country;
    card.methods = o.methods;
    card.fields = o.fields;
    card.theme = o.theme;
    card.amount = o.amount;
    // Each message brings the payer as a new object: the card gets it (and prefills again) only when it differs.
    const payer = JSON.stringify(o.payer) ?? '';
    if (payer !== this.#payer) card.payer = o.payer as TucanPayer | undefined;
    this.#payer = payer;
    card.methodTimeout = o.methodTimeout;
    card.challengeTimeout = o.challengeTimeout;
    card.payTimeout = o.payTimeout;
    card.hostViewport = o.viewport;
    // The card's words follow the document's language (it has no `lang` of its own).
    if (this.doc.documentElement.lang !== o.lang) this.doc.documentElement.lang = o.lang;
    card.formDisabled = o.disabled;
    const vars = Object.entries(o.vars).map(([k, v]) => `${k}:${v};`);
    // The frame's document takes the card's scheme, as its iframe on the page does (frame-host.styles.ts): a
    // browser paints an opaque canvas behind a frame whose scheme differs from its iframe's.
    const scheme = o.theme === 'dark' ? 'dark' : 'light';
    // A new sheet recalculates the styles of the whole document: only when its text changes (a resize of the page,
    // which sends the options again, seldom does).
    const sheet = `:root{color-scheme:${scheme}}tucan-card{${vars.join('')}}`;
    if (sheet !== this.#sheetText) this.#sheet.replaceSync(sheet);
    this.#sheetText = sheet;
    // The document's title in the card's language, from the frame's words (there once the card has rendered).
    const titled = card.updateComplete.then(() => {
      this.doc.title = card.l10n.t(frameMessages, 'title');
    });
    if (first) {
      await titled;
      this.#send({ type: 'ready' });
    }
  }
}
