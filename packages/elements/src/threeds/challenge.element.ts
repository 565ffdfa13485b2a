import { serviceUrl } from '@tucan/client';
import { html, LitElement, nothing, type PropertyDeclarations } from 'lit';
import { type LocaleOverrides, LocalizeController } from '../controllers/localize.ts';
import { baseStyles, spinnerStyles } from '../styles/base.styles.ts';
import { type ChallengeMessageKey, challengeMessages } from './challenge.messages.ts';
import { challengeStyles } from './challenge.styles.ts';
import type { ChallengeWindowSize } from './challenge-window.ts';

export interface ChallengeRequest {
  /** The ACS URL (`url_3ds`) and the CReq to POST to it. */
  url: string;
  creq: string;
  size: ChallengeWindowSize;
  /** How long the shopper has before the challenge is given up. */
  timeoutMs: number;
  /**
   * The service's base URL (its client's `baseUrl`): its notification page, on that origin, hands over the CRes the
   * ACS posted to it. A message from any other origin is not the CRes, whatever it says.
   */
  notificationOrigin: string;
}

export type ChallengeOutcome = { kind: 'cres'; cres: string } | { kind: 'abandoned' } | { kind: 'timeout' };

/** The element that had focus, looking through open shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

let dialogs = 0;

/**
 * @summary The EMV 3DS challenge in an accessible modal dialog (internal to `<tucan-card>`).
 *
 * The ACS page loads in an iframe by a form POST of `creq`. The dialog is modal (the rest of the page is inert,
 * so focus stays inside) and focus returns where it was afterwards. It opens with the focus on its heading (WAI-ARIA
 * dialog practice: the bank's page is cross-origin and cannot be focused into, and Close is not what a shopper
 * came for): a screen reader reads the dialog's name and description, Tab goes to Close, then into the bank's
 * page. Esc or Close asks for confirmation first; confirming abandons the challenge. A timeout gives up on it.
 *
 * Not for pages to use: `<tucan-card>` renders it in its own shadow root (with the card's language as `lang`)
 * and opens it itself, so these parts are not reachable with `::part()` from the page; the `--tucan-*`
 * properties set on the card reach it by inheritance.
 *
 * @tagname tucan-3ds-challenge
 * @csspart dialog - The modal `<dialog>`.
 * @csspart close - The Close button (asks for confirmation first).
 * @csspart frame - The bank's (ACS) challenge iframe, exactly the `challengeWindowSize` asked for (01–04), or the
 * screen below the title bar (05).
 * @csspart loading - The loading state over the frame until the bank's page answers.
 * @csspart source - The line under the title saying, in the page's language, that the frame shows the bank's own page.
 * @cssprop --tucan-color-border - Dialog and button borders. Default `#8a93a3` (dark `#7d8797`).
 * @cssprop --tucan-color-background - Dialog and buttons. Default `#ffffff` (dark `#161a22`).
 * @cssprop --tucan-color-text - Text. Default `#1d2430` (dark `#eef1f6`).
 * @cssprop --tucan-color-primary - The "keep verifying" button. Default `#0b5fff` (dark `#7aa7ff`).
 * @cssprop --tucan-color-on-primary - Its text. Default `#ffffff` (dark `#0b1020`).
 * @cssprop --tucan-color-failure - The border of the "stop verification?" question. Default `#b3261e`
 * (dark `#ff8a80`).
 * @cssprop --tucan-color-focus - Focus ring. Default `#0b5fff` (dark `#7aa7ff`).
 * @cssprop --tucan-radius - Corner radius. Default `8px`.
 * @cssprop --tucan-space - Spacing unit. Default `1rem`.
 * @cssprop --tucan-font-family - Font. Default `system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`.
 * @cssprop --tucan-font-size - Base font size. Default `1rem`.
 */
export class TucanChallengeElement extends LitElement {
  static override styles = [baseStyles, spinnerStyles, challengeStyles];

  static override properties: PropertyDeclarations = {
    request: { state: true },
    confirming: { state: true },
    loading: { state: true },
    messages: { attribute: false },
  };

  declare private request: ChallengeRequest | undefined;
  private confirming = false;
  /** The bank's page has not answered yet: a loading state covers the frame. */
  private loading = false;
  // Plain getters rather than lit's `@query`, whose module the dialog's chunk would carry for these three.
  get #dialog(): HTMLDialogElement {
    return this.renderRoot?.querySelector('dialog') as HTMLDialogElement;
  }
  get #frame(): HTMLIFrameElement | null {
    return this.renderRoot?.querySelector('iframe') ?? null;
  }
  get #form(): HTMLFormElement | null {
    return this.renderRoot?.querySelector('form') ?? null;
  }

  readonly #l10n = new LocalizeController(this, [challengeMessages]);

  /**
   * The merchant's wording over tucan's, per locale and element, e.g. `{ 'pt-BR': { card: { pay: 'Pagar
   * {amount} agora' } } }` (typed: `LocaleOverrides`). A key it lacks keeps tucan's wording.
   */
  declare messages: LocaleOverrides | undefined;

  /** The first render, and a render after a change of language, wait for the shopper's locale to load. */
  protected override scheduleUpdate(): Promise<unknown> | undefined {
    return this.#l10n.ready(() => super.scheduleUpdate());
  }
  readonly #frameName = `tucan-3ds-challenge-${++dialogs}`;
  #settle: ((outcome: ChallengeOutcome) => void) | undefined;
  /** The origin of the service's notification page: the only one whose message is the CRes. */
  #origin = '';
  #timer: ReturnType<typeof setTimeout> | undefined;
  #returnFocus: HTMLElement | null = null;

  /**
   * Opens the dialog, posts the CReq, and resolves with the CRes, an abandonment or a timeout. A `url` that is
   * not https (or http on a loopback sandbox) is never posted to, and without a service origin to hear the CRes
   * from none could be taken: either way the challenge ends at once as abandoned.
   */
  async open(request: ChallengeRequest): Promise<ChallengeOutcome> {
    const url = serviceUrl(request.url);
    const notification = serviceUrl(request.notificationOrigin);
    if (!url || !notification) return { kind: 'abandoned' };
    this.#origin = new URL(notification).origin;
    this.#returnFocus = deepActiveElement();
    this.request = { ...request, url };
    this.confirming = false;
    await this.updateComplete;
    const outcome = new Promise<ChallengeOutcome>((resolve) => {
      this.#settle = resolve;
    });
    window.addEventListener('message', this.#onMessage);
    this.#timer = setTimeout(() => this.#finish({ kind: 'timeout' }), request.timeoutMs);
    this.loading = true;
    this.#dialog.showModal();
    this.#form?.submit();
    return outcome;
  }

  /** True while the challenge is showing. */
  get isOpen(): boolean {
    return this.request !== undefined;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.#settle) this.#finish({ kind: 'abandoned' });
  }

  /**
   * The CRes counts only from the dialog's frame (`event.source`) and the service's notification page's origin, as
   * the 3DS Method's message does (E11): a page on another origin in the frame (the ACS's own, or any it navigated
   * to) cannot hand over a CRes.
   */
  readonly #onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; cres?: unknown } | null;
    if (!this.#frame || event.source !== this.#frame.contentWindow || event.origin !== this.#origin) return;
    if (data?.type === 'tucan:3ds-challenge' && typeof data.cres === 'string') {
      this.#finish({ kind: 'cres', cres: data.cres });
    }
  };

  /** The frame loaded: the bank's page answered (the empty frame's own `about:blank` load does not count). */
  #onFrameLoad(): void {
    try {
      if (this.#frame?.contentWindow?.location.href === 'about:blank') return;
    } catch {
      // Cross-origin: the bank's page is there.
    }
    this.loading = false;
  }

  #finish(outcome: ChallengeOutcome): void {
    const settle = this.#settle;
    this.#settle = undefined;
    clearTimeout(this.#timer);
    window.removeEventListener('message', this.#onMessage);
    if (this.#dialog?.open) this.#dialog.close();
    this.request = undefined;
    this.confirming = false;
    this.loading = false;
    if (this.#returnFocus?.isConnected) this.#returnFocus.focus();
    settle?.(outcome);
  }

  async #askToConfirm(): Promise<void> {
    this.confirming = true;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLButtonElement>('.keep')?.focus();
  }

  async #keepVerifying(): Promise<void> {
    this.confirming = false;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLButtonElement>('.close')?.focus();
  }

  /**
   * Focus guards: Tab past the frame wraps to the first control, Shift+Tab before it to the frame. While the
   * confirm shows, the frame and Close are inert and focus cycles between the confirm's two buttons.
   */
  #focusFirst(): void {
    this.renderRoot.querySelector<HTMLElement>(this.confirming ? '.keep' : '.close')?.focus();
  }

  #focusLast(): void {
    if (this.confirming) this.renderRoot.querySelector<HTMLElement>('.abandon')?.focus();
    else this.#frame?.focus();
  }

  #onCancel(event: Event): void {
    // Esc: never close straight away; ask first (or, when already asking, go back to the challenge).
    event.preventDefault();
    if (this.confirming) void this.#keepVerifying();
    else void this.#askToConfirm();
  }

  #onKeydown(event: KeyboardEvent): void {
    if (event.key === 'Escape') this.#onCancel(event);
  }

  override render() {
    const r = this.request;
    const t = (key: ChallengeMessageKey) => this.#l10n.t(challengeMessages, key);
    return html`
      <dialog
        part="dialog"
        class=${r?.size === '05' ? 'full' : ''}
        aria-labelledby="challenge-title"
        aria-describedby="challenge-source"
        @cancel=${this.#onCancel}
        @keydown=${this.#onKeydown}
      >
        ${
          r
            ? html`
              <span class="guard visually-hidden" tabindex="0" @focus=${this.#focusLast}></span>
              <header>
                <div class="heading">
                  <h2 id="challenge-title" tabindex="-1" autofocus>${t('title')}</h2>
                  <p class="source" part="source" id="challenge-source">${t('source')}</p>
                </div>
                <button type="button" class="close" part="close" aria-label=${t('close')}
                  ?inert=${this.confirming} @click=${this.#askToConfirm}>
                  <span aria-hidden="true">✕</span>
                </button>
              </header>
              ${
                this.confirming
                  ? html`<div class="confirm" role="group" aria-labelledby="confirm-text">
                    <p id="confirm-text">${t('confirm')}</p>
                    <div class="actions">
                      <button type="button" class="keep primary" @click=${this.#keepVerifying}>${t('keep')}</button>
                      <button type="button" class="abandon" @click=${() => this.#finish({ kind: 'abandoned' })}>
                        ${t('abandon')}
                      </button>
                    </div>
                  </div>`
                  : nothing
              }
              <div class="stage size-${r.size}" aria-busy=${this.loading ? 'true' : 'false'}>
                <iframe part="frame" name=${this.#frameName} title=${t('frame')} ?inert=${this.confirming}
                  @load=${this.#onFrameLoad}></iframe>
                <p class="loading" part="loading" ?hidden=${!this.loading}>
                  <span class="spinner" aria-hidden="true"></span>${t('loading')}
                </p>
              </div>
              <form method="post" action=${r.url} target=${this.#frameName} hidden>
                <input type="hidden" name="creq" .value=${r.creq} />
              </form>
              <span class="guard visually-hidden" tabindex="0" @focus=${this.#focusFirst}></span>
            `
            : nothing
        }
      </dialog>
    `;
  }
}
