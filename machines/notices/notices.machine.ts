/**
 * Success and error banners and the global loader (spec §4 "Messages").
 * - A banner clears itself BANNER_MS after showing; a new one replaces it and restarts the time.
 * - The loader is a counter: every `loader.show` needs its `loader.hide`; page scrolling is locked
 *   while any is on (`selectScrollLocked`).
 * Other actors emit these same events; the root actor forwards them here (see app.machine.ts).
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { BANNER_MS } from '../shared/constants.ts';
import type { Message } from '../shared/message.ts';

export type BannerKind = 'success' | 'error';

export type NoticeEvent =
  | { type: 'notice.success'; message: Message }
  | { type: 'notice.error'; message: Message }
  | { type: 'loader.show' }
  | { type: 'loader.hide' };

export type NoticesEvent = NoticeEvent | { type: 'notice.dismissed' };

/** The event types other actors may emit for the root actor to forward to notices. */
export const NOTICE_EVENT_TYPES: readonly NoticeEvent['type'][] = ['notice.success', 'notice.error', 'loader.show', 'loader.hide'];

export interface NoticesContext {
  banner: { kind: BannerKind; message: Message } | null;
  /** How many `loader.show` are still waiting for their `loader.hide`. */
  loaders: number;
}

const showBanner = {
  target: 'showing',
  reenter: true,
  actions: 'storeBanner',
} as const;

export const noticesMachine = setup({
  types: {
    context: {} as NoticesContext,
    events: {} as NoticesEvent,
  },
  guards: {
    isLastLoader: ({ context }) => context.loaders <= 1,
  },
  actions: {
    storeBanner: assign({
      banner: ({ event }) =>
        event.type === 'notice.success' || event.type === 'notice.error'
          ? { kind: event.type === 'notice.success' ? ('success' as const) : ('error' as const), message: event.message }
          : null,
    }),
    clearBanner: assign({ banner: null }),
    countLoaderShown: assign({ loaders: ({ context }) => context.loaders + 1 }),
    countLoaderHidden: assign({ loaders: ({ context }) => Math.max(0, context.loaders - 1) }),
  },
  delays: {
    bannerDuration: BANNER_MS,
  },
}).createMachine({
  id: 'notices',
  type: 'parallel',
  context: { banner: null, loaders: 0 },
  states: {
    banner: {
      initial: 'hidden',
      states: {
        hidden: {
          on: { 'notice.success': showBanner, 'notice.error': showBanner },
        },
        showing: {
          description: 'A new banner replaces this one and restarts its time.',
          after: { bannerDuration: { target: 'hidden', actions: 'clearBanner' } },
          on: {
            'notice.success': showBanner,
            'notice.error': showBanner,
            'notice.dismissed': { target: 'hidden', actions: 'clearBanner' },
          },
        },
      },
    },
    loader: {
      initial: 'off',
      states: {
        off: {
          on: { 'loader.show': { target: 'on', actions: 'countLoaderShown' } },
        },
        on: {
          on: {
            'loader.show': { actions: 'countLoaderShown' },
            'loader.hide': [{ guard: 'isLastLoader', target: 'off', actions: 'countLoaderHidden' }, { actions: 'countLoaderHidden' }],
          },
        },
      },
    },
  },
});

export type NoticesSnapshot = SnapshotFrom<typeof noticesMachine>;

/**
 * The banner shown, or null: the same object until another notice replaces it or it clears, so the
 * loader's show and hide (any call's) re-render nothing that shows the banner (design §7).
 */
export const selectBanner = (snapshot: NoticesSnapshot): NoticesContext['banner'] => snapshot.context.banner;

/** Spec §4: while the global loader is on, page scrolling is hidden. */
export const selectScrollLocked = (snapshot: NoticesSnapshot): boolean => snapshot.matches({ loader: 'on' });
