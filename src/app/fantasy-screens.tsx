/**
 * The fantasy routes (spec §2: cricket-fight, cricket-fight/{id}, cricket-fight/{id}/place-bet,
 * cricket-fight/my-contests, cricket-fight/my-contests/{id}): the views of src/features/fantasy given their actors' real
 * implementations (src/app/wiring/fantasy.ts). Loaded with the routes (src/app/routes.tsx,
 * lazyScreen), so none of fantasy is in Home's first load (design §7).
 */
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { FantasyContestsScreen, FantasyMatchesScreen, FantasyMyContestsScreen } from '../features/fantasy/fantasy-lobby-screens.tsx';
import { FantasyEntriesScreen } from '../features/fantasy/fantasy-entries-screen.tsx';
import { TeamBuilderScreen } from '../features/fantasy/team-builder-screen.tsx';
import { NotFoundScreen } from '../features/not-found/not-found-screen.tsx';
import { useAppSystem } from './app-system-context.tsx';
import { fantasyEntriesLogic, fantasyLobbyLogic, teamBuilderLogic } from './wiring/fantasy.ts';
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

export function FantasyMatchesRoute() {
  const logic = useLobbyLogic();
  return (
    <FantasyMessages>
      <FantasyMatchesScreen logic={logic} />
    </FantasyMessages>
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
  const search = useSearch();
  const matchId = idOf(id);
  if (matchId === null) return <NotFoundScreen />;
  const contestId = idOf(new URLSearchParams(search).get('contest') ?? undefined);
  return (
    <FantasyMessages>
      <TeamBuilderScreen key={matchId} logic={logic} matchId={matchId} contestId={contestId} />
    </FantasyMessages>
  );
}

export function FantasyEntriesRoute({ id }: { id: string | undefined }) {
  const { system } = useAppSystem();
  const logic = useMemo(() => fantasyEntriesLogic(system.fantasy), [system]);
  const matchId = idOf(id);
  if (matchId === null) return <NotFoundScreen />;
  return (
    <FantasyMessages>
      <FantasyEntriesScreen key={matchId} logic={logic} matchId={matchId} />
    </FantasyMessages>
  );
}
