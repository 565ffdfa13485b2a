/**
 * The host's half of the channel (`protocol.ts`): what the card's page side (`host.ts`) and the script tag's shell
 * (`early-frame.ts`, `shell.ts`) use, and the frame's document does not: the check of what the frame sends, the
 * frame's URL, the service's origin. Pure and DOM-free.
 */
import { serviceUrl } from '@tucan/client/service-url';
import {
  type ChallengeSize,
  eventDetail,
  FRAME_PATH,
  type FrameEventName,
  type FrameMessage,
  num,
  opened,
  record,
  str,
} from './protocol.ts';

/**
 * Checks a message the host received on its port; undefined when it is not one of ours. Event details keep
 * only their event's known fields (`eventDetail`): whatever else a frame sent never reaches the page.
 */
export function parseFrameMessage(data: unknown, channel: string): FrameMessage | undefined {
  const m = opened(data, channel);
  const type = m?.type;
  if (type === 'ready' || type === 'input' || type === 'change') return { type };
  if (type === 'size') return num(m?.height) && m.height >= 0 ? { type, height: m.height } : undefined;
  if (type === 'event') {
    const detail = eventDetail(m?.name, m?.detail);
    return detail ? { type, name: m?.name as FrameEventName, detail } : undefined;
  }
  const r = record(m?.request);
  const { url, creq, size, timeoutMs } = r ?? {};
  return type === 'challenge' &&
    num(m?.id) &&
    str(url) &&
    str(creq) &&
    str(size) &&
    /^0[1-5]$/.test(size) &&
    num(timeoutMs)
    ? { type, id: m.id, request: { url, creq, size: size as ChallengeSize, timeoutMs } }
    : undefined;
}

/**
 * **Decision (the frame document names its locale).** The frame page of a wording locale: `card.html` in English,
 * `card.<locale>.html` in the others (`card.pt-BR.html`), each naming its locale's words beside its script, so the
 * frame loads them with its script (one level), never English first.
 */
export const framePath = (locale = 'en'): string =>
  locale === 'en' ? FRAME_PATH : FRAME_PATH.replace(/\.html$/, `.${locale}.html`);

/**
 * The frame page's URL in a wording locale (`framePath`): the host's origin and the channel id travel in the
 * fragment (never sent to a server).
 */
export function frameUrl(serviceBase: string, hostOrigin: string, channel: string, locale?: string): string {
  const hash = new URLSearchParams({ origin: hostOrigin, channel });
  return `${serviceBase.replace(/\/+$/, '')}${framePath(locale)}#${hash}`;
}

/**
 * The service's origin for a base URL that passes the one service-URL check (`serviceUrl`, contract A11), else
 * undefined: the shell's early frame and preconnect, and the card's frame host, start nothing for a refused one.
 */
export function originOf(base: string): string | undefined {
  const url = serviceUrl(base);
  return url && new URL(url).origin;
}
