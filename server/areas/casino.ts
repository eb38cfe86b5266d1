// Casino: the launch address of a game (spec §7 "load third-party url") and the casino
// win/loss report. The games themselves, the provider and the seamless wallet are in server/casino/.
import { successReply } from '../auth/replies.ts';
import { requireUser, type Handlers } from '../contract/handlers.ts';
import { paiseToRupees } from '../money.ts';
import { launchGame } from '../casino/launch.ts';
import { casinoRoundDetails, casinoWinLoss } from '../casino/win-loss.ts';
import { refuseLongWindow } from '../reports/reports.ts';
import { refuseOnBreak } from '../responsible-gambling/responsible-gambling.ts';

// The report's days are India's calendar days (the site's time zone), like the wallet history's.
const INDIA_MIDNIGHT = 'T00:00:00+05:30';

export const casinoHandlers: Handlers = {
  loadThirdPartyUrl: async (request, { db }) => {
    const user = requireUser(request);
    // A user on a break cannot open a game (its debits would be refused later): the break's message.
    await refuseOnBreak(db, user.id, new Date());
    const url = await launchGame(db, {
      user,
      provider: request.body.provider,
      gameId: request.body.game_id,
      platform: request.body.platform,
    });
    return successReply({ url });
  },
  casinoWinLoss: async (request, { db }) => {
    const user = requireUser(request);
    const window = { from: new Date(request.query.from + INDIA_MIDNIGHT), to: new Date(request.query.to + INDIA_MIDNIGHT) };
    refuseLongWindow(window);
    const rows = await casinoWinLoss(db, user.id, window);
    const details = await casinoRoundDetails(db, user.id, window);
    const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
    return successReply({
      rows: rows.map((row) => ({
        date: row.day,
        game_id: row.gameId,
        provider: row.provider,
        rounds: row.rounds,
        bets: paiseToRupees(row.betsPaise),
        wins: paiseToRupees(row.winsPaise),
        net: paiseToRupees(row.netPaise),
      })),
      total: {
        rounds: sum((row) => row.rounds),
        bets: paiseToRupees(sum((row) => row.betsPaise)),
        wins: paiseToRupees(sum((row) => row.winsPaise)),
        net: paiseToRupees(sum((row) => row.netPaise)),
      },
      round_details: details.map((round) => ({
        round_id: round.roundId,
        game_id: round.gameId,
        provider: round.provider,
        time: round.time.toISOString(),
        stake: paiseToRupees(round.stakePaise),
        win: paiseToRupees(round.winPaise),
        net: paiseToRupees(round.winPaise - round.stakePaise),
        fair_round_id: round.fairRoundId,
        seed_hash: round.seedHash,
        seed: round.seed,
      })),
    });
  },
};
