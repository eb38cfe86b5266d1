// Fantasy cricket (spec §7 fantasy service: GETs under /api/fantasycricket, POSTs under
// /api/user/fantasy; docs/decisions/066-069). Every call needs a signed-in user; joining
// and cancelling move money only through the ledger, in one SQL transaction each. Points and
// settlement are the operator's (server/operator/fantasy-section.ts); reminders are sent by
// server/fantasy/reminders.ts (docs/decisions/084-087).
import { messageReply, successReply } from '../auth/replies.ts';
import { requireUser, type Handlers } from '../contract/handlers.ts';
import { withIdempotencyKey } from '../idempotency.ts';
import { betDetails, cancelBet, myContests, placeBet, teamsAndBets } from '../fantasy/fantasy-entries.ts';
import { myStakes, playersList, rememberedMatches, setReminder, setupData, updateStakes } from '../fantasy/fantasy-lobby.ts';
import { FANTASY_MESSAGES } from '../fantasy/fantasy-rules.ts';
import { addTeam, renameTeam, resetTeam, teamReply } from '../fantasy/fantasy-teams.ts';
import { contestLeaderboard } from '../fantasy/leaderboard.ts';
import { tutorials } from '../fantasy/tutorials.ts';

export const fantasyHandlers: Handlers = {
  fantasySetupData: async (request, { db }) => successReply(await setupData(db, requireUser(request).id, new Date())),

  fantasyRememberedMatches: async (request, { db }) => successReply(await rememberedMatches(db, requireUser(request).id, new Date())),

  fantasyAddMatchReminder: async (request, { db }) =>
    messageReply(await setReminder(db, requireUser(request).id, request.body.match_id, true, new Date())),

  fantasyRemoveMatchReminder: async (request, { db }) =>
    messageReply(await setReminder(db, requireUser(request).id, request.body.match_id, false, new Date())),

  fantasyPlayersList: async (request, { db }) => {
    requireUser(request);
    return successReply(await playersList(db, request.params.matchId));
  },

  fantasyMyStakes: async (request, { db }) => successReply(await myStakes(db, requireUser(request).id)),

  fantasyUpdateMyStakes: async (request, { db }) => successReply(await updateStakes(db, requireUser(request).id, request.body.stakes)),

  fantasyAddTeam: async (request, { db }) => {
    const user = requireUser(request);
    const { body } = request;
    return db.transaction(async (tx) =>
      successReply(
        await addTeam(tx, {
          userId: user.id,
          matchId: body.match_id,
          teamId: body.team_id,
          teamName: body.team_name,
          players: body.players,
          now: new Date(),
        }),
        FANTASY_MESSAGES.teamSaved,
      ),
    );
  },

  fantasyUpdateTeamName: async (request, { db }) => {
    const user = requireUser(request);
    return db.transaction(async (tx) =>
      successReply(await renameTeam(tx, user.id, request.body.team_id, request.body.team_name, new Date()), FANTASY_MESSAGES.teamRenamed),
    );
  },

  fantasyResetTeam: async (request, { db }) => {
    const user = requireUser(request);
    return db.transaction(async (tx) => successReply(await resetTeam(tx, user.id, request.body.team_id, new Date()), FANTASY_MESSAGES.teamReset));
  },

  fantasyTeamDetails: async (request, { db }) => successReply(await teamReply(db, requireUser(request).id, request.params.id)),

  fantasyPlaceBet: async (request, { db }) => {
    const user = requireUser(request);
    const { body } = request;
    return db.transaction((tx) =>
      withIdempotencyKey(tx, { userId: user.id, key: request.headers['idempotency-key']!, operation: 'fantasyPlaceBet' }, async () =>
        successReply(
          await placeBet(tx, { userId: user.id, matchId: body.match_id, teamId: body.team_id, contestId: body.contest_id, now: new Date() }),
          FANTASY_MESSAGES.joined,
        ),
      ),
    );
  },

  fantasyCancelBet: async (request, { db }) => {
    const user = requireUser(request);
    return db.transaction(async (tx) => successReply(await cancelBet(tx, user.id, request.body.bet_id, new Date()), FANTASY_MESSAGES.cancelled));
  },

  fantasyBetDetails: async (request, { db }) => successReply(await betDetails(db, requireUser(request).id, request.query.bet_id)),

  fantasyMyContests: async (request, { db }) => successReply(await myContests(db, requireUser(request).id, request.query.status, new Date())),

  fantasyTeamsAndBetDetails: async (request, { db }) => successReply(await teamsAndBets(db, requireUser(request).id, request.query.match_id)),

  fantasyContestLeaderboard: async (request, { db }) =>
    successReply(await contestLeaderboard(db, requireUser(request).id, request.query.contest_id, new Date())),

  fantasyTutorials: async (request) => {
    requireUser(request);
    return successReply(tutorials(request.query.language));
  },
};
