/**
 * The fantasy routes (spec §2: cricket-fight, cricket-fight/{id}, cricket-fight/{id}/place-bet,
 * cricket-fight/my-contests, cricket-fight/my-contests/{id}; how to play and a contest's leaderboard
 * are views of cricket-fight and cricket-fight/my-contests/{id} chosen by the query): the views of
 * src/features/fantasy given their actors' real implementations (src/runtime/wiring/fantasy.ts). Loaded with the routes (src/app/app-routes.tsx,
 * lazyScreen), so none of fantasy is in Home's first load (design §7).
 */
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { FantasyContestsScreen, FantasyMatchesScreen, FantasyMyContestsScreen } from '../features/fantasy/fantasy-lobby-screens.tsx';
import { FantasyEntriesScreen } from '../features/fantasy/fantasy-entries-screen.tsx';
import { FantasyLeaderboardScreen } from '../features/fantasy/fantasy-leaderboard-screen.tsx';
import { FantasyTutorialsScreen } from '../features/fantasy/fantasy-tutorials-screen.tsx';
import { TeamBuilderScreen } from '../features/fantasy/team-builder-screen.tsx';
import { NotFoundScreen } from '../features/not-found/not-found-screen.tsx';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { fantasyEntriesLogic, fantasyLeaderboardLogic, fantasyLobbyLogic, fantasyTutorialsLogic, teamBuilderLogic } from '../runtime/wiring/fantasy.ts';
import fantasyEn from '../i18n/fantasy.en.json';
import fantasyHi from '../i18n/fantasy.hi.json';

/** Fantasy's own messages, loaded with its routes rather than in Home's catalogue (docs/decisions/052). */
const FANTASY_MESSAGES: Record<string, Record<string, string>> = { en: fantasyEn, hi: { ...fantasyEn, ...fantasyHi } };

function FantasyMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const messages = useMemo(
    () => ({ ...(intl.messages as Record<string, string>), ...(FANTASY_MESSAGES[intl.locale] ?? FANTASY_MESSAGES.en) }),
    [intl.messages, intl.locale],
  );
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}

const idOf = (value: string | undefined): number | null => (/^[1-9]\d{0,8}$/.test(value ?? '') ? Number(value) : null);

function useLobbyLogic() {
  const { system } = useAppSystem();
  return useMemo(() => fantasyLobbyLogic(system.fantasy), [system]);
}

/** The id in a query parameter of the address (?contest=, ?team=), or null. */
function useQueryId(name: string): number | null {
  return idOf(new URLSearchParams(useSearch()).get(name) ?? undefined);
}

/** cricket-fight: the matches, or how to play (?view=how-to-play, a tab of the same screen). */
export function FantasyMatchesRoute() {
  const { system } = useAppSystem();
  const logic = useLobbyLogic();
  const tutorialsLogic = useMemo(() => fantasyTutorialsLogic(system.fantasy), [system]);
  const howToPlay = new URLSearchParams(useSearch()).get('view') === 'how-to-play';
  return (
    <FantasyMessages>{howToPlay ? <FantasyTutorialsScreen logic={tutorialsLogic} /> : <FantasyMatchesScreen logic={logic} />}</FantasyMessages>
  );
}

export function FantasyMyContestsRoute() {
  const logic = useLobbyLogic();
  return (
    <FantasyMessages>
      <FantasyMyContestsScreen logic={logic} />
    </FantasyMessages>
  );
}

export function FantasyContestsRoute({ id }: { id: string | undefined }) {
  const logic = useLobbyLogic();
  const matchId = idOf(id);
  if (matchId === null) return <NotFoundScreen />;
  return (
    <FantasyMessages>
      <FantasyContestsScreen key={matchId} logic={logic} matchId={matchId} />
    </FantasyMessages>
  );
}

export function FantasyPlaceBetRoute({ id }: { id: string | undefined }) {
  const { system } = useAppSystem();
  const logic = useMemo(() => teamBuilderLogic(system.fantasy), [system]);
  const contestId = useQueryId('contest');
  const refillTeamId = useQueryId('team');
  const matchId = idOf(id);
  if (matchId === null) return <NotFoundScreen />;
  return (
    <FantasyMessages>
      <TeamBuilderScreen key={`${matchId}:${refillTeamId}`} logic={logic} matchId={matchId} contestId={contestId} refillTeamId={refillTeamId} />
    </FantasyMessages>
  );
}

export function FantasyEntriesRoute({ id }: { id: string | undefined }) {
  const { system } = useAppSystem();
  const logic = useMemo(() => fantasyEntriesLogic(system.fantasy), [system]);
  const leaderboardLogic = useMemo(() => fantasyLeaderboardLogic(system.fantasy), [system]);
  const contestId = useQueryId('contest');
  const matchId = idOf(id);
  if (matchId === null) return <NotFoundScreen />;
  return (
    <FantasyMessages>
      {contestId === null ? (
        <FantasyEntriesScreen key={matchId} logic={logic} matchId={matchId} />
      ) : (
        <FantasyLeaderboardScreen key={contestId} logic={leaderboardLogic} matchId={matchId} contestId={contestId} />
      )}
    </FantasyMessages>
  );
}
