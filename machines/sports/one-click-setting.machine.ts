/**
 * One-click betting's setting (docs/decisions/186-one-click-betting.md): off by default; turning it
 * on is confirmed once with the chosen stake (one of the bettor's stake buttons, decision 188);
 * turning it off is at once. Saved with the bettor's settings (`saveOneClick`: setOneClick), and the
 * saved value goes to the session (src/runtime) so every event screen follows.
 *
 *   ready ⇄ confirming (stake chosen) → saving → ready (saved, or the error told)
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { messageId, type Message } from '../shared/message.ts';
import { notProvided } from '../shared/not-provided.ts';
import { stakeButtonsOf } from '../shared/stake-buttons.ts';

export interface OneClickSettingInput {
  /** The saved one-click stake; null when off. */
  stake: number | null;
  /** The bettor's stake buttons (session chips). */
  chips: unknown;
}

export interface OneClickSettingContext {
  stake: number | null;
  stakes: number[];
  /** The stake chosen in the confirmation. */
  chosen: number;
  /** What is being saved (null: off). */
  saving: number | null;
}

export type OneClickSettingEvent =
  | { type: 'oneClick.turnOn' }
  | { type: 'oneClick.turnOff' }
  | { type: 'oneClick.stakeChosen'; stake: number }
  | { type: 'oneClick.confirm' }
  | { type: 'oneClick.cancel' }
  | { type: 'settings.changed'; stake: number | null; chips: unknown };

export type OneClickSettingEmitted = { type: 'notice.success'; message: Message } | { type: 'notice.error'; message: Message };

export const oneClickSettingMachine = setup({
  types: {
    context: {} as OneClickSettingContext,
    events: {} as OneClickSettingEvent,
    input: {} as OneClickSettingInput,
    emitted: {} as OneClickSettingEmitted,
    children: {} as { saveOneClick: 'saveOneClick' },
  },
  actors: {
    /** setOneClick: answers the stake kept (null: off). */
    saveOneClick: fromPromise<number | null, { stake: number | null }>(notProvided('saveOneClick')),
  },
  guards: {
    isOn: ({ context }) => context.stake !== null,
    isShownStake: ({ context }, params: { stake: number }) => context.stakes.includes(params.stake),
  },
  actions: {
    startConfirming: assign(({ context }) => ({ chosen: context.stake ?? context.stakes[0]! })),
    choose: assign((_, params: { stake: number }) => ({ chosen: params.stake })),
    saveChosen: assign(({ context }) => ({ saving: context.chosen })),
    saveOff: assign({ saving: null }),
    storeSaved: assign((_, params: { stake: number | null }) => ({ stake: params.stake })),
    storeSettings: assign((_, params: { stake: number | null; chips: unknown }) => ({ stake: params.stake, stakes: stakeButtonsOf(params.chips) })),
    announceSaved: emit((_, params: { stake: number | null }) => ({
      type: 'notice.success' as const,
      message: params.stake === null ? messageId('sports.oneClick.turnedOff') : messageId('sports.oneClick.turnedOn', { stake: params.stake }),
    })),
    announceError: emit((_, params: { error: unknown }) => ({ type: 'notice.error' as const, message: errorToMessage(params.error) })),
  },
}).createMachine({
  id: 'oneClickSetting',
  context: ({ input }) => {
    const stakes = stakeButtonsOf(input.chips);
    return { stake: input.stake, stakes, chosen: input.stake ?? stakes[0]!, saving: null };
  },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'oneClick.turnOn': { target: 'confirming', actions: 'startConfirming' },
        'oneClick.turnOff': { guard: 'isOn', target: 'saving', actions: 'saveOff' },
        'settings.changed': { actions: { type: 'storeSettings', params: ({ event }) => ({ stake: event.stake, chips: event.chips }) } },
      },
    },
    confirming: {
      description: 'Confirmed once, with the stake every tap will place.',
      on: {
        'oneClick.stakeChosen': {
          guard: { type: 'isShownStake', params: ({ event }) => ({ stake: event.stake }) },
          actions: { type: 'choose', params: ({ event }) => ({ stake: event.stake }) },
        },
        'oneClick.confirm': { target: 'saving', actions: 'saveChosen' },
        'oneClick.cancel': { target: 'ready' },
      },
    },
    saving: {
      invoke: {
        id: 'saveOneClick',
        src: 'saveOneClick',
        input: ({ context }) => ({ stake: context.saving }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeSaved', params: ({ event }) => ({ stake: event.output }) },
            { type: 'announceSaved', params: ({ event }) => ({ stake: event.output }) },
          ],
        },
        onError: { target: 'ready', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
