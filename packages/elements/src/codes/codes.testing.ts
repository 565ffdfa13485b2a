/** Helpers of the code elements' browser tests (imported by tests only; the generic ones are in `test/support/`). */
import { inject } from 'vitest';
import { userEvent } from 'vitest/browser';
import { mountForCharge, recordingClient, until } from '../../test/support/index.ts';
import type { TagOfKind } from '../methods/methods.ts';
import type { TucanCodeElement } from './code.element.ts';
import { rasterize, readBarcode } from './decode.testing.ts';

/**
 * A recording client against the sandbox. `expireInMs`, when it returns a number, makes the code of a pay answer
 * expire that long after the answer's `Date` (the sandbox's codes live an hour or more; this is the one thing
 * changed in its answer, so expiry can be seen in seconds). Dated on the service's clock, as the element counts,
 * the code has exactly that long left when it is shown, not up to a second more (the header has whole seconds).
 */
export function codeClient(baseUrl: string, expireInMs?: () => number | undefined) {
  return recordingClient(baseUrl, undefined, (path, answer, headers) => {
    const payload = answer.payment_payload as Record<string, unknown> | undefined;
    if (!path.endsWith('/pay') || !payload) return answer;
    // Asked for pay answers only (other calls, such as the charge's installment simulation, leave it be).
    const ms = expireInMs?.();
    if (ms === undefined) return answer;
    const date = Date.parse(headers.get('date') ?? '');
    const now = Number.isNaN(date) ? Date.now() : date;
    return {
      ...answer,
      payment_payload: { ...payload, expiration_date: new Date(now + ms).toISOString() },
    };
  });
}

/** An `expireInMs` for `codeClient`: the first code expires `ms` after its answer, every later one as the service says. */
export function firstCodeExpiresIn(ms: number): () => number | undefined {
  let first = true;
  return () => {
    const expiry = first ? ms : undefined;
    first = false;
    return expiry;
  };
}

/** The code methods' tags, from the method list. */
export type CodeTag = TagOfKind<'code'>;
export type CodeEl = TucanCodeElement & HTMLElement;

export interface MountOptions {
  country?: string;
  value?: number;
  attrs?: Record<string, string>;
  /** Runs before the element is connected (set properties such as `getStatus`). */
  before?: (el: CodeEl) => void;
  /** See `codeClient`. */
  expireInMs?: () => number | undefined;
}

/**
 * Creates a charge in the sandbox (as the merchant's backend) and mounts a code element for it, talking to the
 * sandbox through a recording client; English unless `attrs` says otherwise.
 */
export async function mountCode(tag: CodeTag, opts: MountOptions = {}) {
  const rec = codeClient(inject('sandboxUrl'), opts.expireInMs);
  const mounted = await mountForCharge<CodeEl>(tag, { ...opts, client: rec.client });
  return { ...mounted, rec };
}

export const q = <T extends Element = HTMLElement>(el: Element, selector: string): T | null =>
  el.shadowRoot?.querySelector<T>(selector) ?? null;

export const qa = <T extends Element = HTMLElement>(el: Element, selector: string): T[] => [
  ...(el.shadowRoot?.querySelectorAll<T>(selector) ?? []),
];

/** Resolves once the waiting screen (the code) shows. */
export const waitForCode = (el: Element) => until(() => q(el, '.voucher') !== null);

/** The payer types a name (Ana Souza) and a CPF into a boleto's payer step and asks for the boleto, then it is shown. */
export async function issueBoleto(boleto: Element) {
  (q(boleto, '#name') as HTMLInputElement).focus();
  await userEvent.keyboard('Ana Souza');
  (q(boleto, '#document') as HTMLInputElement).focus();
  await userEvent.keyboard('52998224725');
  await userEvent.click(q(boleto, 'button[type="submit"]') as HTMLButtonElement);
  await waitForCode(boleto);
}

/** The text of the element's one live region. */
export const announced = (el: Element) => q(el, '[role="status"]')?.textContent?.trim() ?? '';

/** The Copy button of a value (`payload`, `clabe`, `reference`, …). */
export const copyButton = (el: Element, key: string) =>
  q<HTMLButtonElement>(el, `[data-copy="${key}"] button`);

/** The visible text of a copyable value. */
export const shownValue = (el: Element, key: string) =>
  q(el, `[data-copy="${key}"] .value`)?.textContent?.trim() ?? '';

/** What the clipboard holds, read by pasting it into a textarea with the real keyboard. */
export async function clipboardText(): Promise<string> {
  const area = document.createElement('textarea');
  document.body.append(area);
  area.focus();
  await userEvent.paste();
  const text = area.value;
  area.remove();
  return text;
}

/** The text of the element's panel, whitespace collapsed (what a shopper reads). */
export const visibleText = (el: Element) => q(el, '.panel')?.textContent.replace(/\s+/g, ' ').trim() ?? '';

/**
 * The barcode a code element drew, once it is drawn: the value printed under it, and what a barcode reader (ZXing)
 * reads from the drawing, rasterised at three times its width.
 */
export async function drawnBarcode(el: Element, format: 'ITF' | 'CODE_128') {
  await until(() => q(el, 'svg.bars') !== null);
  const svg = q<SVGSVGElement>(el, 'svg.bars') as SVGSVGElement;
  return {
    printed: q(el, '.barcode figcaption')?.textContent?.trim() ?? '',
    read: readBarcode(await rasterize(svg, 3 * svg.viewBox.baseVal.width), format),
  };
}
