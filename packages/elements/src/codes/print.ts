/**
 * Prints only the voucher. A stylesheet reaches only its own tree (the document, or one shadow root), and the code
 * element may sit in another element's shadow root (`<tucan-checkout>`'s, the hosted checkout's). So for the print
 * the element and each host above it, up to the document, get a mark, and every tree along that chain gets one
 * constructed stylesheet (allowed by a strict CSP, no inline style) that removes from the print everything off the
 * chain (`display: none`, which takes no room, so the voucher starts the first page) and flattens the boxes on it.
 * The element's own print styles hide its buttons. Marks and sheets are removed after printing.
 */
const MARK = 'data-tucan-printing';
const ON = `[${MARK}]`;
/** Off the chain: neither marked, nor above a mark, nor inside a marked element (its light DOM). */
const OFF = `:not(${ON}, :has(${ON}), ${ON} *)`;
/** The boxes that hold the voucher lose what keeps it off the top of the page or narrows it. */
const FLAT = `margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important;
  min-height: 0 !important; height: auto !important; max-width: none !important; width: auto !important;
  position: static !important; transform: none !important; overflow: visible !important;
  display: block !important;`;

const PAGE = `@media print {
  body ${OFF} { display: none !important; }
  body, body :has(${ON}) { ${FLAT} }
  body ${ON} { ${FLAT} }
}`;
const SHADOW = `@media print {
  ${OFF} { display: none !important; }
  :has(${ON}), ${ON} { ${FLAT} }
}`;

const sheets = new WeakMap<Document, { page: CSSStyleSheet; shadow: CSSStyleSheet }>();
function sheetsOf(doc: Document) {
  let s = sheets.get(doc);
  if (!s) {
    const Sheet = doc.defaultView?.CSSStyleSheet ?? CSSStyleSheet;
    s = { page: new Sheet(), shadow: new Sheet() };
    s.page.replaceSync(PAGE);
    s.shadow.replaceSync(SHADOW);
    sheets.set(doc, s);
  }
  return s;
}

type Root = Document | ShadowRoot;
const adopt = (root: Root, sheet: CSSStyleSheet) => {
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
};
const drop = (root: Root, sheet: CSSStyleSheet) => {
  root.adoptedStyleSheets = root.adoptedStyleSheets.filter((x) => x !== sheet);
};

export function printOnly(host: HTMLElement): void {
  const doc = host.ownerDocument;
  const { page, shadow } = sheetsOf(doc);
  const marked: Element[] = [];
  const roots: Array<[Root, CSSStyleSheet]> = [];
  for (let el: Element | null = host; el; ) {
    el.setAttribute(MARK, '');
    marked.push(el);
    const root = el.getRootNode();
    if (root === doc) roots.push([doc, page]);
    // A shadow root: the host above it is the chain's next link.
    el = (root as Partial<ShadowRoot>).host ?? null;
    if (el) roots.push([root as ShadowRoot, shadow]);
  }
  for (const [root, sheet] of roots) adopt(root, sheet);
  const done = () => {
    for (const el of marked) el.removeAttribute(MARK);
    for (const [root, sheet] of roots) drop(root, sheet);
  };
  doc.defaultView?.addEventListener('afterprint', done, { once: true });
  doc.defaultView?.print();
}
