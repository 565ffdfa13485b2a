/**
 * Prints only the voucher. A shadow root cannot style the page around it, so for the print the page gets one
 * constructed stylesheet (allowed by a strict CSP, no inline style) that hides everything but the printing
 * element; the element's own print styles hide its buttons. Both are removed after printing.
 */
const PRINTING = 'data-tucan-printing';

let sheet: CSSStyleSheet | undefined;
function printSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(`@media print {
  body * { visibility: hidden !important; }
  [${PRINTING}], [${PRINTING}] * { visibility: visible !important; }
  [${PRINTING}] { position: absolute !important; inset: 0 auto auto 0 !important; width: 100% !important; }
}`);
  }
  return sheet;
}

export function printOnly(host: HTMLElement): void {
  const doc = host.ownerDocument;
  const s = printSheet();
  if (!doc.adoptedStyleSheets.includes(s)) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, s];
  host.setAttribute(PRINTING, '');
  const done = () => {
    host.removeAttribute(PRINTING);
    doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((x) => x !== s);
  };
  doc.defaultView?.addEventListener('afterprint', done, { once: true });
  doc.defaultView?.print();
}
