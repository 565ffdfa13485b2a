// Custom Elements Manifest of @tucan/elements (`pnpm manifest`, also run by `pnpm build`): the machine-readable
// reference of every element's attributes, properties, events, CSS parts and custom properties, written to
// custom-elements.json in this folder (generated, git-ignored, published with the package).
// The elements are registered through `define()` in their entry files, which the analyzer does not follow, so
// each class names its tag with `@tagname` in its JSDoc. The element classes are in `*.element.ts` files, and the
// mixins an element class is made with (what two elements share beside their base class) in `*.mixin.ts` files.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The manifest's declaration of a class: its own, or, for the class a mixin function declares and returns
 * (`CardFormHostMixin` in `src/card/card-host.mixin.ts`), the mixin's.
 */
function declarationOf(ts, node, moduleDoc) {
  let scope = node.parent;
  while (scope && !ts.isFunctionDeclaration(scope)) scope = scope.parent;
  const mixin = scope?.name?.getText();
  return (
    moduleDoc.declarations?.find((d) => d.kind === 'mixin' && d.name === mixin) ??
    moduleDoc.declarations?.find((d) => d.name === node.name.getText())
  );
}

/**
 * A field's `@default` JSDoc tag wins over its initializer. The analyzer keeps an initializer that is a
 * constant's name (`methodTimeout = METHOD_TIMEOUT_MS`) as the default; the tag gives the value a reader needs.
 */
function jsdocDefaultWins() {
  return {
    name: 'tucan - jsdoc default wins',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const klass = declarationOf(ts, node, moduleDoc);
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

/**
 * The elements declare their reactive properties in Lit's `static properties` (no decorators). The analyzer's
 * Lit plugin reads that object as if every entry were a public attribute; this plugin, which runs after it, gives
 * the manifest what the analyzer read from `@property()`/`@state()`: an entry with `state: true` is internal state
 * (no attribute), a field marked `@internal` stays out, and a field keeps its own privacy (no `privacy: public`
 * added). An entry with `attribute: false` is a property only, as before; spread entries (`...amountProperty(this)`)
 * are not read (the class's `@attribute` JSDoc documents them).
 */
function litStaticPropertiesAsDecorators() {
  return {
    name: 'tucan - lit static properties as decorators',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const klass = declarationOf(ts, node, moduleDoc);
      const declaration = node.members.find(
        (m) =>
          m.name?.getText() === 'properties' &&
          m.modifiers?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword),
      );
      const entries = declaration?.initializer;
      if (!klass || !entries || !ts.isObjectLiteralExpression(entries)) return;
      for (const entry of entries.properties) {
        if (!ts.isPropertyAssignment(entry)) continue;
        const name = entry.name.getText();
        const field = node.members.find(
          (m) =>
            m.name?.getText() === name && !m.modifiers?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword),
        );
        const internal =
          field && ts.getJSDocTags(field).some((t) => ['internal', 'ignore'].includes(t.tagName.text));
        const state =
          ts.isObjectLiteralExpression(entry.initializer) &&
          entry.initializer.properties.some(
            (p) => p.name?.getText() === 'state' && p.initializer?.kind === ts.SyntaxKind.TrueKeyword,
          );
        // An internal field that watches a documented attribute (`langAttribute` for `lang`) keeps the attribute's
        // JSDoc entry, without the field.
        if (internal || state)
          klass.attributes = klass.attributes?.flatMap((a) => {
            if (a.fieldName !== name) return [a];
            if (!internal || !a.description) return [];
            const { fieldName: _field, ...documented } = a;
            return [documented];
          });
        if (internal) {
          klass.members = klass.members?.filter((m) => m.name !== name || m.static);
          continue;
        }
        const member = klass.members?.find((m) => m.name === name && !m.static);
        if (!member) continue;
        if (state) {
          delete member.attribute;
          delete member.reflects;
        }
        if (member.privacy === 'public') delete member.privacy;
      }
    },
  };
}

/**
 * A mixin's `static properties` and `static styles` are Lit's machinery, not members to document: the analyzer's Lit
 * plugin leaves them out of a class, and this one out of a mixin.
 */
function litMixinMachinery() {
  return {
    name: 'tucan - lit mixin machinery',
    moduleLinkPhase({ moduleDoc }) {
      for (const mixin of moduleDoc.declarations ?? []) {
        if (mixin.kind !== 'mixin' || !mixin.members) continue;
        mixin.members = mixin.members.filter((m) => !(m.static && ['properties', 'styles'].includes(m.name)));
      }
    },
  };
}

/**
 * An element that re-declares an inherited field to say what it does with it (`declare country: string` with its own
 * JSDoc) describes that field's attribute too: after inheritance is applied, an attribute takes its field's
 * description and default (a `@default` tag), so the attribute and the property read the same, the element's own
 * words.
 */
function ownFieldDocDescribesItsAttribute() {
  return {
    name: 'tucan - own field doc describes its attribute',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules ?? []) {
        for (const klass of module.declarations ?? []) {
          for (const attribute of klass.attributes ?? []) {
            if (!attribute.fieldName) continue;
            const field = klass.members?.find(
              (m) => m.kind === 'field' && !m.static && m.name === attribute.fieldName,
            );
            if (field?.description) attribute.description = field.description;
            if (field?.default) attribute.default = field.default;
          }
        }
      }
    },
  };
}

/**
 * tucan's event classes, by class name: their `static readonly type` (`TucanBusyEvent` → `tucan-busy`), read from
 * `src/events.ts` and each folder's `*.events.ts`.
 */
function eventNames() {
  const names = new Map();
  const src = join(import.meta.dirname, 'src');
  for (const file of readdirSync(src, { recursive: true })) {
    if (!/(^|\/)([\w-]+\.)?events\.ts$/.test(file)) continue;
    const text = readFileSync(join(src, file), 'utf8');
    for (const m of text.matchAll(/class (\w+) extends Event \{\s*static readonly type = '([^']+)'/g)) {
      names.set(m[1], m[2]);
    }
  }
  return names;
}

/**
 * The analyzer lists, beside each `@fires` tag, every `dispatchEvent(new X(…))` it finds, without a name when the
 * name is not a string in the call (tucan's event classes name themselves). Such an event is the documented one
 * of the same class when there is one; otherwise it takes its class's name, so no event of the manifest is nameless.
 */
function namedEvents() {
  return {
    name: 'tucan - named events',
    packageLinkPhase({ customElementsManifest }) {
      const names = eventNames();
      for (const module of customElementsManifest.modules ?? []) {
        for (const klass of module.declarations ?? []) {
          if (!klass.events) continue;
          const documented = (e) => klass.events.some((o) => o.name && o.type?.text === e.type?.text);
          klass.events = klass.events
            .filter((e) => e.name || !documented(e))
            .map((e) => (e.name || !names.has(e.type?.text) ? e : { ...e, name: names.get(e.type.text) }));
        }
      }
    },
  };
}

export default {
  globs: ['src/**/*.element.ts', 'src/**/*.mixin.ts'],
  exclude: ['src/**/*.test.ts', 'src/**/*.testing.ts'],
  outdir: '.',
  litelement: true,
  // package.json already points to the manifest ("customElements"); never rewrite it at build.
  packagejson: false,
  plugins: [
    litStaticPropertiesAsDecorators(),
    litMixinMachinery(),
    jsdocDefaultWins(),
    ownFieldDocDescribesItsAttribute(),
    namedEvents(),
  ],
};
