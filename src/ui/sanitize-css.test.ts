import { describe, expect, it } from 'vitest';
import { sanitizeCss } from './sanitize-css.ts';

describe('sanitizeCss', () => {
  it('keeps ordinary rules and declarations', () => {
    const css = sanitizeCss('.header { background: #123456; color: white }\n.footer{padding:4px}');
    expect(css).toBe('.header { background: #123456;\ncolor: white; }\n.footer { padding:4px; }');
  });

  it('drops only the declaration that loads a resource', () => {
    const css = sanitizeCss('.a { color: red; background: url(https://evil.example/x.png); margin: 0 }');
    expect(css).not.toMatch(/url/i);
    expect(css).toContain('color: red;');
    expect(css).toContain('margin: 0;');
  });

  it.each([
    ['url(', 'body { background: URL ( "x.png" ) }'],
    ['image-set(', 'body { background: image-set("x.png" 1x) }'],
    ['expression(', 'body { width: expression(alert(1)) }'],
    ['javascript:', 'body { x: javascript:alert(1) }'],
    ['behavior', 'body { behavior: something }'],
    ['-moz-binding', 'body { -moz-binding: x }'],
  ])('drops a declaration with %s', (_word, input) => {
    expect(sanitizeCss(input)).toBe('body {  }');
  });

  it('drops @import statements, even with a ; inside the address string', () => {
    const css = sanitizeCss('@import "https://evil.example/a;b.css";\n.ok { color: blue }');
    expect(css).toBe('.ok { color: blue; }');
  });

  it('drops @charset and @namespace statements', () => {
    expect(sanitizeCss('@charset "utf-8"; @namespace svg "x"; p { color: red }')).toBe('p { color: red; }');
  });

  it('drops whole @font-face blocks', () => {
    const css = sanitizeCss('@font-face { font-family: X; src: local(X) }\np { font-family: X }');
    expect(css).toBe('p { font-family: X; }');
  });

  it('sanitises inside @media blocks and keeps them', () => {
    const css = sanitizeCss('@media (min-width: 600px) { .a { color: red; background: url(x) } }');
    expect(css).toBe('@media (min-width: 600px) { .a { color: red; } }');
  });

  it('drops backslash escapes used to disguise forbidden words', () => {
    expect(sanitizeCss('a { background: u\\72l(x.png); color: red }')).toBe('a { color: red; }');
  });

  it('sees through comments used to split forbidden words', () => {
    expect(sanitizeCss('a { background: ur/**/l(x.png) }')).toBe('a {  }');
    expect(sanitizeCss('@im/* */port "x.css"; a { color: red }')).toBe('a { color: red; }');
  });

  it('cannot close the style element', () => {
    const css = sanitizeCss('a { color: red } </style><script>alert(1)</script> b { color: blue }');
    expect(css).not.toMatch(/<\/style|<script/i);
    expect(css).toContain('a { color: red; }');
  });

  it('drops rules whose selector carries forbidden text', () => {
    expect(sanitizeCss('a[href="javascript:x"] { color: red }')).toBe('');
  });

  it('balances an unclosed block instead of letting it swallow the page', () => {
    expect(sanitizeCss('a { color: red')).toBe('a { color: red; }');
    expect(sanitizeCss('a { color: "unclosed }\nb { color: red }')).toBe('a { color: "unclosed }\nb { color: red }; }');
  });

  it('ignores stray closing braces', () => {
    expect(sanitizeCss('} a { color: red }')).toBe('a { color: red; }');
  });

  it('returns an empty string for empty or whitespace input', () => {
    expect(sanitizeCss('')).toBe('');
    expect(sanitizeCss('  \n ')).toBe('');
  });
});
