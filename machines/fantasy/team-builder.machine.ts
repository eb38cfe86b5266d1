/**
 * The fantasy team builder and contest entry (design §11, docs/decisions/069): load the
 * match (rules, players, contests, the user's teams) → pick eleven players, each pick checked live by
 * the pure rules (machines/fantasy/team-rules.ts) with the reason of any refusal → captain and
 * vice-captain and a name → save → choose a contest → see its fee and the balance after → join with
 * one Idempotency-Key, made when the user confirms and kept for every retry of that join → joined. An existing team may join directly.
 * The server checks everything again (the deadline too); its refusal is shown as it came.
 */
import { teamBuilderSetup } from './team-builder.setup.ts';
import { buildingStates } from './team-builder.states.building.ts';
import { entryStates } from './team-builder.states.entry.ts';

// The machine's parts live beside it: team-builder.context.ts (types, context readers),
// team-builder.setup.ts (actors, guards, actions) and team-builder.states.*.ts (one file per group of states).
export {
  builderCounters,
  playerRefusal,
  refusalMessage,
  selectedPlayers,
  TEAM_NAME_PATTERN,
  type FantasyBuilderData,
  type FantasyContestStatus,
  type FantasyContestView,
  type FantasyJoined,
  type FantasyJoinSubmission,
  type FantasyMatchView,
  type FantasySideView,
  type FantasyTeamSubmission,
  type FantasyTeamView,
  type TeamBuilderContext,
  type TeamBuilderEvent,
} from './team-builder.context.ts';

export const teamBuilderMachine = teamBuilderSetup.createMachine({
  id: 'fantasyTeamBuilder',
  context: ({ input }) => ({
    matchId: input.matchId,
    data: null,
    role: 'wk',
    selected: [],
    captainId: null,
    viceCaptainId: null,
    teamName: '',
    teamId: null,
    refillTeamId: input.refillTeamId ?? null,
    contestId: input.contestId ?? null,
    refusal: null,
    error: null,
    submission: null,
    joined: null,
  }),
  initial: 'loading',
  states: {
    ...buildingStates,
    ...entryStates,
  },
});
