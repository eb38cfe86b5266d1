/**
 * The reality check (docs/decisions/095): at the interval the user chose, a reminder of the
 * time played since the session began and the betting result since then (the server's, from the
 * ledger). The interval is read when the session begins and at every check; a change made in the
 * profile is sent as `interval.changed`. No interval (0): nothing is shown.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/not-provided.ts';

export interface RealityCheckReading {
  /** The chosen interval (0: none). */
  minutes: number;
  /** The betting result since the session began, in rupees (a loss negative). */
  result: number;
}

export type RealityCheckEvent = { type: 'interval.changed'; minutes: number } | { type: 'check.continue' };

export interface RealityCheckContext {
  /** When the session began (ms since the epoch): the result and the time played count from here. */
  startedAt: number;
  minutes: number;
  /** Time played at the last check (since `startedAt`), in ms. */
  playedMs: number;
  result: number;
}

const MINUTE_MS = 60_000;

export const realityCheckMachine = setup({
  types: {
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
    input: {} as { startedAt: number },
  },
  actors: {
    readCheck: fromPromise<RealityCheckReading, { since: number }>(notProvided('readCheck')),
  },
  delays: {
    interval: ({ context }) => context.minutes * MINUTE_MS,
  },
  guards: {
    hasInterval: (_, minutes: number) => minutes > 0,
  },
  actions: {
    storeInterval: assign((_, minutes: number) => ({ minutes })),
    // Read off the clock, not summed from the waits: a changed interval, a skipped check and the time a
    // reminder stays on screen are all time played.
    storeReading: assign(({ context }, reading: RealityCheckReading) => ({
      minutes: reading.minutes,
      result: reading.result,
      playedMs: Date.now() - context.startedAt,
    })),
  },
}).createMachine({
  id: 'realityCheck',
  context: ({ input }) => ({ startedAt: input.startedAt, minutes: 0, playedMs: 0, result: 0 }),
  initial: 'starting',
  on: {
    'interval.changed': [
      {
        guard: { type: 'hasInterval', params: ({ event }) => event.minutes },
        target: '.waiting',
        actions: { type: 'storeInterval', params: ({ event }) => event.minutes },
        description: 'A new interval starts counting again from now.',
      },
      { target: '.off', actions: { type: 'storeInterval', params: ({ event }) => event.minutes } },
    ],
  },
  states: {
    starting: {
      invoke: {
        id: 'readInterval',
        src: 'readCheck',
        input: ({ context }) => ({ since: context.startedAt }),
        onDone: [
          {
            guard: { type: 'hasInterval', params: ({ event }) => event.output.minutes },
            target: 'waiting',
            actions: { type: 'storeInterval', params: ({ event }) => event.output.minutes },
          },
          { target: 'off' },
        ],
        onError: { target: 'off', description: 'Unreadable now: no reminder until the interval is changed.' },
      },
    },
    off: {},
    waiting: {
      after: { interval: 'checking' },
    },
    checking: {
      invoke: {
        id: 'readCheck',
        src: 'readCheck',
        input: ({ context }) => ({ since: context.startedAt }),
        onDone: [
          {
            guard: { type: 'hasInterval', params: ({ event }) => event.output.minutes },
            target: 'shown',
            actions: { type: 'storeReading', params: ({ event }) => event.output },
          },
          { target: 'off', actions: { type: 'storeInterval', params: () => 0 }, description: 'Turned off on another device.' },
        ],
        onError: { target: 'waiting', description: 'Skipped this time; the next one comes at the interval.' },
      },
    },
    shown: {
      on: { 'check.continue': 'waiting' },
    },
  },
});
