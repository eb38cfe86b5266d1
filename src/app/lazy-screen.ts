import { lazy, type ComponentType } from 'react';
import { inNextTask } from '../ui/in-next-task.tsx';

/**
 * A screen that loads with its own chunk the first time it shows, so Home's first load carries
 * none of it (design §7: 150 KB of JavaScript). `pick` names the component in the loaded module.
 *
 * The import starts in a task of its own, not inside the render that first shows the screen: Vite's
 * preloading of the chunk's imports and CSS adds link elements to the page, which was 40% of the
 * first render's time at 4× CPU (issue 18). The chunk's fetch dwarfs the one task it waits.
 */
export function lazyScreen<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return lazy(async () => {
    const module = await inNextTask(load);
    // The chunk's evaluation and the screen's first render, each a task of its own.
    await inNextTask(() => undefined);
    return { default: pick(module) };
  });
}
