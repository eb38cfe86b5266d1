import { useEffect, useMemo, useState } from 'react';

type Sanitize = (css: string) => string;
let sanitize: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/**
 * Loads the CSS sanitiser (src/ui/sanitize-css.ts) once: most sites have no `front_css`, so it is
 * not in Home's first load (docs/decisions/231). main.tsx starts it as the page starts when the
 * stored settings carry CSS, so a returning visitor's first render already applies it.
 */
export function loadCssSanitizer(): Promise<Sanitize> {
  loading ??= import('../../ui/sanitize-css.ts').then(
    (module) => (sanitize = module.sanitizeCss),
    (error: unknown) => {
      loading = undefined; // asked for again by the next render that needs it
      throw error;
    },
  );
  return loading;
}

/**
 * The site's `front_css`, sanitised (src/ui/sanitize-css.ts) and applied as the text content of a
 * `<style>` element rendered after the theme, so it can override the theme's variables. Nothing is
 * applied until the sanitiser has loaded.
 */
export function OperatorCss({ css }: { css: string }) {
  const [loaded, setLoaded] = useState(sanitize !== undefined);
  useEffect(() => {
    if (!css || loaded) return undefined;
    let live = true;
    loadCssSanitizer().then(
      () => live && setLoaded(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [css, loaded]);
  const safeCss = useMemo(() => (css && loaded && sanitize ? sanitize(css) : ''), [css, loaded]);
  if (!safeCss) return null;
  return <style data-operator-css="">{safeCss}</style>;
}
