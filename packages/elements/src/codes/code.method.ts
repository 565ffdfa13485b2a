import type { TypeCharge } from '@tucan/client';
import type { TemplateResult } from 'lit';
import type { Messages } from '../controllers/localize.ts';
import type { DocumentType } from '../domain/documents.ts';
import type { Fields } from '../domain/payloads.ts';

import type { PayerInput } from '../payer/payer-fields.ts';

/** The payer fields a method may ask for before the code is requested (`payer/payer-fields.ts`). */
export type { PayerField, PayerInput } from '../payer/payer-fields.ts';

/** A barcode symbology the waiting screen can draw (lazily). */
export type BarcodeKind = 'itf' | 'code128';

export interface CopyOptions {
  /** What is copied, when it differs from what is shown (a CLABE without its spaces). */
  value?: string;
  /** A long string (a pix code): the button goes under it. */
  long?: boolean;
  /** Spans the whole width in a two-column layout, on one line (a code read out: a CLABE, a reference). */
  wide?: boolean;
  /** Spans the whole width in a two-column layout (a name, which half a row would wrap). */
  full?: boolean;
}

/** What a method's view may use from the shared waiting screen (`code.screen.ts`). */
export interface CodeView {
  /** The method's own message (its table first, then the shared one). */
  t(key: string, params?: Record<string, string>): string;
  money(value: number): string;
  /** The amount to pay, formatted in the charge's currency (`''` while unknown): the code's own, else the charge's. */
  amountToPay(): string;
  /** A date and time (ms) or a calendar day (`YYYY-MM-DD`), localized. */
  when(when: number | string): string;
  /**
  /** A value with its label and a Copy button. */
  copy(key: string, label: string, shown: string, opts?: CopyOptions): TemplateResult;
  /** The QR code: the server's PNG when it has one, else drawn from `payload`. */
  qr(payload: string, png: string | undefined): TemplateResult;
  /** A barcode of `digits`, drawn in SVG. */
  barcode(kind: BarcodeKind, digits: string): TemplateResult;
  /** A label and a value, without a Copy button. */
  detail(label: string, value: string): TemplateResult;
}

/**
 * One payment method of the code elements: mostly a description. Adding a method is a folder with this
 * description, its messages and an element class that names it (see `src/pix/`).
 */
export interface CodeMethod<P> {
  /** The `type_charge` sent to pay. */
  readonly typeCharge: TypeCharge;
  /** The payer fields to ask for, from the merchant's `fields` attribute (lower-cased words). */
  inputs(fields: ReadonlySet<string>): readonly PayerInput[];
  /** The document types offered when `document` is asked (default: the country's). */
  readonly documentTypes?: readonly DocumentType[];
  /** Reads the service's `payment_payload`; undefined when it cannot be used. */
  read(raw: Fields): P | undefined;
  /** When the code stops being payable (ms, service clock), if known. */
  expiresAt(code: P): number | undefined;
  /** How long a freshly issued code is valid: the fallback evidence of the service's clock. */
  readonly validForMs?: number;
  /** A voucher the shopper may print (a print stylesheet prints only the voucher). */
  readonly printable?: boolean;
  /** The step (1-based) that asks for the exact amount: it carries the amount where the total is out of view. */
  readonly amountStep?: number;
  /** The amount the code itself states, if any (else the element's `amount`). */
  amount?(code: P): number | undefined;
  /** The method's own messages: at least `name`, `action`, `ready`, `steps.1`…; see `code.messages.ts`. */
  readonly messages: Messages<string>;
  /** The method-specific part of the waiting screen. */
  view(code: P, v: CodeView): TemplateResult;
}

/** Words of a `fields` attribute, lower-cased. */
export const fieldWords = (attr: string | undefined): ReadonlySet<string> =>
  new Set(
    (attr ?? '')
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean),
  );

/** The optional email most methods take when the merchant asks for it. */
export const optionalEmail = (fields: ReadonlySet<string>): PayerInput[] =>
  fields.has('email') ? [{ field: 'email', required: false }] : [];
