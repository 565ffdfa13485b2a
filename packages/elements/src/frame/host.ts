import { BASE_URLS, baseUrlOf } from '@tucan/client/service-url';
import { html, nothing, type ReactiveController } from 'lit';
import {
  TucanBusyEvent,
  TucanCompleteEvent,
  TucanErrorEvent,
  TucanStatusEvent,
  type TucanTotalDetail,
  TucanTotalEvent,
} from '../events.ts';
import { adoptInShadowRoot } from '../styles/adopt.ts';
import type { TucanChallengeElement } from '../threeds/challenge.element.ts';
import { loadChallenge } from '../threeds/challenge.load.ts';
import type { EarlyFrame } from './early-frame.ts';
import { failurePlain } from './failure-plain.ts';
import { type FrameMessageKey, frameMessages } from './frame.messages.ts';
import { frameHostStyles } from './frame-host.styles.ts';
import {
  type CardFrameHost,
  FRAME_HELLO_GRACE_MS,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_TIMEOUT_MS,
  FRAME_UNAVAILABLE,
  firstHeight,
  frameOptions,
  PageWatch,
} from './host-options.ts';
import { frameUrl, originOf, parseFrameMessage } from './protocol.host.ts';
import { CONNECT, envelope, type FrameMessage, HELLO, type HostMessage, opened } from './protocol.ts';

type Failure = 'unavailable' | 'broken' | 'failed';

/**
 * The "could not load" view (the alert, its icon, Retry, with its styles): a chunk loaded when a frame fails. If it
 * cannot load either, the host shows the plain message and Retry. An object, so a test can stand in for the network.
 */
export const failureChunk = { load: () => import('./host-failure.ts') };

/**
 * The host side of `<tucan-card isolation="frame">`: the frame on the service's origin, its handshake and
 * channel. It never listens to window messages: only what arrives on its own `MessagePort` counts, and it posts
 * the port only to the service's origin. What it receives is checked (`parseFrameMessage`) and re-fired as the
 * card's usual events; the only things it sends are options, pay, reset, focus and a challenge's outcome.
 */
export class CardFrame implements ReactiveController {
  ready = false;
  /**
   * Why the frame cannot work, once it cannot: `unavailable` (no service origin), `broken` (it loaded an error
   * page, or the page's CSP blocked it: known at once) or `failed` (not ready in time).
   */
  failed: Failure | undefined;
  /** The frame's height as it last reported it; until then (0), its form's first layout's at the element's width. */
  #height = 0;
  #boxHeight = () => this.#height || firstHeight(this.host, this.#page.width || this.host.clientWidth);
  #port: MessagePort | undefined;
  #lastOptions: string | undefined;
  /** The page's look and viewport, read again only when they can have changed; what differs is sent. */
  readonly #page: PageWatch;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** A new one for each frame (`#newFrame`): Retry creates a new frame, on a new channel. */
  #channel!: string;
  /**
   * The locale of the frame's document (`framePath`), the element's when the frame is created: a later change of
   * language goes over the channel, never reloads the frame.
   */
  #locale!: string;
  /** Retry was pressed: once the new frame is ready, the focus goes to its first field. */
  #retried: boolean | undefined;
  /** The failure view, once its chunk is here. */
  #failureView: typeof import('./host-failure.ts')['failureView'] | undefined;
  /** The failure view's chunk could not load: the plain message and Retry show instead. */
  #plain: boolean | undefined;
  /** The frame the shell started (`#adopt`), in the element's light DOM, shown in the frame box's slot (`FRAME_SLOT`). */
  #adopted: HTMLIFrameElement | undefined;

  constructor(private readonly host: CardFrameHost) {
    host.addController(this);
    this.#page = new PageWatch(host, () => this.#sync());
    adoptInShadowRoot(host.renderRoot, [frameHostStyles]); // the frame box's, before the card's first render
    // Without a service origin (`unavailable`) the first update says so, which ends this wait.
    this.#newFrame();
    this.#adopt();
  }

  /**
   * Takes the frame the script tag's shell started for this element before its code arrived (frame/early-frame.ts),
   * only if it is exactly the frame this host would make now (the same URL: service origin, page origin, locale,
   * with the shell's fresh channel) and still the element's child; else it goes, and the host makes its own. Its
   * hello and load, if they came before this code, count as if they came now.
   */
  #adopt(): void {
    const shell = (globalThis as { Tucan?: { takeFrame?: (el: Element) => EarlyFrame | undefined } }).Tucan;
    const early = shell?.takeFrame?.(this.host);
    if (!early) return;
    const { iframe, channel, locale, hello, loaded } = early;
    const url = originOf(this.base) && new URL(frameUrl(this.base, location.origin, channel, locale)).href;
    // (Unavailable, the host's first update drops it: `#fail`.)
    if (iframe.parentNode !== this.host || !url || iframe.src !== url) {
      iframe.remove();
      return;
    }
    this.#channel = channel;
    this.#locale = locale;
    this.#adopted = iframe;
    iframe.addEventListener('load', this.#onLoad);
    if (hello) this.#onHello(hello);
    if (loaded) this.#onLoad();
  }

  /** The shell's frame goes (a failure, Retry), removed (its load listener never runs again): the host's own next. */
  #dropAdopted(): void {
    this.#adopted?.remove();
    this.#adopted = undefined;
  }

  /** In `ms`, unless cleared first (the frame got further), the frame fails as `kind`, for `reason`. */
  #failIn(ms: number, kind: Failure, reason: string): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#fail(kind, reason), ms);
  }

  /** The next frame rendered is a new one, on a new channel: until it loads, the load timeout runs. */
  #newFrame(): void {
    this.#channel = crypto.randomUUID();
    this.#locale = this.host.l10n.locale;
    this.#failIn(FRAME_LOAD_TIMEOUT_MS, 'failed', 'the frame did not load in time');
  }

  /**
   * Retry (the "could not load" message's button): a new frame, on a new channel, with the same options. Nothing was
   * paid from a frame that never became ready, so there is no attempt to keep.
   */
  retry(): void {
    if (!this.failed || this.failed === 'unavailable') return;
    this.#close();
    this.#dropAdopted();
    this.failed = undefined;
    this.#retried = true;
    this.#plain = false;
    this.#newFrame();
    this.host.requestUpdate();
  }

  /**
   * **Decision**: a custom `client` without `base-url` gives no service origin to load the frame from (the
   * transport may talk anywhere, and the frame cannot use it): the frame mode is unavailable, never inline.
   */
  private get unavailable(): boolean {
    return !!this.host.client && !this.host.baseUrl;
  }

  /** The service's base URL: `base-url`, else the environment's. */
  private get base(): string {
    return this.host.baseUrl || baseUrlOf(this.host.environment) || BASE_URLS.sandbox;
  }

  /** The frame cannot work: say so in the element's language and tell the page once (`tucan-error`). */
  #fail(kind: Failure, reason: string): void {
    if (this.ready || this.failed) return;
    clearTimeout(this.#timer);
    this.#dropAdopted();
    this.failed = kind;
    const h = this.host;
    h.requestUpdate();
    h.dispatchEvent(
      new TucanErrorEvent({
        chargeUuid: h.chargeUuid,
        code: FRAME_UNAVAILABLE,
        message: this.#t(kind),
        reason: `isolation="frame": ${reason}`,
      }),
    );
  }

  /** The element's words for the frame, in its language. */
  readonly #t = (key: FrameMessageKey): string => this.host.l10n.t(frameMessages, key);

  private get iframe(): HTMLIFrameElement | null {
    return this.#adopted ?? this.host.renderRoot.querySelector('iframe');
  }

  hostConnected(): void {
    this.#listen('addEventListener');
  }

  hostDisconnected(): void {
    this.#listen('removeEventListener');
    this.#close();
  }

  /** The page's events the host follows while it is connected: the frame's hello and a CSP refusal. */
  #listen(method: 'addEventListener' | 'removeEventListener'): void {
    const on = (target: EventTarget, type: string, listener: (e: never) => void) =>
      target[method](type, listener as EventListener);
    on(window, 'message', this.#onHello);
    on(document, 'securitypolicyviolation', this.#onViolation);
  }

  hostUpdated(): void {
    if (this.unavailable)
      this.#fail('unavailable', 'a custom client needs base-url (the service origin), or isolation="inline"');
    const a = this.#adopted;
    if (a) {
      // What the rendered frame has in its template (its `part` the shell gave it).
      a.hidden = false;
      a.className = this.ready ? '' : 'loading';
      a.title = this.#t('title');
      a.height = String(this.#boxHeight());
    }
    // A finished payment's frame holds no control: out of the tab order, so Shift+Tab never stops on its empty page.
    if (this.host.payment.done) this.iframe?.setAttribute('tabindex', '-1');
    else this.iframe?.removeAttribute('tabindex');
    this.#sync();
  }

  #close(): void {
    clearTimeout(this.#timer);
    this.#port?.close();
    this.#port = undefined;
    this.ready = false;
  }

  #send(message: HostMessage): void {
    this.#port?.postMessage(envelope(message, this.#channel));
  }

  reset(): void {
    this.#send({ type: 'reset' });
  }

  /**
   * Focus goes to the frame's first field; the frame moves it there. Focusing the iframe element while the focus
   * is already inside the frame would pull it back out to this page, racing the frame's own move (the two reach
   * the frame's process in either order, and focus could end nowhere): only a focus from outside starts there.
   */
  focus(): void {
    const iframe = this.iframe;
    if ((iframe?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement !== iframe)
      iframe?.focus();
    this.#send({ type: 'focus' });
  }

  /**
   * Sends the options when they differ from the last ones sent (after each update of the element, and when the
   * page's look or viewport changed: `PageWatch`), from the page as last read.
   */
  readonly #sync = () => {
    if (!this.#port) return;
    const options = frameOptions(this.host, this.#page.look);
    const json = JSON.stringify(options);
    if (json === this.#lastOptions) return;
    this.#lastOptions = json;
    this.#send({ type: 'options', options });
  };

  /**
   * The page's CSP refused the frame (`frame-src`, `child-src` or `default-src` without the service's origin):
   * known at once. The shopper reads the generic message; the merchant reads the directive in `tucan-error`'s
   * `reason` (nothing goes to the console).
   */
  readonly #onViolation = (event: SecurityPolicyViolationEvent) => {
    const origin = originOf(this.base);
    const directive = event.effectiveDirective;
    if (!origin || !/^(frame|child|default)-src/.test(directive)) return;
    if (originOf(event.blockedURI) !== origin) return;
    this.#fail(
      'broken',
      `blocked by the page's Content-Security-Policy ${directive}: allow ${origin} in frame-src`,
    );
  };

  /** The frame says hello (only its own window, from the service origin, with its channel): hand over the port. */
  readonly #onHello = (event: MessageEvent) => {
    const target = this.iframe?.contentWindow;
    const origin = originOf(this.base);
    if (!target || event.source !== target || event.origin !== origin) return;
    if (opened(event.data, this.#channel)?.type !== HELLO || this.failed) return;
    this.#close();
    const { port1, port2 } = new MessageChannel();
    this.#port = port1;
    this.#lastOptions = '';
    port1.onmessage = (e) => this.#receive(e.data);
    target.postMessage(envelope({ type: CONNECT }, this.#channel), origin, [port2]);
    this.#sync();
    this.#failIn(FRAME_READY_TIMEOUT_MS, 'failed', 'the frame was not ready in time');
  };

  /**
   * The frame loaded. Its hello came (or comes within a moment): wait for it; else the frame shows an error page
   * (its status, 404 or 503, cannot be read across origins) or a network failure: say so now.
   */
  readonly #onLoad = () => {
    // The port: the current frame said hello (it is the card frame, on the service's origin).
    if (this.#port || this.failed) return;
    this.#failIn(
      FRAME_HELLO_GRACE_MS,
      'broken',
      'the frame loaded an error page, not the card frame (HTTP error or network failure)',
    );
  };

  #receive(data: unknown): void {
    const m: FrameMessage | undefined = parseFrameMessage(data, this.#channel);
    const h = this.host;
    const type = m?.type;
    if (type === 'ready') {
      if (this.failed) return;
      clearTimeout(this.#timer);
      this.ready = true;
      h.requestUpdate();
      if (this.#retried) {
        this.#retried = false;
        void h.updateComplete.then(() => this.focus());
      }
    } else if (m?.type === 'size') {
      this.#height = m.height;
      h.requestUpdate();
    } else if (type === 'input' || type === 'change') {
      h.dispatchEvent(new Event(type, { bubbles: true, composed: type === 'input' }));
    } else if (m?.type === 'challenge') {
      // The dialog's code loads on the first challenge (as for the inline card); the tag is already rendered. No
      // dialog, or no code for it: the challenge is abandoned.
      void loadChallenge()
        // The CRes is heard only from the service's origin, the frame's own (never one the frame names).
        .then(() =>
          h.renderRoot
            .querySelector<TucanChallengeElement>('tucan-3ds-challenge')
            ?.open({ ...m.request, notificationOrigin: this.base }),
        )
        .catch(() => undefined)
        .then((outcome = { kind: 'abandoned' }) =>
          this.#send({ type: 'challenge-result', id: m.id, outcome }),
        );
    } else if (m?.type === 'event') {
      // The card's events, as the inline card fires them; the element's state follows what the frame says.
      const { name, detail } = m;
      const { chargeUuid, status = '', code = '', message = '', busy = false } = detail;
      if (name === 'tucan-error') h.dispatchEvent(new TucanErrorEvent({ ...detail, code, message }));
      else if (name === 'tucan-busy') {
        h.payment.set({ busy });
        h.dispatchEvent(new TucanBusyEvent({ chargeUuid, busy }));
      } else if (name === 'tucan-total') h.dispatchEvent(new TucanTotalEvent(detail as TucanTotalDetail));
      else {
        const done = name === 'tucan-complete';
        if (status) h.payment.set({ status });
        if (done) h.payment.set({ done: true });
        h.dispatchEvent(new (done ? TucanCompleteEvent : TucanStatusEvent)({ chargeUuid, status }));
      }
    }
  }

  /**
   * The failure's view: the styled alert and Retry once their chunk is here (until then the loading line stays), or
   * the plain message and Retry if it cannot load. A failed frame is not rendered, so Retry renders a new one.
   */
  #failure(kind: Failure) {
    const h = this.host;
    const view = this.#failureView;
    const retry = () => this.retry();
    if (kind === 'unavailable') return failurePlain(this.#t(kind));
    if (view) return view(this.#t, kind, retry);
    if (this.#plain) return failurePlain(this.#t(kind), this.#t('retry'), retry);
    void failureChunk
      .load()
      .then(
        (m) => {
          adoptInShadowRoot(h.renderRoot, m.failureStyles);
          this.#failureView = m.failureView;
        },
        () => {
          this.#plain = true;
        },
      )
      .then(() => h.requestUpdate());
    return this.#loading();
  }

  #loading() {
    return html`<p class="loading-line">${this.#t('loading')}</p>`;
  }

  render() {
    const h = this.host;
    const { failed, ready } = this;
    // Written without whitespace between the tags: the bytes are the page's.
    return html`<div class="frame-box" aria-busy=${!(ready || failed)}>${
      failed
        ? this.#failure(failed)
        : html`${ready ? nothing : this.#loading()}${this.#adopted ? html`<slot name="tucan-frame"></slot>` : this.#frame()}`
    }</div><tucan-3ds-challenge lang=${h.l10n.lang} theme=${h.themeOf()}></tucan-3ds-challenge>`;
  }

  #frame() {
    const { ready } = this;
    return html`<iframe part="frame" class=${ready ? '' : 'loading'}
            title=${this.#t('title')} allow="payment" src=${frameUrl(this.base, location.origin, this.#channel, this.#locale)}
            height=${this.#boxHeight()} @load=${this.#onLoad}></iframe>`;
  }
}
