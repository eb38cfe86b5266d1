/**
 * The real actors of the cricket-fight screens (machines/fantasy/fantasy-lobby.machine.ts and
 * team-builder.machine.ts), through src/api. Loaded with the fantasy routes
 * (src/app/fantasy-screens.tsx), so none of fantasy is in Home's first load (design §7).
 * The balance after joining comes from the session's 2 s balance poll (spec §9).
 */
import { fromPromise } from 'xstate';
import { fantasyEntriesMachine, type FantasyEntriesData, type FantasyEntryView } from '../../../machines/fantasy/fantasy-entries.machine.ts';
import { fantasyLobbyMachine, type FantasyLobbyData } from '../../../machines/fantasy/fantasy-lobby.machine.ts';
import {
  teamBuilderMachine,
  type FantasyBuilderData,
  type FantasyJoined,
  type FantasyJoinSubmission,
  type FantasyTeamSubmission,
  type FantasyTeamView,
} from '../../../machines/fantasy/team-builder.machine.ts';
import { messageId, serverText, type Message } from '../../../machines/shared/message.ts';
import type { Api } from '../../api/call.ts';
import { parseFantasyReply } from '../../api/fantasy.ts';

export interface FantasyWiring {
  api: Api;
}

export function fantasyLobbyLogic({ api }: FantasyWiring) {
  return fantasyLobbyMachine.provide({
    actors: {
      loadLobby: fromPromise<FantasyLobbyData, void>(async () => {
        const [setup, mine] = await Promise.all([api.call('fantasySetupData'), api.call('fantasyMyContests')]);
        const { data } = parseFantasyReply('fantasySetupData', setup);
        return { matches: data.matches, contests: data.contests, myContests: parseFantasyReply('fantasyMyContests', mine).data };
      }),
    },
  });
}

export function teamBuilderLogic({ api }: FantasyWiring) {
  return teamBuilderMachine.provide({
    actors: {
      loadBuilder: fromPromise<FantasyBuilderData, { matchId: number }>(async ({ input }) => {
        const [setup, players, mine] = await Promise.all([
          api.call('fantasySetupData'),
          api.call('fantasyPlayersList', { params: { matchId: input.matchId } }),
          api.call('fantasyTeamsAndBetDetails', { query: { match_id: input.matchId } }),
        ]);
        const { data } = parseFantasyReply('fantasySetupData', setup);
        const match = data.matches.find((candidate) => candidate.matchId === input.matchId);
        if (!match) throw new Error('Match not found.');
        return {
          settings: parseFantasyReply('fantasySettings', setup).data,
          match,
          players: parseFantasyReply('fantasyPlayersList', players).data,
          contests: data.contests.filter((contest) => contest.matchId === input.matchId),
          teams: parseFantasyReply('fantasyTeamsAndBetDetails', mine).data.teams,
        };
      }),
      saveTeam: fromPromise<FantasyTeamView, FantasyTeamSubmission>(async ({ input }) => {
        const reply = await api.call('fantasyAddTeam', {
          body: {
            match_id: input.matchId,
            team_name: input.teamName,
            players: input.players.map((player) => ({ player_id: player.playerId, is_captain: player.isCaptain, is_vice_captain: player.isViceCaptain })),
          },
        });
        return parseFantasyReply('fantasyAddTeam', reply).data;
      }),
      joinContest: fromPromise<FantasyJoined, FantasyJoinSubmission>(async ({ input }) => {
        const reply = await api.call('fantasyPlaceBet', {
          body: { match_id: input.matchId, team_id: input.teamId, contest_id: input.contestId },
          idempotencyKey: input.idempotencyKey,
        });
        const parsed = parseFantasyReply('fantasyPlaceBet', reply);
        return { betId: parsed.data.bet_id, stake: parsed.data.stake, message: parsed.message ? serverText(parsed.message) : messageId('fantasy.joined') };
      }),
    },
  });
}

const ENTRY_STATUSES: readonly FantasyEntryView['status'][] = ['open', 'won', 'lost', 'cancelled'];

export function fantasyEntriesLogic({ api }: FantasyWiring) {
  return fantasyEntriesMachine.provide({
    actors: {
      loadEntries: fromPromise<FantasyEntriesData, { matchId: number }>(async ({ input }) => {
        const [setup, mine, contests] = await Promise.all([
          api.call('fantasySetupData'),
          api.call('fantasyTeamsAndBetDetails', { query: { match_id: input.matchId } }),
          api.call('fantasyMyContests'),
        ]);
        const { data } = parseFantasyReply('fantasySetupData', setup);
        // A completed match is no longer open for play: it comes from the user's contests.
        const match =
          data.matches.find((candidate) => candidate.matchId === input.matchId) ??
          parseFantasyReply('fantasyMyContests', contests).data.find((row) => row.match.matchId === input.matchId)?.match;
        if (!match) throw new Error('Match not found.');
        const { teams, bets } = parseFantasyReply('fantasyTeamsAndBetDetails', mine).data;
        return {
          match,
          contests: data.contests.filter((contest) => contest.matchId === input.matchId),
          teams,
          entries: bets.map((bet) => ({
            betId: bet.bet_id,
            contestId: bet.contest_id,
            contestName: bet.contest_name,
            teamId: bet.team_id,
            stake: bet.stake,
            winAmount: bet.win_amount,
            // An unknown status is shown as settled rather than offered for cancelling.
            status: ENTRY_STATUSES.find((status) => status === bet.status) ?? 'lost',
          })),
        };
      }),
      cancelEntry: fromPromise<Message, { betId: number }>(async ({ input }) => {
        const parsed = parseFantasyReply('fantasyCancelBet', await api.call('fantasyCancelBet', { body: { bet_id: input.betId } }));
        return parsed.message ? serverText(parsed.message) : messageId('fantasy.entryCancelled');
      }),
    },
  });
}
