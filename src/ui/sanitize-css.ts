/**
 * Operator CSS (`front_css` of the site settings) is data from a third party (design §8). Before it is
 * applied we keep only rules that cannot load anything or run anything: any declaration or rule that
 * could fetch a resource (`url(`, `image-set(`, `src(`, `@import`, `@font-face`), run script
 * (`expression(`, `javascript:`, `behavior`, `-moz-binding`) or close the style element (`</style`)
 * is dropped. Backslash escapes and `<` are dropped too: they are how such words get disguised
 * (`u\72l(`), and operator styling never needs them.
 *
 * The CSS is re-serialised from a small brace/string-aware scan, so the output is always balanced:
 * an unclosed block or string in the input cannot swallow what follows it.
 */

const FORBIDDEN = /url\s*\(|image-set\s*\(|\bsrc\s*\(|expression\s*\(|javascript\s*:|behavior\s*:|-moz-binding|@import|@font-face|[\\<]/i;

/** At-rules that are statements without a block and never needed in operator CSS. */
const DROPPED_STATEMENT = /^@(import|charset|namespace)\b/i;

type CssItem =
  | { kind: 'statement'; text: string }
  | { kind: 'block'; prelude: string; body: string };

export function sanitizeCss(css: string): string {
  return sanitizeItems(splitItems(stripComments(css)));
}

function stripComments(css: string): string {
  // An unterminated comment runs to the end of the input, as in a browser.
  return css.replace(/\/\*[\s\S]*?(\*\/|$)/g, '');
}

function sanitizeItems(items: CssItem[]): string {
  const kept: string[] = [];
  for (const item of items) {
    if (item.kind === 'statement') {
      if (!FORBIDDEN.test(item.text) && !DROPPED_STATEMENT.test(item.text)) kept.push(`${item.text};`);
      continue;
    }
    if (FORBIDDEN.test(item.prelude)) continue;
    const body = sanitizeItems(splitItems(item.body));
    kept.push(`${item.prelude} { ${body} }`);
  }
  return kept.join('\n');
}

/**
 * Splits CSS text into top-level items: a statement ends at `;` (declaration or block-less at-rule),
 * a block is `prelude { body }`. Strings and parentheses are skipped over so `;` or `{` inside them
 * do not split.
 */
function splitItems(css: string): CssItem[] {
  const items: CssItem[] = [];
  let start = 0;
  let index = 0;
  const pushStatement = (end: number) => {
    const text = css.slice(start, end).trim();
    if (text) items.push({ kind: 'statement', text });
  };
  while (index < css.length) {
    const char = css[index];
    if (char === '"' || char === "'") {
      index = skipString(css, index);
    } else if (char === '(') {
      index = skipParentheses(css, index);
    } else if (char === ';') {
      pushStatement(index);
      index += 1;
      start = index;
    } else if (char === '{') {
      const bodyEnd = findBlockEnd(css, index + 1);
      const prelude = css.slice(start, index).trim();
      if (prelude) items.push({ kind: 'block', prelude, body: css.slice(index + 1, bodyEnd) });
      index = bodyEnd + 1;
      start = index;
    } else if (char === '}') {
      // A stray closing brace: drop what came before it, as a browser would.
      index += 1;
      start = index;
    } else {
      index += 1;
    }
  }
  pushStatement(css.length);
  return items;
}

function skipString(css: string, openIndex: number): number {
  const quote = css[openIndex];
  const close = css.indexOf(quote ?? '', openIndex + 1);
  return close === -1 ? css.length : close + 1;
}

function skipParentheses(css: string, openIndex: number): number {
  let depth = 0;
  for (let index = openIndex; index < css.length; index += 1) {
    const char = css[index];
    if (char === '"' || char === "'") index = skipString(css, index) - 1;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return index + 1;
  }
  return css.length;
}

/** Index of the `}` that closes the block whose body starts at `bodyStart` (or the end of input). */
function findBlockEnd(css: string, bodyStart: number): number {
  let depth = 1;
  for (let index = bodyStart; index < css.length; index += 1) {
    const char = css[index];
    if (char === '"' || char === "'") index = skipString(css, index) - 1;
    else if (char === '(') index = skipParentheses(css, index) - 1;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return index;
  }
  return css.length;
}
