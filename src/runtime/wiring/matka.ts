/**
 * The real actors of the matka screens (machines/matka/matka-list.machine.ts and
 * matka-bet.machine.ts), through src/api. Loaded with the matka routes (src/app/matka-screens.tsx),
 * so neither these nor the matka reply schemas are in Home's first load (design §7).
 *
 * The balance after a slip or a settlement comes from the session's 2 s balance poll (spec §9).
 */
import { fromPromise, type AnyActorRef } from 'xstate';
import type { MatkaMarketData, MatkaPlaced, MatkaSubmission } from '../../../machines/matka/matka-bet.machine.ts';
import { matkaBetMachine } from '../../../machines/matka/matka-bet.machine.ts';
import { matkaListMachine } from '../../../machines/matka/matka-list.machine.ts';
import { messageId, serverText } from '../../../machines/shared/message.ts';
import type { Api } from '../../api/call.ts';
import { parseMatkaReply } from '../../api/matka.ts';

export interface MatkaWiring {
  api: Api;
  system: { get(systemId: string): AnyActorRef | undefined };
}

const SESSION = 'session';

const signedIn = (system: MatkaWiring['system']): boolean =>
  (system.get(SESSION)?.getSnapshot() as { matches?: (state: string) => boolean } | undefined)?.matches?.('signedIn') === true;

export function matkaListLogic({ api }: MatkaWiring) {
  return matkaListMachine.provide({
    actors: {
      loadMarkets: fromPromise(async () => parseMatkaReply('matkaMatches', await api.call('matkaMatches')).data),
    },
  });
}

export function matkaBetLogic({ api, system }: MatkaWiring) {
  return matkaBetMachine.provide({
    actors: {
      loadMarket: fromPromise<MatkaMarketData, { marketId: number }>(async ({ input }) => {
        const params = { id: input.marketId };
        // A visitor has no bets, and asking would only answer 401.
        const [market, bets] = await Promise.all([
          api.call('matkaMarkets', { params }),
          signedIn(system) ? api.call('matkaSingleBets', { params }) : Promise.resolve({ data: [] }),
        ]);
        const { data } = parseMatkaReply('matkaMarkets', market);
        return { market: data.market, gameTypes: data.bet_types, bets: parseMatkaReply('matkaSingleBets', bets).data };
      }),
      placeBets: fromPromise<MatkaPlaced, MatkaSubmission>(async ({ input }) => {
        const { request, idempotencyKey } = input;
        const reply = await api.call('saveWorliMatkaBet', {
          body: { market_id: request.marketId, session: request.session, bets: request.bets },
          idempotencyKey,
        });
        const parsed = parseMatkaReply('saveWorliMatkaBet', reply);
        return { bets: parsed.data.bets, message: parsed.message ? serverText(parsed.message) : messageId('matka.slip.placed') };
      }),
    },
  });
}
