/**
 * Where `<tucan-card isolation="inline">` gets its form: the inline form (`card.inline.ts`: templates, form state,
 * validation, brand marks, field styles, the pay chunk's loader) is a chunk of its own, loaded only for an inline
 * card; the default frame card never downloads it. Entries that want it without a wait (`card-inline.ts`, the
 * frame's script) import it statically and hand it over with `provideInlineForm`, so an inline card renders in the
 * task it is inserted in.
 */
type InlineFormModule = typeof import('./card.inline.ts');

let loaded: InlineFormModule | undefined;
let loading: Promise<InlineFormModule> | undefined;

/** The `import()` itself, in an object so that a test can see when it is asked for or stand in for the network. */
export const inlineChunk = {
  load: (): Promise<InlineFormModule> => import('./card.inline.ts'),
};

/** The inline form, if it has loaded (or was included statically). */
export const inlineForm = (): InlineFormModule | undefined => loaded;

/** Loads the inline form once (again after a failure). */
export function loadInlineForm(): Promise<InlineFormModule> {
  loading ??= inlineChunk.load().then(
    (m) => {
      loaded = m;
      return m;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** An entry that includes the inline form statically makes it available at once. */
export function provideInlineForm(m: InlineFormModule): void {
  loaded = m;
  loading = Promise.resolve(m);
}
