/**
 * The real actors of the event screen's open bets and cash-out (machines/sports/open-bets.machine.ts,
 * machines/sports/cash-out.machine.ts), through src/api. Loaded with the event screen's route.
 */
import { fromPromise } from 'xstate';
import { cashOutMachine, type CashedOut, type CashOutRequest } from '../../../machines/sports/cash-out.machine.ts';
import { openBetsMachine, type OpenBet, type ReplacedBet } from '../../../machines/sports/open-bets.machine.ts';
import type { Api } from '../../api/call.ts';
import { cashedOutOf, cashOutRefusalOf, openBetsOf, replacedBetOf } from '../../api/cash-out.ts';

export const openBetsLogicOf = (api: Api) =>
  openBetsMachine.provide({
    actors: {
      loadOpenBets: fromPromise<OpenBet[], { eventId: string }>(async ({ input }) =>
        openBetsOf(await api.call('openBets', { query: { event_id: input.eventId } })),
      ),
      cancelBet: fromPromise<void, { betId: number }>(async ({ input }) => {
        await api.call('cancelBet', { body: { bet_id: input.betId } });
      }),
      // Edit price (decision 182): one key per edit, so a resent request never moves the bet twice.
      replaceBet: fromPromise<ReplacedBet, { betId: number; price: number }>(async ({ input }) =>
        replacedBetOf(await api.call('replaceBet', { idempotencyKey: crypto.randomUUID(), body: { bet_id: input.betId, new_price: input.price } })),
      ),
    },
  });

export const cashOutLogicOf = (api: Api) =>
  cashOutMachine.provide({
    actors: {
      cashOut: fromPromise<CashedOut, CashOutRequest>(async ({ input }) => {
        try {
          const reply = await api.call('cashout', {
            idempotencyKey: input.idempotencyKey,
            body: { event_id: input.eventId, market_id: input.marketId, share: input.share, amount: input.amount },
          });
          return cashedOutOf(reply);
        } catch (error) {
          throw cashOutRefusalOf(error) ?? error;
        }
      }),
    },
  });
