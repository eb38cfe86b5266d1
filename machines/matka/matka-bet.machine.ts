/**
 * The matka bet flow of one market (docs/decisions/051): the market's phase decides the
 * sessions and game types offered; the user builds a slip of numbers with a stake each (checked by
 * the shared rules as they are added), and places it in one idempotent request. The market, its
 * results and the user's bets are refreshed every MATKA_REFRESH_MS beside the slip, so a cut-off or
 * a declared result shows without a reload; the server refuses a late slip whatever this shows.
 *
 * The Idempotency-Key is made when the user places the slip and kept for every retry of that slip;
 * any change to the slip starts a new one.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import { messageId, type Message } from '../shared/message.ts';
import {
  isBetAllowed,
  numberProblem,
  pickNumber,
  SESSIONS_OF_PHASE,
  typesAllowed,
  type MatkaBetType,
  type MatkaPhase,
  type MatkaSession,
} from './matka-rules.ts';

/** How often the market, its results and the user's bets are read again while the screen is open. */
export const MATKA_REFRESH_MS = 5_000;
/** The quick stakes under the stake input, in rupees. */
export const MATKA_QUICK_STAKES = [10, 50, 100, 500] as const;

export interface MatkaMarketView {
  id: number;
  name: string;
  drawDate: string;
  openTime: string;
  closeTime: string;
  status: MatkaPhase;
  cutoffMinutes: number;
  nextCutoffAt: string | null;
  result: string | null;
  lastResults: { drawDate: string; result: string }[];
}

export interface MatkaGameType {
  type: MatkaBetType;
  rate: number;
  minStake: number;
  maxStake: number;
}

export interface MatkaBetView {
  betId: number;
  drawDate: string;
  session: MatkaSession;
  type: MatkaBetType;
  number: string;
  amount: number;
  rate: number;
  status: 'open' | 'won' | 'lost' | 'cancelled';
  winAmount: number | null;
  profitLoss: number | null;
  placedAt: string;
}

/** What loading a market gives: the market, its game types, and the user's bets on it (none for a visitor). */
export interface MatkaMarketData {
  market: MatkaMarketView;
  gameTypes: MatkaGameType[];
  bets: MatkaBetView[];
}

export interface SlipEntry {
  key: number;
  type: MatkaBetType;
  number: string;
  stake: number;
}

export interface MatkaSlipRequest {
  marketId: number;
  session: MatkaSession;
  bets: { bet_type: MatkaBetType; number: string; amount: number }[];
}

export interface MatkaSubmission {
  idempotencyKey: string;
  request: MatkaSlipRequest;
}

export interface MatkaPlaced {
  bets: MatkaBetView[];
  message: Message;
}

export type MatkaBetEvent =
  | { type: 'market.retry' }
  | { type: 'session.selected'; session: MatkaSession }
  | { type: 'gameType.selected'; gameType: MatkaBetType }
  | { type: 'number.changed'; number: string }
  | { type: 'number.picked'; picked: string }
  | { type: 'stake.changed'; stake: string }
  | { type: 'stake.quick'; amount: number }
  | { type: 'entry.add' }
  | { type: 'entry.remove'; key: number }
  | { type: 'slip.clear' }
  | { type: 'slip.place' }
  | { type: 'notice.dismissed' };

export interface MatkaBetContext {
  marketId: number;
  market: MatkaMarketView | null;
  gameTypes: MatkaGameType[];
  bets: MatkaBetView[];
  session: MatkaSession;
  gameType: MatkaBetType;
  number: string;
  stake: string;
  entries: SlipEntry[];
  nextKey: number;
  draftError: Message | null;
  error: Message | null;
  notice: Message | null;
  submission: MatkaSubmission | null;
}

const phaseOf = (context: Pick<MatkaBetContext, 'market'>): MatkaPhase => context.market?.status ?? 'closed';

/** The game types the market offers on a session now. */
export function offeredTypes(context: Pick<MatkaBetContext, 'market' | 'gameTypes'>, session: MatkaSession): MatkaBetType[] {
  const allowed = typesAllowed(phaseOf(context), session);
  return context.gameTypes.map((gameType) => gameType.type).filter((type) => allowed.includes(type));
}

export const sessionsOffered = (context: Pick<MatkaBetContext, 'market'>): readonly MatkaSession[] => SESSIONS_OF_PHASE[phaseOf(context)];

const gameTypeOf = (context: Pick<MatkaBetContext, 'gameTypes'>, type: MatkaBetType) => context.gameTypes.find((entry) => entry.type === type);

/** The stake text as rupees, or NaN when it is not a number with at most 2 decimals. */
export const stakeOf = (text: string): number => (/^\d+(\.\d{1,2})?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** Why the draft line cannot be added, or null. */
export function draftProblem(context: MatkaBetContext): Message | null {
  const problem = numberProblem(context.gameType, context.number.trim());
  if (problem) return messageId(problem);
  const limits = gameTypeOf(context, context.gameType);
  const stake = stakeOf(context.stake);
  if (!limits || Number.isNaN(stake) || stake < limits.minStake || stake > limits.maxStake) {
    return messageId('matka.stake.range', { min: limits?.minStake ?? 0, max: limits?.maxStake ?? 0 });
  }
  return null;
}

export const slipTotal = (context: Pick<MatkaBetContext, 'entries'>): number =>
  Math.round(context.entries.reduce((sum, entry) => sum + entry.stake * 100, 0)) / 100;

/** The slip's lines the market still takes on its session now. */
const entriesStillAllowed = (context: MatkaBetContext, session: MatkaSession): SlipEntry[] =>
  context.entries.filter((entry) => isBetAllowed(phaseOf(context), session, entry.type));

/** After the market changed: the session and game type the user had, or the first ones still offered. */
function withSelectionsStillOffered(context: MatkaBetContext): Partial<MatkaBetContext> {
  const sessions = sessionsOffered(context);
  const session = sessions.includes(context.session) ? context.session : (sessions[0] ?? context.session);
  const types = offeredTypes(context, session);
  const gameType = types.includes(context.gameType) ? context.gameType : (types[0] ?? context.gameType);
  const entries = session === context.session ? entriesStillAllowed(context, session) : [];
  const slipChanged = entries.length !== context.entries.length;
  return { session, gameType, entries, ...(slipChanged ? { submission: null, notice: messageId('matka.slip.sessionClosed') } : {}) };
}

export const matkaBetMachine = setup({
  types: {
    context: {} as MatkaBetContext,
    events: {} as MatkaBetEvent,
    input: {} as { marketId: number },
  },
  actors: {
    loadMarket: fromPromise<MatkaMarketData, { marketId: number }>(notProvided('loadMarket')),
    placeBets: fromPromise<MatkaPlaced, MatkaSubmission>(notProvided('placeBets')),
  },
  delays: {
    MATKA_REFRESH_MS,
  },
  guards: {
    sessionOffered: ({ context }, params: { session: MatkaSession }) => sessionsOffered(context).includes(params.session),
    gameTypeOffered: ({ context }, params: { gameType: MatkaBetType }) => offeredTypes(context, context.session).includes(params.gameType),
    draftIsValid: ({ context }) => draftProblem(context) === null,
    slipCanBePlaced: ({ context }) =>
      context.entries.length > 0 && entriesStillAllowed(context, context.session).length === context.entries.length,
  },
  actions: {
    storeMarket: assign(({ context }, params: { data: MatkaMarketData }) => {
      // A notice about the slip (placed…) is stale once the market moved to another phase.
      const phaseChanged = context.market !== null && context.market.status !== params.data.market.status;
      const next = {
        ...context,
        market: params.data.market,
        gameTypes: params.data.gameTypes,
        bets: params.data.bets,
        error: null,
        notice: phaseChanged ? null : context.notice,
      };
      return { ...next, ...withSelectionsStillOffered(next) };
    }),
    storeLoadError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
    selectSession: assign(({ context }, params: { session: MatkaSession }) => {
      const types = offeredTypes(context, params.session);
      return {
        session: params.session,
        gameType: types.includes(context.gameType) ? context.gameType : (types[0] ?? context.gameType),
        entries: params.session === context.session ? context.entries : [],
        submission: params.session === context.session ? context.submission : null,
        draftError: null,
      };
    }),
    selectGameType: assign((_, params: { gameType: MatkaBetType }) => ({ gameType: params.gameType, number: '', draftError: null })),
    changeNumber: assign((_, params: { number: string }) => ({ number: params.number.replace(/[^0-9-]/g, '').slice(0, 7), draftError: null })),
    // A tap on the grid (docs/decisions/220): the digit, jodi or pana joins the number as typing it would.
    pickNumber: assign(({ context }, params: { picked: string }) => ({
      number: pickNumber(context.gameType, context.number.trim(), params.picked),
      draftError: null,
    })),
    changeStake: assign((_, params: { stake: string }) => ({ stake: params.stake.replace(/[^0-9.]/g, '').slice(0, 10), draftError: null })),
    addEntry: assign(({ context }) => ({
      entries: [...context.entries, { key: context.nextKey, type: context.gameType, number: context.number.trim(), stake: stakeOf(context.stake) }],
      nextKey: context.nextKey + 1,
      number: '',
      draftError: null,
      submission: null,
      notice: null,
      error: null,
    })),
    storeDraftError: assign(({ context }) => ({ draftError: draftProblem(context) })),
    removeEntry: assign(({ context }, params: { key: number }) => ({
      entries: context.entries.filter((entry) => entry.key !== params.key),
      submission: null,
    })),
    clearSlip: assign({ entries: [], submission: null }),
    prepareSubmission: assign(({ context }) => ({
      error: null,
      notice: null,
      // The same slip placed again (a retry after a failure) keeps its key.
      submission: context.submission ?? {
        idempotencyKey: globalThis.crypto.randomUUID(),
        request: {
          marketId: context.marketId,
          session: context.session,
          bets: context.entries.map((entry) => ({ bet_type: entry.type, number: entry.number, amount: entry.stake })),
        },
      },
    })),
    storePlaced: assign(({ context }, params: { placed: MatkaPlaced }) => ({
      entries: [],
      submission: null,
      notice: params.placed.message,
      bets: [...params.placed.bets, ...context.bets.filter((bet) => !params.placed.bets.some((placed) => placed.betId === bet.betId))],
    })),
    storePlaceError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
    dismissNotice: assign({ notice: null, error: null }),
  },
}).createMachine({
  id: 'matkaBet',
  context: ({ input }) => ({
    marketId: input.marketId,
    market: null,
    gameTypes: [],
    bets: [],
    session: 'open',
    gameType: 'single_digit',
    number: '',
    stake: '',
    entries: [],
    nextKey: 1,
    draftError: null,
    error: null,
    notice: null,
    submission: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMarket',
        src: 'loadMarket',
        input: ({ context }) => ({ marketId: context.marketId }),
        onDone: { target: 'ready', actions: { type: 'storeMarket', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'market.retry': { target: 'loading', description: 'The user asks again after a failed load.' } },
    },
    ready: {
      type: 'parallel',
      on: {
        'notice.dismissed': { actions: 'dismissNotice' },
      },
      states: {
        slip: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'session.selected': {
                  guard: { type: 'sessionOffered', params: ({ event }) => ({ session: event.session }) },
                  actions: { type: 'selectSession', params: ({ event }) => ({ session: event.session }) },
                },
                'gameType.selected': {
                  guard: { type: 'gameTypeOffered', params: ({ event }) => ({ gameType: event.gameType }) },
                  actions: { type: 'selectGameType', params: ({ event }) => ({ gameType: event.gameType }) },
                },
                'number.changed': { actions: { type: 'changeNumber', params: ({ event }) => ({ number: event.number }) } },
                'number.picked': {
                  actions: { type: 'pickNumber', params: ({ event }) => ({ picked: event.picked }) },
                  description: 'A tap on the grid fills the number, or its next part.',
                },
                'stake.changed': { actions: { type: 'changeStake', params: ({ event }) => ({ stake: event.stake }) } },
                'stake.quick': { actions: { type: 'changeStake', params: ({ event }) => ({ stake: String(event.amount) }) } },
                'entry.add': [
                  { guard: 'draftIsValid', actions: 'addEntry', description: 'A valid number and stake join the slip.' },
                  { actions: 'storeDraftError', description: 'The line stays in the inputs with the reason.' },
                ],
                'entry.remove': { actions: { type: 'removeEntry', params: ({ event }) => ({ key: event.key }) } },
                'slip.clear': { actions: 'clearSlip' },
                'slip.place': {
                  guard: 'slipCanBePlaced',
                  target: 'placing',
                  actions: 'prepareSubmission',
                  description: 'The whole slip goes in one request with its Idempotency-Key.',
                },
              },
            },
            placing: {
              invoke: {
                id: 'placeBets',
                src: 'placeBets',
                input: ({ context }) => context.submission!,
                onDone: { target: 'editing', actions: { type: 'storePlaced', params: ({ event }) => ({ placed: event.output }) } },
                onError: {
                  target: 'editing',
                  actions: { type: 'storePlaceError', params: ({ event }) => ({ error: event.error }) },
                  description: 'The slip and its key stay, so placing it again is a retry of the same request.',
                },
              },
            },
          },
        },
        feed: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { MATKA_REFRESH_MS: { target: 'refreshing', description: 'Phase, results and bets are read again.' } },
            },
            refreshing: {
              invoke: {
                id: 'refreshMarket',
                src: 'loadMarket',
                input: ({ context }) => ({ marketId: context.marketId }),
                onDone: { target: 'waiting', actions: { type: 'storeMarket', params: ({ event }) => ({ data: event.output }) } },
                onError: { target: 'waiting', description: 'A failed refresh keeps what is shown; the next one may succeed.' },
              },
            },
          },
        },
      },
    },
  },
});

export type MatkaBetSnapshot = ReturnType<typeof matkaBetMachine.transition>;

export const selectPlacing = (snapshot: MatkaBetSnapshot): boolean => snapshot.matches({ ready: { slip: 'placing' } });
