import { useMemo } from 'react';
import { sanitizeCss } from '../../ui/sanitize-css.ts';

/**
 * The site's `front_css`, sanitised (src/ui/sanitize-css.ts) and applied as the text content of a
 * `<style>` element rendered after the theme, so it can override the theme's variables.
 */
export function OperatorCss({ css }: { css: string }) {
  const safeCss = useMemo(() => sanitizeCss(css), [css]);
  if (!safeCss) return null;
  return <style data-operator-css="">{safeCss}</style>;
}
