/**
 * A module loaded with `import()` on first use, unless an entry has already handed it over statically
 * (`provide`): then `now()` has it at once, and what needs it runs in the same task. A failed load is forgotten,
 * so the next `load()` tries again. `chunk.load` is the `import()` itself, in an object so that a test can see
 * when it is asked for or stand in for the network.
 */
export interface LazyModule<M> {
  readonly chunk: { load: () => Promise<M> };
  now(): M | undefined;
  load(): Promise<M>;
  provide(m: M): void;
}

export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const lazy: LazyModule<M> = {
    chunk: { load },
    now: () => loaded,
    load: () =>
      (loading ??= lazy.chunk.load().then(
        (m) => (loaded = m),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    provide(m) {
      loaded = m;
      loading = Promise.resolve(m);
    },
  };
  return lazy;
}
