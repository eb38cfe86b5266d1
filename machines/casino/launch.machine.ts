/**
 * Launching a casino game (spec §7 "load third-party url"): a tile asks the server for a
 * launch address, the game is shown full-screen in an iframe until the user closes it. A frame
 * that does not finish loading within LAUNCH_LOAD_TIMEOUT_MS is a failed launch; so is a refusal
 * (a game no provider has, a demo user the site does not let play). Retry asks for a new address.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import { messageId, type Message } from '../shared/message.ts';

/** How long a game's page may take to load before the launch counts as failed. */
export const LAUNCH_LOAD_TIMEOUT_MS = 30_000;

export type LaunchPlatform = 'mobile' | 'desktop';

export interface LaunchGame {
  id: string;
  name: string;
  provider: string;
}

export interface LaunchRequest {
  game: LaunchGame;
  platform: LaunchPlatform;
}

export type LaunchEvent =
  | { type: 'game.launch'; game: LaunchGame; platform: LaunchPlatform }
  | { type: 'frame.loaded' }
  | { type: 'launch.retry' }
  | { type: 'launch.closed' };

export interface LaunchContext {
  game: LaunchGame | null;
  platform: LaunchPlatform;
  url: string | null;
  error: Message | null;
}

export const launchMachine = setup({
  types: {
    context: {} as LaunchContext,
    events: {} as LaunchEvent,
  },
  actors: {
    requestLaunch: fromPromise<string, LaunchRequest>(notProvided('requestLaunch')),
  },
  delays: {
    launchLoadTimeout: LAUNCH_LOAD_TIMEOUT_MS,
  },
  actions: {
    storeGame: assign((_, params: { game: LaunchGame; platform: LaunchPlatform }) => ({
      game: params.game,
      platform: params.platform,
      url: null,
      error: null,
    })),
    storeUrl: assign((_, params: { url: string }) => ({ url: params.url })),
    storeError: assign((_, params: { error: unknown }) => ({ url: null, error: errorToMessage(params.error) })),
    storeTimeout: assign({ url: null, error: messageId('casino.launch.timeout') }),
    forgetGame: assign({ game: null, url: null, error: null }),
  },
}).createMachine({
  id: 'casinoLaunch',
  context: { game: null, platform: 'mobile', url: null, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'game.launch': {
          target: 'requesting',
          actions: { type: 'storeGame', params: ({ event }) => ({ game: event.game, platform: event.platform }) },
        },
      },
    },
    requesting: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'requestLaunch',
        src: 'requestLaunch',
        input: ({ context }) => ({ game: context.game!, platform: context.platform }),
        onDone: { target: 'loading', actions: { type: 'storeUrl', params: ({ event }) => ({ url: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { 'launch.closed': { target: 'closed', actions: 'forgetGame' } },
    },
    loading: {
      tags: ['open', 'busy', 'framed'],
      after: { launchLoadTimeout: { target: 'failed', actions: 'storeTimeout' } },
      on: {
        'frame.loaded': 'playing',
        'launch.closed': { target: 'closed', actions: 'forgetGame' },
      },
    },
    playing: {
      tags: ['open', 'framed'],
      on: { 'launch.closed': { target: 'closed', actions: 'forgetGame', description: 'The close button: back to the lobby.' } },
    },
    failed: {
      tags: ['open'],
      on: {
        'launch.retry': { target: 'requesting', description: 'A new launch address for the same game.' },
        'launch.closed': { target: 'closed', actions: 'forgetGame' },
      },
    },
  },
});
