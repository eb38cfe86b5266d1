/**
 * Inline SVG icons (no icon font, no network request). Decorative: hidden from screen readers;
 * the text beside an icon, or the button's accessible name, says what it is.
 *
 * The icons Home's first paint shows are here; the others (icon-paths-more.tsx) load after it, and
 * every lazy screen waits for them (lazyScreen), so a screen never shows an empty icon. An icon
 * asked for before they arrive keeps its size, empty, until they do (docs/decisions/230).
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import type { MoreIconName } from './icon-paths-more.tsx';

const START_ICON_PATHS = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  megaphone: (
    <>
      <path d="M3 10v4a1 1 0 0 0 1 1h3l6 4V5L7 9H4a1 1 0 0 0-1 1z" />
      <path d="M17 8a5 5 0 0 1 0 8" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15.5 8.5l-2 5-5 2 2-5z" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof START_ICON_PATHS | MoreIconName;

let moreIconPaths: Readonly<Record<MoreIconName, ReactNode>> | undefined;
let moreIconsLoading: Promise<void> | undefined;
const moreIconsListeners = new Set<() => void>();

/** Loads the icons that are not in the first load; once, by the first who asks. */
export function loadMoreIcons(): Promise<void> {
  moreIconsLoading ??= import('./icon-paths-more.tsx').then((module) => {
    moreIconPaths = module.MORE_ICON_PATHS;
    for (const listener of moreIconsListeners) listener();
  });
  // A chunk that failed to load (offline) is asked for again by the next icon or screen.
  moreIconsLoading.catch(() => {
    moreIconsLoading = undefined;
  });
  return moreIconsLoading;
}

function subscribeToMoreIcons(listener: () => void): () => void {
  moreIconsListeners.add(listener);
  return () => moreIconsListeners.delete(listener);
}

const moreIconsOf = () => moreIconPaths;

function pathsOf(name: IconName, more: typeof moreIconPaths): ReactNode {
  if (name in START_ICON_PATHS) return START_ICON_PATHS[name as keyof typeof START_ICON_PATHS];
  if (more) return more[name as MoreIconName];
  void loadMoreIcons().catch(() => undefined);
  return null;
}

export function Icon({ name, className = 'icon' }: { name: IconName; className?: string }) {
  const more = useSyncExternalStore(subscribeToMoreIcons, moreIconsOf, moreIconsOf);
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {pathsOf(name, more)}
    </svg>
  );
}
