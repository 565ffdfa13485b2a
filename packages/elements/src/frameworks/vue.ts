/**
 * `@tucan/elements/vue`: the tucan elements in Vue 3 templates, checked by `vue-tsc` without casts. Types only:
 * add `import type {} from '@tucan/elements/vue';` once (or `"types": ["@tucan/elements/vue"]` in tsconfig).
 * Vue must also be told they are custom elements: `compilerOptions.isCustomElement: (tag) => tag.startsWith('tucan-')`.
 * `@tucan-complete="(e) => …"` listens to `tucan-complete`, typed with its event class; the pattern is the one the
 * Vue guide gives for custom elements (`GlobalComponents` with typed `$props` and `$emit`).
 */
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type {
  TucanElementAttributes,
  TucanElementEvents,
  TucanElements,
  TucanEventsOf,
  TucanTag,
} from './attributes.ts';

/** `<tucan-…>` in a Vue template: its attributes and the HTML ones as props, its events as emits. */
export type TucanVueElement<T extends TucanTag> = new () => TucanElements[T] & {
  $props: Omit<HTMLAttributes, keyof TucanElementAttributes[T]> & TucanElementAttributes[T] & PublicProps;
  $emit: EmitFn<{ [K in TucanElementEvents[T]]: (event: TucanEventsOf<T>[K]) => void }>;
};

type TucanGlobalComponents = { [T in TucanTag]: TucanVueElement<T> };

declare module 'vue' {
  interface GlobalComponents extends TucanGlobalComponents {}
}
