/** A chart saved as a standalone SVG file (docs/inspector.md). */
import type { ChartLayout } from './chart-layout.ts';

/**
 * Saves the chart as a standalone SVG file: the whole chart (not the view's pan and zoom) with its
 * active states and last transition as drawn now, and the chart's styles inlined.
 */
export function downloadSvg(element: SVGSVGElement, layout: ChartLayout, fileName: string) {
  const copy = element.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('viewBox', `-10 -10 ${layout.width + 20} ${layout.height + 20}`);
  copy.setAttribute('width', String(layout.width + 20));
  copy.setAttribute('height', String(layout.height + 20));
  copy.querySelector('.chart__view')?.removeAttribute('style');
  const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
  style.textContent = chartStyles();
  copy.insertBefore(style, copy.firstChild);
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The page's rules for the chart's SVG (`.chart__…`), with the theme's colours resolved. */
function chartStyles(): string {
  const rules: string[] = [];
  const rootStyle = getComputedStyle(document.documentElement);
  for (const sheet of Array.from(document.styleSheets)) {
    let cssRules: CSSRuleList;
    try {
      cssRules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of Array.from(cssRules)) {
      if (rule instanceof CSSStyleRule && rule.selectorText.includes('.chart__') && !rule.selectorText.includes('.chart__frame') && !rule.selectorText.includes('.chart__tools')) {
        rules.push(rule.cssText.replace(/var\((--[\w-]+)\)/g, (_match, name: string) => rootStyle.getPropertyValue(name).trim() || 'currentColor'));
      }
    }
  }
  // Drawn at once: a file has no animation to wait for.
  rules.push('.chart__edge--taken polyline { animation: none; stroke-dashoffset: 0; }', 'svg { font: 12px ui-monospace, Menlo, Consolas, monospace; background: #f6f8fb; }');
  return rules.join('\n');
}
