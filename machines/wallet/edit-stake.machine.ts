/**
 * The Edit Stake modal (spec §5 "Edit Stake"): four quick-add values, each 100 to 1Cr, saved on the
 * server. Ends in `saved` (output: the stakes the server kept) or `cancelled` (output: null); the
 * deposit actor invokes it while the modal is open and shows 'Saved Successfully'.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Message } from '../shared/message.ts';
import { cleanStakeInput, validateStakeValues } from './stake-rules.ts';

export type EditStakeEvent =
  | { type: 'stake.changed'; index: number; text: string }
  | { type: 'stakes.save' }
  | { type: 'stakes.cancel' };

export interface EditStakeContext {
  values: string[];
  error: Message | null;
  saved: number[] | null;
}

export const editStakeMachine = setup({
  types: {
    context: {} as EditStakeContext,
    events: {} as EditStakeEvent,
    input: {} as { stakes: readonly number[] },
    output: {} as { saved: number[] | null },
    tags: {} as 'saving',
  },
  actors: {
    saveStakes: fromPromise<number[], { stakes: number[] }>(notProvided('saveStakes')),
  },
  guards: {
    valuesValid: ({ context }) => validateStakeValues(context.values) === undefined,
  },
  actions: {
    storeValue: assign(({ context, event }) => {
      if (event.type !== 'stake.changed') return {};
      const values = context.values.map((value, index) => (index === event.index ? cleanStakeInput(event.text) : value));
      return { values, error: null };
    }),
    showValuesError: assign({ error: ({ context }) => validateStakeValues(context.values) ?? null }),
    storeSaveError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
    storeSaved: assign((_, params: { stakes: number[] }) => ({ saved: params.stakes })),
  },
}).createMachine({
  id: 'editStake',
  context: ({ input }) => ({ values: input.stakes.map(String), error: null, saved: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'stake.changed': { actions: 'storeValue' },
        'stakes.save': [
          { guard: 'valuesValid', target: 'saving', description: 'Four values, each 100 to 1Cr.' },
          { actions: 'showValuesError' },
        ],
        'stakes.cancel': { target: 'cancelled' },
      },
    },
    saving: {
      tags: 'saving',
      invoke: {
        id: 'saveStakes',
        src: 'saveStakes',
        input: ({ context }) => ({ stakes: context.values.map(Number) }),
        onDone: { target: 'saved', actions: { type: 'storeSaved', params: ({ event }) => ({ stakes: event.output }) } },
        onError: { target: 'editing', actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ saved: context.saved }),
});
