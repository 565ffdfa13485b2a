/**
 * The package's payment methods, from the method list (`list.ts`, one line per method): the checkout, `index.ts`,
 * the script tag's shell and build, the framework typings, the package's `exports` (checked by
 * `tools/methods.test.ts`) and the QA console derive from `METHODS` and the types below.
 */

import * as list from './list.ts';
import type { MethodKind } from './method.ts';

/** One method of the list. */
export type Method = (typeof list)[keyof typeof list];

const KIND_ORDER: readonly MethodKind[] = ['card', 'code', 'wallet'];
const rank = (m: Method) => KIND_ORDER.indexOf(m.kind);

/**
 * Every method, in the default order: the card, then the codes, then the wallets, each kind by id. The checkout
 * offers a method its country's order leaves out in this order; the QA console's picker lists them in it.
 */
export const METHODS: readonly Method[] = Object.values(list).sort(
  (a, b) => rank(a) - rank(b) || (a.id < b.id ? -1 : 1),
);

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
