// Custom Elements Manifest of @tucan/elements (`pnpm manifest`, also run by `pnpm build`): the machine-readable
// reference of every element's attributes, properties, events, CSS parts and custom properties, written to
// custom-elements.json in this folder (generated, git-ignored, published with the package).
// The elements are registered through `define()` in their entry files, which the analyzer does not follow, so
// each class names its tag with `@tagname` in its JSDoc.

/**
 * A field's `@default` JSDoc tag wins over its initializer. The analyzer keeps an initializer that is a
 * constant's name (`methodTimeout = METHOD_TIMEOUT_MS`) as the default; the tag gives the value a reader needs.
 */
function jsdocDefaultWins() {
  return {
    name: 'tucan - jsdoc default wins',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const klass = moduleDoc.declarations?.find((d) => d.name === node.name.getText());
      if (!klass) return;
      for (const member of node.members) {
        const tag = ts.getJSDocTags(member).find((t) => t.tagName.getText() === 'default');
        const value = typeof tag?.comment === 'string' ? tag.comment.trim() : '';
        if (!value || !member.name) continue;
        const name = member.name.getText();
        for (const doc of klass.members ?? []) if (doc.name === name) doc.default = value;
        for (const doc of klass.attributes ?? []) if (doc.fieldName === name) doc.default = value;
      }
    },
  };
}

export default {
  globs: ['src/**/*.element.ts'],
  exclude: ['src/**/*.test.ts', 'src/**/*.testing.ts'],
  outdir: '.',
  litelement: true,
  // package.json already points to the manifest ("customElements"); never rewrite it at build.
  packagejson: false,
  plugins: [jsdocDefaultWins()],
};
