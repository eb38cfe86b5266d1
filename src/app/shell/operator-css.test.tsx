import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadCssSanitizer, OperatorCss } from './operator-css.tsx';

describe('OperatorCss', () => {
  it('applies nothing before the sanitiser has loaded, then the sanitised CSS only', async () => {
    const css = ':root { --primary: #123456; } body { background: url(https://evil.test/x.png); }';
    expect(renderToString(<OperatorCss css={css} />)).toBe('');
    await loadCssSanitizer();
    const html = renderToString(<OperatorCss css={css} />);
    expect(html).toContain('data-operator-css');
    expect(html).toContain('--primary: #123456');
    expect(html).not.toContain('evil.test');
  });

  it('renders nothing for a site without CSS', async () => {
    await loadCssSanitizer();
    expect(renderToString(<OperatorCss css="" />)).toBe('');
  });
});
