import { describe, expect, it } from 'vitest';
import { minifyCss, minifyHtml, minifyTemplates } from '../packages/elements/build/minify-templates.ts';

describe("build-time minification of Lit's templates", () => {
  it('drops comments and indentation from css, keeping descendant combinators before a colon', () => {
    expect(minifyCss('\n  /* note */\n  :host {\n    color: red;\n  }\n  a :hover,\n  b { x: 1 }\n')).toBe(
      ' :host{color:red}a :hover,b{x:1}', // the edges are trimmed per template, not per part
    );
  });

  it('keeps one space where a line break separated html, and Lit markers', () => {
    expect(minifyHtml('<p>\n    <b>a</b>\n    <i>b</i>\n  </p><!-- note --><!--?lit$1$-->')).toBe(
      '<p> <b>a</b> <i>b</i> </p><!--?lit$1$-->',
    );
  });

  it('rewrites only the static parts of tagged templates, nested ones too, and leaves other code alone', () => {
    const source = [
      "// Lit's `css` and `html` in a comment",
      'const s = css`\n  :host {\n    display: block;\n  }\n`;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code holding a template expression
      'const t = html`<div>\n  ${x ? html`<b>\n  yes</b>` : "a  {  b"}\n</div>`;',
      'const u = `plain\n   template`;',
    ].join('\n');
    const out = minifyTemplates(source);
    expect(out).toContain('css`:host{display:block}`');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source code holding a template expression
    expect(out).toContain('html`<div> ${x ? html`<b> yes</b>` : "a  {  b"} </div>`');
    expect(out).toContain('`plain\n   template`');
    expect(out).toContain("// Lit's `css` and `html` in a comment");
  });

  it('copies comments inside an expression as they are, an apostrophe in them being no string', () => {
    const source = [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code holding a template expression
      "const t = html`<p>\n  ${f(() => {\n    g(); // the number's format\n    /* it's */ h();\n  })}\n</p>`;",
    ].join('\n');
    const out = minifyTemplates(source);
    expect(out).toContain("// the number's format\n");
    expect(out).toContain("/* it's */ h();");
    expect(out.startsWith('const t = html`<p> ${')).toBe(true);
    expect(out.endsWith('} </p>`;')).toBe(true);
  });
});
