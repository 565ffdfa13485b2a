/** The floor: a bare Lit element with one labelled input and a button, nothing else. */
import { css, html, LitElement } from 'lit';

class BenchFloor extends LitElement {
  static override styles = css`
    :host { display: block; }
  `;
  override render() {
    return html`<form><label for="n">Number</label><input id="n" autocomplete="cc-number"><button>Pay</button></form>`;
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
