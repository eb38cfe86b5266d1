/**
 * The real actors of the casino screens (machines/casino/launch.machine.ts, win-loss.machine.ts)
 * through src/api, and the lobby's favourites in the persisted client state (`favouriteGames`).
 * Loaded with the casino routes (src/app/casino-screens.tsx), so none of it is in Home's first load.
 *
 * The balance in the header follows the rounds through the session's 2 s balance poll: every debit
 * and credit of the provider is on the ledger the poll reads (docs/decisions/054).
 */
import { fromPromise } from 'xstate';
import { crashMachine, type CrashBetRequest, type CrashCashOut, type CrashCashOutRequest, type CrashEvent } from '../../../machines/casino/crash.machine.ts';
import { launchMachine, type LaunchRequest } from '../../../machines/casino/launch.machine.ts';
import { lobbyMachine } from '../../../machines/casino/lobby.machine.ts';
import { storedFavouritesOf } from '../../../machines/casino/lobby-rules.ts';
import { winLossMachine, type WinLossReport, type WinLossWindow } from '../../../machines/casino/win-loss.machine.ts';
import type { Api } from '../../api/call.ts';
import { parseWinLossReply } from '../../api/casino.ts';
import { cashOutCrashBet, connectCrashTable, crashTokenOf, placeCrashBet } from '../../api/crash-game.ts';

/** Where the favourite games are kept (the persisted client state's common.favouriteGames). */
export interface FavouriteGamesStore {
  load(): unknown;
  save(favourites: string[]): Promise<void>;
}

export interface CasinoWiring {
  api: Api;
  favouriteGames: FavouriteGamesStore;
}

export const lobbyLogic = () => lobbyMachine;

export const storedFavourites = ({ favouriteGames }: CasinoWiring): string[] => storedFavouritesOf(favouriteGames.load());

export function launchLogic({ api }: CasinoWiring) {
  return launchMachine.provide({
    actors: {
      requestLaunch: fromPromise<string, LaunchRequest>(async ({ input }) => {
        const reply = await api.call('loadThirdPartyUrl', {
          body: { provider: input.game.provider, game_id: input.game.id, platform: input.platform },
        });
        return reply.data.url;
      }),
    },
  });
}

export function winLossLogic({ api }: CasinoWiring) {
  return winLossMachine.provide({
    actors: {
      loadWinLoss: fromPromise<WinLossReport, WinLossWindow>(async ({ input }) =>
        parseWinLossReply(await api.call('casinoWinLoss', { query: { from: input.from, to: input.to } })),
      ),
    },
  });
}

/**
 * The crash game of a launch address (docs/decisions/191): its machine with the provider's bet and
 * cash-out calls, and the link to its table's socket; undefined when the address is another game's
 * (played in the provider's page).
 */
export function crashLogic(url: string) {
  const token = crashTokenOf(url);
  if (token === undefined) return undefined;
  return {
    machine: crashMachine.provide({
      actors: {
        placeCrashBet: fromPromise<void, CrashBetRequest>(({ input }) => placeCrashBet(token, input)),
        cashOutCrashBet: fromPromise<CrashCashOut, CrashCashOutRequest>(({ input }) => cashOutCrashBet(token, input)),
      },
    }),
    connect: (send: (event: CrashEvent) => void) => connectCrashTable(token, send),
  };
}
