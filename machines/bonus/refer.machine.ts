/**
 * Refer and earn (docs/decisions/090): the user's refer code and link, the referred
 * sign-ups and the reward earned, with copy and share. Share uses the browser's share sheet where it
 * exists (Web Share) and falls back to copying the link; a share the user dismissed says nothing.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import type { Message } from '../shared/message.ts';
import { notProvided } from '../shared/not-provided.ts';

export interface ReferralSummary {
  code: string;
  link: string;
  referredUsers: number;
  earned: number;
}

/** What a share did: the sheet was used, the link was copied instead, or the user dismissed it. */
export type ShareOutcome = 'shared' | 'copied' | 'dismissed';

export type ReferEvent = { type: 'refer.copy'; what: 'code' | 'link' } | { type: 'refer.share' } | { type: 'refer.reload' };

export interface ReferContext {
  summary: ReferralSummary | null;
  error: Message | null;
  /** What is being copied. */
  copying: 'code' | 'link';
  /** What the last copy or share did, for the notice. */
  done: 'code' | 'link' | 'shared' | null;
}

export const referMachine = setup({
  types: { context: {} as ReferContext, events: {} as ReferEvent },
  actors: {
    loadReferral: fromPromise<ReferralSummary>(notProvided('loadReferral')),
    copyText: fromPromise<void, { text: string }>(notProvided('copyText')),
    shareLink: fromPromise<ShareOutcome, { link: string; code: string }>(notProvided('shareLink')),
  },
  guards: {
    wasShared: (_, params: { outcome: ShareOutcome }) => params.outcome === 'shared',
    wasCopied: (_, params: { outcome: ShareOutcome }) => params.outcome === 'copied',
  },
  actions: {
    storeSummary: assign((_, summary: ReferralSummary) => ({ summary, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
    storeDone: assign((_, done: ReferContext['done']) => ({ done, error: null })),
    clearOutcome: assign({ error: null, done: null }),
    startCopy: assign((_, copying: 'code' | 'link') => ({ copying, error: null, done: null })),
  },
}).createMachine({
  id: 'referEarn',
  context: { summary: null, error: null, copying: 'link', done: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadReferral',
        src: 'loadReferral',
        onDone: { target: 'ready', actions: { type: 'storeSummary', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'refer.reload': { target: 'loading', actions: 'clearOutcome' } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'refer.copy': { target: 'copying', actions: { type: 'startCopy', params: ({ event }) => event.what } },
            'refer.share': { target: 'sharing', actions: 'clearOutcome' },
          },
        },
        copying: {
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ context }) => ({ text: (context.copying === 'code' ? context.summary?.code : context.summary?.link) ?? '' }),
            onDone: { target: 'idle', actions: { type: 'storeDone', params: ({ context }) => context.copying } },
            onError: { target: 'idle', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        sharing: {
          invoke: {
            id: 'shareLink',
            src: 'shareLink',
            input: ({ context }) => ({ link: context.summary?.link ?? '', code: context.summary?.code ?? '' }),
            onDone: [
              { guard: { type: 'wasShared', params: ({ event }) => ({ outcome: event.output }) }, target: 'idle', actions: { type: 'storeDone', params: 'shared' } },
              { guard: { type: 'wasCopied', params: ({ event }) => ({ outcome: event.output }) }, target: 'idle', actions: { type: 'storeDone', params: 'link' } },
              { target: 'idle', description: 'The user dismissed the share sheet: nothing to say.' },
            ],
            onError: { target: 'idle', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
