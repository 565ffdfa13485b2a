import axe from 'axe-core';

/** Runs axe with the WCAG 2.2 A/AA tags on a node and returns the violations (ids + targets, for messages). */
export async function axeViolations(context: Element | Document = document) {
  // A state that changed a moment ago is drawn at the next frame: the browser project runs with reduced motion,
  // whose transitions last 0.01 ms, but until a frame passes the computed colours are still those before the change
  // (a Pay button that was busy a moment ago still reads dimmed). Two frames on, axe reads what the shopper sees.
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const result = await axe.run(context, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    resultTypes: ['violations'],
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
