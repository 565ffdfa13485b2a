/**
 * `@tucan/elements/react`: the tucan elements in React 19 TSX, type-checked without casts. Types only: add
 * `import type {} from '@tucan/elements/react';` once (or `"types": ["@tucan/elements/react"]` in tsconfig).
 *
 * React 19 sets a prop on a custom element as a property when the element has one (`amount`, `chargeUuid`), else
 * as an attribute (`charge-uuid`); a prop named `on` + an event name becomes a listener for exactly that name:
 * `ontucan-complete={(e) => …}` listens to `tucan-complete` (the case matters: `onTucanComplete` would listen to
 * `TucanComplete`, which no element fires).
 */
import type { HTMLAttributes, RefAttributes } from 'react';
import type {
  TucanElementAttributes,
  TucanElementEvents,
  TucanElements,
  TucanEventsOf,
  TucanTag,
} from './attributes.ts';

/** `ontucan-complete`, `ontucan-error`…: each typed with its event class. */
export type TucanReactEvents<T extends TucanTag> = {
  [K in TucanElementEvents[T] as `on${K}`]?: (event: TucanEventsOf<T>[K]) => void;
};

/** The props of `<tucan-…>` in React 19: its attributes, its events, the HTML attributes and a typed `ref`. */
export type TucanReactProps<T extends TucanTag> = Omit<
  HTMLAttributes<TucanElements[T]>,
  keyof TucanElementAttributes[T]
> &
  RefAttributes<TucanElements[T]> &
  TucanElementAttributes[T] &
  TucanReactEvents<T>;

type TucanIntrinsicElements = { [T in TucanTag]: TucanReactProps<T> };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends TucanIntrinsicElements {}
  }
}
