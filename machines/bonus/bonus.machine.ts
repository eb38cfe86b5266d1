/**
 * The bonus screen (docs/decisions/088-089): the user's bonuses with their totals and
 * turnover, claiming a released bonus into the main wallet, and switching the active wallet between
 * the main wallet (MW) and the welcome bonus (WB). Claim and switch answer the balance after them,
 * which goes to the session (`wallet.changed`), so the header and the welcome-bonus bar follow at once.
 * One request at a time: a claim or a switch is not offered while another is under way.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import type { Message } from '../shared/message.ts';
import { notProvided } from '../shared/not-provided.ts';

export type ActiveWallet = 'MW' | 'WB';
export type BonusStatus = 'active' | 'locked' | 'released' | 'claimed' | 'expired';

export interface BonusItem {
  id: number;
  type: string;
  amount: number;
  status: BonusStatus;
  createdAt: string;
  /** Locked bonuses: what their turnover asks for, what has been played, and what counts (docs/decisions/171). */
  turnover?: { required: number; done: number; rules?: TurnoverRule[] };
}

/** One rule of what counts towards a turnover: a code the page words in the user's language, and its text. */
export interface TurnoverRule {
  code: string;
  /** The server's words, shown when the page does not know the code. */
  text: string;
  minOdds?: number;
  minRate?: number;
}

export interface BonusSummary {
  earned: number;
  locked: number;
  released: number;
  bonuses: BonusItem[];
}

export interface WalletFunds {
  bl: number;
  ex: number;
  bc: number;
  eb: number;
}

export type BonusEvent =
  | { type: 'bonus.claim'; id: number }
  | { type: 'wallet.switch'; actw: ActiveWallet }
  | { type: 'bonus.reload' };

export type BonusEmitted = { type: 'wallet.changed'; actw: ActiveWallet; funds: WalletFunds };

export interface BonusContext {
  actw: ActiveWallet;
  summary: BonusSummary | null;
  /** The bonus being claimed. */
  claiming: number | null;
  error: Message | null;
  /** What the last claim or switch did. */
  done: { kind: 'claimed'; amount: number } | { kind: 'switched'; actw: ActiveWallet } | null;
}

export const bonusMachine = setup({
  types: {
    context: {} as BonusContext,
    events: {} as BonusEvent,
    input: {} as { actw: ActiveWallet },
    emitted: {} as BonusEmitted,
  },
  actors: {
    loadBonuses: fromPromise<BonusSummary>(notProvided('loadBonuses')),
    claimBonus: fromPromise<{ amount: number; funds: WalletFunds }, { id: number }>(notProvided('claimBonus')),
    switchWallet: fromPromise<{ actw: ActiveWallet; funds: WalletFunds }, { actw: ActiveWallet }>(notProvided('switchWallet')),
  },
  guards: {
    isClaimable: ({ context }, params: { id: number }) =>
      context.summary?.bonuses.some((bonus) => bonus.id === params.id && bonus.status === 'released') ?? false,
    isOtherWallet: ({ context }, params: { actw: ActiveWallet }) => params.actw !== context.actw,
  },
  actions: {
    storeSummary: assign((_, summary: BonusSummary) => ({ summary, error: null })),
    startClaim: assign((_, params: { id: number }) => ({ claiming: params.id, error: null, done: null })),
    storeClaimed: assign((_, params: { amount: number }) => ({ claiming: null, done: { kind: 'claimed' as const, amount: params.amount } })),
    storeSwitched: assign((_, params: { actw: ActiveWallet }) => ({ actw: params.actw, done: { kind: 'switched' as const, actw: params.actw } })),
    storeError: assign((_, params: { error: unknown }) => ({ claiming: null, error: errorToMessage(params.error) })),
    clearOutcome: assign({ error: null, done: null }),
    announceFunds: emit((_, params: { actw: ActiveWallet; funds: WalletFunds }) => ({ type: 'wallet.changed' as const, ...params })),
  },
}).createMachine({
  id: 'bonusWallet',
  context: ({ input }) => ({ actw: input.actw, summary: null, claiming: null, error: null, done: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBonuses',
        src: 'loadBonuses',
        onDone: { target: 'ready', actions: { type: 'storeSummary', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'bonus.reload': { target: 'loading', actions: 'clearOutcome' } },
    },
    ready: {
      on: {
        'bonus.claim': {
          guard: { type: 'isClaimable', params: ({ event }) => ({ id: event.id }) },
          target: 'claiming',
          actions: { type: 'startClaim', params: ({ event }) => ({ id: event.id }) },
        },
        'wallet.switch': {
          guard: { type: 'isOtherWallet', params: ({ event }) => ({ actw: event.actw }) },
          target: 'switching',
          actions: 'clearOutcome',
        },
        'bonus.reload': { target: 'loading', actions: 'clearOutcome' },
      },
    },
    claiming: {
      invoke: {
        id: 'claimBonus',
        src: 'claimBonus',
        input: ({ context }) => ({ id: context.claiming ?? 0 }),
        onDone: {
          target: 'loading',
          description: 'The claimed bonus is in the main wallet: the list is read again.',
          actions: [
            { type: 'storeClaimed', params: ({ event }) => ({ amount: event.output.amount }) },
            { type: 'announceFunds', params: ({ context, event }) => ({ actw: context.actw, funds: event.output.funds }) },
          ],
        },
        onError: { target: 'ready', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    switching: {
      invoke: {
        id: 'switchWallet',
        src: 'switchWallet',
        input: ({ context }) => ({ actw: context.actw === 'WB' ? ('MW' as const) : ('WB' as const) }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeSwitched', params: ({ event }) => ({ actw: event.output.actw }) },
            { type: 'announceFunds', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'ready', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
