// Every area's handlers in one registry. An area that gets built adds its `…Handlers` here; the
// operations no area handles answer 501 (docs/decisions/001).
import type { Handlers } from '../contract/handlers.ts';
import { siteHandlers } from './site.ts';

export const allHandlers: Handlers = {
  ...siteHandlers,
};
