import axe from 'axe-core';

/** Runs axe with the WCAG 2.2 A/AA tags on a node and returns the violations (ids + targets, for messages). */
export async function axeViolations(context: Element | Document = document) {
  const result = await axe.run(context, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    resultTypes: ['violations'],
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
