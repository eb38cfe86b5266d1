import { lazy, type ComponentType, type ReactNode } from 'react';
import { loadEnglishScreens } from '../i18n/catalogues.ts';
import { loadMoreIcons } from '../ui/icons.tsx';
import { inNextTask } from '../ui/in-next-task.tsx';

export type RouteParams = Record<string, string | undefined>;

/** A table of screens by the route's screen name (app-routes.tsx, later-screens.tsx). */
export type ScreenTable = Partial<Record<string, (params: RouteParams) => ReactNode>>;

/**
 * A screen that loads with its own chunk the first time it shows, so Home's first load carries
 * none of it (design §7). `pick` names the component in the loaded module. It shows once the
 * screens' messages have loaded too (they are not in the first load: docs/decisions/123), so it
 * never renders a message id, nor an empty icon (the icons after the first paint: src/ui/icons.tsx).
 *
 * The import starts in a task of its own, not inside the render that first shows the screen: Vite's
 * preloading of the chunk's imports and CSS adds link elements to the page, which was 40% of the
 * first render's time at 4× CPU (decision 115). The chunk's fetch dwarfs the one task it waits.
 */
export function lazyScreen<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return lazy(async () => {
    const [module] = await Promise.all([inNextTask(load), loadEnglishScreens(), loadMoreIcons()]);
    // The chunk's evaluation and the screen's first render, each a task of its own.
    await inNextTask(() => undefined);
    return { default: pick(module) };
  });
}
