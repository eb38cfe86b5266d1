/**
 * The real actors of the cricket-fight screens (machines/fantasy/fantasy-lobby.machine.ts and
 * team-builder.machine.ts), through src/api. Loaded with the fantasy routes
 * (src/app/fantasy-screens.tsx), so none of fantasy is in Home's first load (design §7).
 * The balance after joining comes from the session's 2 s balance poll (spec §9).
 */
import { fromPromise } from 'xstate';
import {
  fantasyEntriesMachine,
  type FantasyEntriesChange,
  type FantasyEntriesData,
  type FantasyEntryView,
} from '../../../machines/fantasy/fantasy-entries.machine.ts';
import { fantasyLeaderboardMachine, type FantasyLeaderboard } from '../../../machines/fantasy/fantasy-leaderboard.machine.ts';
import { fantasyLobbyMachine, type FantasyLobbyData, type FantasyReminderChange } from '../../../machines/fantasy/fantasy-lobby.machine.ts';
import { fantasyTutorialsMachine, type FantasyTutorial } from '../../../machines/fantasy/fantasy-tutorials.machine.ts';
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
      setReminder: fromPromise<Message, FantasyReminderChange>(async ({ input }) => {
        const reply = await api.call(input.on ? 'fantasyAddMatchReminder' : 'fantasyRemoveMatchReminder', { body: { match_id: input.matchId } });
        return replyMessage(reply, input.on ? 'fantasy.reminderOn' : 'fantasy.reminderOff');
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
            ...(input.teamId === undefined ? {} : { team_id: input.teamId }),
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
      applyChange: fromPromise<Message, FantasyEntriesChange>(async ({ input }) => {
        switch (input.kind) {
          case 'cancel':
            return replyMessage(await api.call('fantasyCancelBet', { body: { bet_id: input.betId } }), 'fantasy.entryCancelled');
          case 'rename':
            return replyMessage(await api.call('fantasyUpdateTeamName', { body: { team_id: input.teamId, team_name: input.name } }), 'fantasy.teamRenamed');
          case 'reset':
            return replyMessage(await api.call('fantasyResetTeam', { body: { team_id: input.teamId } }), 'fantasy.teamReset');
        }
      }),
    },
  });
}

/** The server's own words for a change, or the catalogue's when it sent none. */
function replyMessage(reply: unknown, fallback: string): Message {
  const message = (reply as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? serverText(message) : messageId(fallback);
}

export function fantasyLeaderboardLogic({ api }: FantasyWiring) {
  return fantasyLeaderboardMachine.provide({
    actors: {
      loadLeaderboard: fromPromise<FantasyLeaderboard, { contestId: number }>(async ({ input }) =>
        parseFantasyReply('fantasyContestLeaderboard', await api.call('fantasyContestLeaderboard', { query: { contest_id: input.contestId } })).data,
      ),
    },
  });
}

export function fantasyTutorialsLogic({ api }: FantasyWiring) {
  return fantasyTutorialsMachine.provide({
    actors: {
      loadTutorials: fromPromise<FantasyTutorial[], { language: string }>(async ({ input }) =>
        parseFantasyReply('fantasyTutorials', await api.call('fantasyTutorials', { query: { language: input.language } })).data,
      ),
    },
  });
}
