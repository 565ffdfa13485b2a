/**
 * The card's frame, started by the script tag's shell as soon as it sees a frame card (`<tucan-card>` without
 * `isolation="inline"`), before the card's code has arrived: the tag's `base-url` (or `environment`) and language
 * are all the frame's URL needs, so the frame document loads in parallel with the page side's code instead of
 * after it. The shell puts the iframe in the card's light DOM (hidden, in the slot `FRAME_SLOT`), keeps the
 * frame's hello if it comes before the card's code, and hands both to the card's frame host
 * (`window.Tucan.takeFrame`), which uses the frame only if its URL is exactly the one it would have made
 * (`frame/host.ts` `#adopt`): the same service origin, page origin and locale, and a fresh channel. The frame's
 * checks (its parent, the origin in its URL, the channel, one handshake) are the same as for a frame the card
 * renders itself.
 */
import { BASE_URLS, type Environment } from '@tucan/client';
import { tagOf, wordingLocale } from '../controllers/wording.ts';
import { frameUrl, originOf } from './protocol.host.ts';

/** The slot of the card's frame box that shows a frame the shell started. */
export const FRAME_SLOT = 'tucan-frame';

/** A frame the shell started for a card, as the card's frame host takes it. */
export interface EarlyFrame {
  iframe: HTMLIFrameElement;
  channel: string;
  /** The wording locale of its document. */
  locale: string;
  /** The frame's hello, when it came before the card's code. */
  hello?: MessageEvent;
  /** Whether the frame's `load` came before the card's code. */
  loaded?: boolean;
}

/** The service's base URL of a tag: its `base-url`, else its `environment`'s (as the elements read them). */
export const baseOf = (el: Element) =>
  el.getAttribute('base-url') ||
  BASE_URLS[el.getAttribute('environment') as Environment] ||
  BASE_URLS.sandbox;

/** The frames the shell started, until their cards take them. */
export function earlyFrames() {
  const frames = new Map<Element, EarlyFrame>();
  let listening = false;
  const onMessage = (event: MessageEvent) => {
    for (const f of frames.values()) if (event.source === f.iframe.contentWindow) f.hello = event;
  };
  return {
    /** Starts `el`'s frame, unless it is an inline card, has one already, or names no http(s) service. */
    start(el: Element): void {
      const base = baseOf(el);
      if (el.getAttribute('isolation') === 'inline' || frames.has(el) || !originOf(base)) return;
      if (!listening) addEventListener('message', onMessage);
      listening = true;
      const iframe = document.createElement('iframe');
      const frame: EarlyFrame = { iframe, channel: crypto.randomUUID(), locale: wordingLocale(tagOf(el)) };
      iframe.slot = FRAME_SLOT;
      iframe.setAttribute('part', 'frame');
      iframe.hidden = true;
      iframe.allow = 'payment';
      iframe.addEventListener('load', () => (frame.loaded = true), { once: true });
      iframe.src = frameUrl(base, location.origin, frame.channel, frame.locale);
      frames.set(el, frame);
      el.append(iframe);
    },
    /** Hands `el`'s frame to its card, once. */
    take(el: Element): EarlyFrame | undefined {
      const frame = frames.get(el);
      frames.delete(el);
      return frame;
    },
  };
}
