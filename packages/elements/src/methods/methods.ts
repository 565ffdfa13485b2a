/**
 * Every payment method of the package, in its default order (the checkout's order where the country's own leaves
 * one out): the one list the checkout, `index.ts`, the script tag's shell and build, the framework typings, the
 * package's `exports` (checked by `tools/methods.test.ts`) and the QA console derive from. Adding a method is its
 * folder (with its `<name>.descriptor.ts`) and its entry here.
 */
import { applePay } from '../apple-pay/apple-pay.descriptor.ts';
import { boleto } from '../boleto/boleto.descriptor.ts';
import { card } from '../card/card.descriptor.ts';
import { googlePay } from '../google-pay/google-pay.descriptor.ts';
import { oxxo } from '../oxxo/oxxo.descriptor.ts';
import { pfc } from '../pfc/pfc.descriptor.ts';
import { pix } from '../pix/pix.descriptor.ts';
import { qra } from '../qra/qra.descriptor.ts';
import { spei } from '../spei/spei.descriptor.ts';

export const METHODS = [card, pix, boleto, spei, oxxo, qra, pfc, applePay, googlePay] as const;

export type Method = (typeof METHODS)[number];
/** A method's id (`card`, `pix`, `applepay`…). */
export type MethodId = Method['id'];
/** A method element's tag (`tucan-card`, `tucan-pix`…). */
export type MethodTag = Method['tag'];
/** The tags of the methods of one kind. */
export type TagOfKind<K extends Method['kind']> = Extract<Method, { kind: K }>['tag'];

/** The element class a method's module defines (the one class it exports). */
type ElementIn<M> = Extract<M[keyof M], abstract new (...args: never[]) => HTMLElement>;
/** The element of each method's tag, from the module its descriptor loads. */
export type MethodElements = {
  [M in Method as M['tag']]: InstanceType<ElementIn<Awaited<ReturnType<M['load']>>>>;
};
