/** The floor: a bare Lit element with one labelled input that re-renders on each keystroke, and a button. */
import { css, html, LitElement } from 'lit';
import { state } from 'lit/decorators.js';

class BenchFloor extends LitElement {
  static override styles = css`
    :host { display: block; }
  `;
  @state() private value = '';
  override render() {
    return html`<form><label for="n">Number</label><input id="n" autocomplete="cc-number" .value=${this.value}
      @input=${(e: Event) => {
        this.value = (e.target as HTMLInputElement).value;
      }}><button>Pay</button></form>`;
  }
}
customElements.define('bench-floor', BenchFloor);

export async function mount(host: HTMLElement): Promise<void> {
  host.append(document.createElement('bench-floor'));
}

export const ready = (host: HTMLElement): boolean => {
  const input = host.querySelector('bench-floor')?.shadowRoot?.querySelector('input');
  return !!input && input.checkVisibility();
};
