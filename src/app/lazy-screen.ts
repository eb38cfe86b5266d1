import { lazy, type ComponentType } from 'react';

/**
 * A screen that loads with its own chunk the first time it shows, so Home's first load carries
 * none of it (design §7: 150 KB of JavaScript). `pick` names the component in the loaded module.
 */
export function lazyScreen<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return lazy(async () => ({ default: pick(await load()) }));
}
