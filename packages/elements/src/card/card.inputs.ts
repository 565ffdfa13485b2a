/** How the card form's inputs keep what the shopper types formatted, and inside the form. */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { formatCardNumber, formatCvc } from '../domain/card-format.ts';
import { formatExpiry } from '../domain/expiry.ts';

/** Digits typed before the detected brand is announced (a 1-digit guess such as 6 → Maestro is not). */
export const BRAND_ANNOUNCE_DIGITS = 4;

/**
 * Puts a formatted value and caret into an input, touching only what changed: writing the value or the selection
 * makes the browser redo the editing state and lay the input out again, on every keystroke otherwise.
 */
function keepFormatted(
  input: HTMLInputElement,
  r: { value: string; caret: number },
  at: number,
  end: number,
): void {
  if (input.value !== r.value) {
    // Writing the value puts the caret at the end: set it back without reading the selection again (a read
    // after the write would lay the page out there and then).
    input.value = r.value;
    if (r.caret !== r.value.length) input.setSelectionRange(r.caret, r.caret);
  } else if (at !== r.caret || end !== r.caret) input.setSelectionRange(r.caret, r.caret);
}

/**
 * A press on Pay keeps the focus where it is until the click: the field being left would hide its hint at once,
 * moving Pay up under the pointer between press and release, and the click would be lost. Pay takes the focus
 * once the click has submitted.
 */
export const keepFocus = (e: MouseEvent) => e.preventDefault();

/** The card number as typed, formatted in its input (caret kept): its new value. */
export function numberTyped(e: InputEvent, previous: string): string {
  const input = e.target as HTMLInputElement;
  const at = input.selectionStart ?? input.value.length;
  const r = formatCardNumber(input.value, at, previous, e.inputType);
  keepFormatted(input, r, at, input.selectionEnd ?? at);
  return r.value;
}

/** The expiry as typed (`MM/YY`), formatted in its input: its new value. */
export function expiryTyped(e: InputEvent, previous: string): string {
  const input = e.target as HTMLInputElement;
  const at = input.selectionStart ?? input.value.length;
  const r = formatExpiry(input.value, at, e.inputType, previous);
  keepFormatted(input, r, at, input.selectionEnd ?? at);
  return r.value;
}

/** The security code as typed, digits only up to the brand's length: its new value. */
export function cvcTyped(e: InputEvent, length: number): string {
  const input = e.target as HTMLInputElement;
  const value = formatCvc(input.value, length);
  if (input.value !== value) input.value = value;
  return value;
}

/**
 * What typing fires in the form, none of which leaves it: the keys, the input events, the clipboard's, Chromium's
 * `textInput` (which carries the text) and an IME's composition events.
 */
const TYPING = [
  'beforeinput',
  'input',
  'change',
  'keydown',
  'keypress',
  'keyup',
  'paste',
  'copy',
  'cut',
  'textInput',
  'compositionstart',
  'compositionupdate',
  'compositionend',
];

/**
 * Keeps what the shopper types inside the card form while it is connected: no typing event bubbles out of it (a
 * listener in the page's capture phase is the browser's limit of an inline card, contract E9); the card hears a
 * plain `input` (composed) or `change` (not), with nothing in it.
 */
export class TypingKept implements ReactiveController {
  constructor(private readonly host: ReactiveControllerHost & HTMLElement & { readonly card: EventTarget }) {
    host.addController(this);
  }

  readonly #stop = (e: Event): void => {
    e.stopPropagation();
    if (e.type === 'input' || e.type === 'change')
      this.host.card.dispatchEvent(new Event(e.type, { bubbles: true, composed: e.type === 'input' }));
  };

  hostConnected(): void {
    for (const type of TYPING) this.host.addEventListener(type, this.#stop);
  }

  hostDisconnected(): void {
    for (const type of TYPING) this.host.removeEventListener(type, this.#stop);
  }
}
