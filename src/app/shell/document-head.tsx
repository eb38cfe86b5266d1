import { useEffect } from 'react';

interface DocumentHeadProps {
  title: string;
  faviconUrl?: string;
  description?: string;
}

/**
 * Title, favicon and description of the page from the site settings, set as DOM properties (never
 * as HTML). Tracking tags (g_tags, meta_pixel_code) are deliberately not injected: see
 * docs/decisions/ on operator content.
 */
export function DocumentHead({ title, faviconUrl, description }: DocumentHeadProps) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (faviconUrl) headElement('link', 'rel', 'icon').href = faviconUrl;
  }, [faviconUrl]);
  useEffect(() => {
    if (description) headElement('meta', 'name', 'description').content = description;
  }, [description]);
  return null;
}

/** The head's `<link rel=icon>` / `<meta name=description>`, created when index.html has none. */
function headElement<Tag extends 'link' | 'meta'>(tag: Tag, attribute: string, value: string): HTMLElementTagNameMap[Tag] {
  const existing = document.head.querySelector<HTMLElementTagNameMap[Tag]>(`${tag}[${attribute}="${value}"]`);
  if (existing) return existing;
  const element = document.createElement(tag);
  element.setAttribute(attribute, value);
  document.head.append(element);
  return element;
}
