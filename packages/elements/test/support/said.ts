/**
 * Everything an element's polite live region says, in order: the region's text each time it changes (a message
 * is cleared before it is said again, so a repeat shows twice). Read from the element's shadow root.
 */
export function recordSaid(el: Element) {
  const said: string[] = [];
  let last = '';
  const read = () => {
    const text = (el.shadowRoot?.querySelector('[role="status"]')?.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    if (text === last) return;
    last = text;
    if (text) said.push(text);
  };
  const observer = new MutationObserver(read);
  if (el.shadowRoot) observer.observe(el.shadowRoot, { childList: true, subtree: true, characterData: true });
  read();
  return { said, stop: () => observer.disconnect() };
}
