/** Registers a custom element once; loading the script twice never throws. */
export function define(name: string, ctor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  if (!customElements.get(name)) customElements.define(name, ctor);
}
