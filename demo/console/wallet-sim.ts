/**
 * "Simulate wallet": no real Apple Pay or Google Pay runs on this page (no Safari with a card, no Google account,
 * no internet), so the console installs the faithful fakes the browser tests use (`ApplePaySession`,
 * `google.payments.api`; packages/elements/test/wallet-fakes.ts, loaded only when switched on) and shows their
 * payment sheet as a panel: the QA engineer pays with the scenario's test card (its number picks the sandbox's
 * outcome: approve, decline, 3DS challenge) or closes the sheet. The elements cannot tell the difference: they
 * call the same APIs, in the same order, with the same objects as on a real device.
 */
import { announce, h, money } from './dom.ts';
import { locale, t, text } from './i18n.ts';
import type { Simulate } from './scenario.ts';

/** The installed simulation: stopping it removes both wallets from the page. */
type Installed = { stop(): void };

export interface WalletSimOptions {
  /** The test card the shopper holds in the wallet: its digits and how the console names it. */
  card(): { pan: string; label: string };
}

type Global = { google?: unknown };

export function createWalletSim(opts: WalletSimOptions) {
  let installed: Installed | undefined;
  let switching: Promise<void> = Promise.resolve();

  const title = h('h3', { id: 'sheet-title' });
  const lead = h('p', { class: 'panel-lead', id: 'sheet-lead' });
  const pay = h('button', { type: 'button', class: 'primary', id: 'sheet-pay' }, text('sheet.pay'));
  const close = h('button', { type: 'button', class: 'ghost', id: 'sheet-close' }, text('sheet.close'));
  const element = h(
    'section',
    { class: 'panel sheet', id: 'wallet-sheet', hidden: true, 'aria-labelledby': 'sheet-title' },
    h('div', { class: 'panel-head' }, title),
    lead,
    h('div', { class: 'form-actions' }, pay, close),
  );
  let actions: { pay(): void; close(): void } | undefined;
  pay.addEventListener('click', () => finish('pay'));
  close.addEventListener('click', () => finish('close'));

  function finish(what: 'pay' | 'close') {
    const a = actions;
    actions = undefined;
    element.hidden = true;
    if (a) a[what]();
  }

  /**
   * A wallet opened its sheet: show it, with the wallet's name and what its request asks the shopper to approve (the
   * amount and the store's name, as a real sheet shows them), and move the focus to it as a real sheet would.
   */
  function open(
    wallet: string,
    asked: { amount: string; currency: string; merchant: string },
    handlers: { pay(pan: string): void; close(): void },
  ) {
    const card = opts.card();
    title.textContent = t('sheet.title', { wallet });
    const amount = money(Number(asked.amount), asked.currency, locale());
    lead.textContent = t('sheet.lead', { amount, merchant: asked.merchant, card: card.label });
    actions = { pay: () => handlers.pay(card.pan), close: handlers.close };
    element.hidden = false;
    announce(title.textContent);
    pay.focus();
  }

  async function install(): Promise<Installed> {
    const fakes = await import('../../packages/elements/test/wallet-fakes.ts');
    const apple = fakes.installApplePay();
    const google = fakes.fakeGooglePay();
    // pay.js defines `google.payments.api`: the elements' default loader finds it and loads nothing.
    (globalThis as unknown as Global).google = { payments: { api: await google.loader({}) } };
    let stopped = false;
    const watchGoogle = async () => {
      while (!stopped) {
        const sheet = await google.nextSheet();
        if (stopped) return;
        const { transactionInfo: total, merchantInfo } = sheet.request;
        const asked = {
          amount: total.totalPrice ?? '',
          currency: total.currencyCode,
          merchant: merchantInfo?.merchantName ?? '',
        };
        open('Google Pay', asked, {
          // PAN_ONLY: the card's number decides, so a challenge card asks for 3DS as a real PAN_ONLY token does.
          pay: (pan) => sheet.choose(pan, 'PAN_ONLY'),
          close: () => sheet.cancel(),
        });
      }
    };
    let seen = 0;
    const watchApple = setInterval(() => {
      for (; seen < apple.sessions.length; seen++) {
        const session = apple.sessions[seen]!;
        void session.settled.then((state) => {
          if (state !== 'shown' || stopped) return;
          const { total, currencyCode } = session.request;
          open(
            'Apple Pay',
            { amount: total.amount, currency: currencyCode, merchant: total.label },
            {
              pay: (pan) => void session.authorize(fakes.applePayToken(pan)),
              close: () => session.cancel(),
            },
          );
        });
      }
    }, 100);
    void watchGoogle();
    return {
      stop() {
        stopped = true;
        clearInterval(watchApple);
        apple.uninstall();
        delete (globalThis as unknown as Global).google;
        finish('close');
      },
    };
  }

  /** Switches the simulation; orders placed after it resolves see the wallets (or not). */
  function set(value: Simulate): Promise<void> {
    switching = switching.then(async () => {
      if (value === 'on' && !installed) installed = await install();
      if (value === 'off' && installed) {
        installed.stop();
        installed = undefined;
      }
    });
    return switching;
  }

  return { element, set, ready: () => switching };
}
