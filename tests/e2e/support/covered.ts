/** Finds the page's controls that something else is drawn over (a floating button, a prompt, a bar). */
import type { Page } from '@playwright/test';

/**
 * Every visible button, link and form field inside the viewport whose centre is covered by an
 * element that is not itself or inside it: what a tap there would hit instead. Each is named by its
 * text and what covers it. The page scrolls under the sticky header, which is not covering.
 */
export function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const covered: string[] = [];
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    for (const control of document.querySelectorAll('button, a[href], input, select, textarea')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < headerBottom || x >= innerWidth || y >= innerHeight) continue;
      if (getComputedStyle(control).visibility === 'hidden') continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || control.contains(hit) || hit.contains(control)) continue;
      // A label over its own field, or a control inside a clipped scroller's edge, is the control.
      if (hit instanceof HTMLLabelElement && hit.control === control) continue;
      // A market that is not open covers its own prices on purpose ("Suspended", "Ball running").
      if (control.closest('[data-price-cell]') && hit.closest('.market__overlay')?.parentElement?.contains(control)) continue;
      covered.push(`${nameOf(control)} under ${nameOf(hit)}`);
    }
    return covered;
  });
}
