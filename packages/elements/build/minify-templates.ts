/**
 * Build-time minification of Lit's `css`, `html` and `svg` tagged templates: the minifier leaves template
 * literals alone, so the indentation and comments of every stylesheet and template would ship. Only the static
 * parts change, and only in ways the browser cannot tell apart:
 * - `css`: comments go, whitespace runs become one space, and the space around `{ } ; ,` and after a
 *   declaration's `:` goes (never the space before a `:`, which is a descendant combinator in `a :hover`);
 * - `html`/`svg`: comments go, and a whitespace run that holds a line break becomes one space (a line break
 *   between inline elements renders as a space, so it is kept as one; none of the templates has `<pre>`).
 * Expressions (`${…}`) are copied untouched, nested templates inside them are minified too.
 */
import type { Plugin } from 'vite';

type Tag = 'css' | 'html' | 'svg';

export function minifyCss(s: string): string {
  return s
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,]) ?/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}');
}

export function minifyHtml(s: string): string {
  return s.replace(/<!--(?!\?lit\$)[\s\S]*?-->/g, '').replace(/\s*\n\s*/g, ' ');
}

/** A tag right before a backtick, not itself quoted in a comment ("Lit's `css`"). */
const TAGGED = /(?<![\w`.$])(css|html|svg)`/g;

/** Rewrites the tagged templates of one source file; returns it unchanged when it has none. */
export function minifyTemplates(code: string): string {
  let out = '';
  let last = 0;
  TAGGED.lastIndex = 0;
  for (let m = TAGGED.exec(code); m; m = TAGGED.exec(code)) {
    const start = m.index + m[0].length; // just after the opening backtick
    if (start <= last) continue;
    const end = scanTemplate(code, start, m[1] as Tag);
    out += code.slice(last, start) + end.text;
    last = end.pos;
    TAGGED.lastIndex = end.pos;
  }
  return last === 0 ? code : out + code.slice(last);
}

interface Scanned {
  /** The template's body and closing backtick, rewritten. */
  text: string;
  /** Index just after the closing backtick. */
  pos: number;
}

/** Scans a template literal body from `pos` (after the backtick); `tag` says how to minify its static parts. */
function scanTemplate(code: string, pos: number, tag: Tag | undefined): Scanned {
  let text = '';
  let chunk = '';
  let first = true;
  const flush = (last: boolean) => {
    let out = tag === 'css' ? minifyCss(chunk) : tag ? minifyHtml(chunk) : chunk;
    // A stylesheet's leading and trailing space is never needed; beside a `${…}` it may be (`${a} ${b}`).
    if (tag === 'css' && first) out = out.replace(/^ /, '');
    if (tag === 'css' && last) out = out.replace(/ $/, '');
    text += out;
    chunk = '';
    first = false;
  };
  let i = pos;
  while (i < code.length) {
    const c = code[i];
    if (c === '\\') {
      chunk += code.slice(i, i + 2);
      i += 2;
    } else if (c === '`') {
      flush(true);
      return { text: `${text}\``, pos: i + 1 };
    } else if (c === '$' && code[i + 1] === '{') {
      flush(false);
      const expr = scanExpression(code, i + 2);
      text += `\${${expr.text}`;
      i = expr.pos;
    } else {
      chunk += c;
      i++;
    }
  }
  throw new Error('minify-templates: unterminated template literal');
}

/** Scans an expression from `pos` (after `${`) to its closing `}` (included in the result). */
function scanExpression(code: string, pos: number): Scanned {
  let text = '';
  let depth = 0;
  let i = pos;
  while (i < code.length) {
    const c = code[i]!;
    if (c === '/' && (code[i + 1] === '/' || code[i + 1] === '*')) {
      // A comment inside an expression is copied as it is (an apostrophe in it is no string).
      const close = code[i + 1] === '/' ? code.indexOf('\n', i) : code.indexOf('*/', i + 2) + 1;
      const j = close <= 0 ? code.length : close + 1;
      text += code.slice(i, j);
      i = j;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < code.length && code[j] !== c) j += code[j] === '\\' ? 2 : 1;
      text += code.slice(i, j + 1);
      i = j + 1;
    } else if (c === '`') {
      const before = /(?<![\w`.$])(css|html|svg)$/.exec(text)?.[1] as Tag | undefined;
      const inner = scanTemplate(code, i + 1, before);
      text += `\`${inner.text}`;
      i = inner.pos;
    } else if (c === '{') {
      depth++;
      text += c;
      i++;
    } else if (c === '}') {
      if (depth === 0) return { text: `${text}}`, pos: i + 1 };
      depth--;
      text += c;
      i++;
    } else {
      text += c;
      i++;
    }
  }
  throw new Error('minify-templates: unterminated template expression');
}

/** The Vite plugin: runs on this package's TypeScript sources before they are transpiled. */
export function minifyTemplatesPlugin(): Plugin {
  return {
    name: 'tucan-minify-templates',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/packages\/elements\/src\/.*\.ts$/.test(id) || !/\b(css|html|svg)`/.test(code)) return null;
      return { code: minifyTemplates(code), map: null };
    },
  };
}
