/**
 * The casino routes (spec §2: games/{type?}, casino-win-loss-details): the views of
 * src/features/casino given their actors' real implementations (src/runtime/wiring/casino.ts). Loaded
 * with the routes (src/app/app-routes.tsx, lazyScreen), so none of the casino is in Home's first load.
 */
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { CasinoLobbyScreen, type CasinoLobbyLogic } from '../features/casino/casino-lobby-screen.tsx';
import { CasinoWinLossScreen } from '../features/casino/casino-win-loss-screen.tsx';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { crashLogic, launchLogic, lobbyLogic, storedFavourites, winLossLogic } from '../runtime/wiring/casino.ts';
import casinoEn from '../i18n/casino.en.json';
import casinoHi from '../i18n/casino.hi.json';

/** The casino's own messages, loaded with its routes rather than in Home's catalogue (as matka's, decision 052). */
const CASINO_MESSAGES: Record<string, Record<string, string>> = { en: casinoEn, hi: { ...casinoEn, ...casinoHi } };

function CasinoMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const messages = useMemo(
    // Both are plain strings in development and parsed messages in the build (vite-plugin-precompiled-messages).
    () => ({ ...(intl.messages as Record<string, string>), ...(CASINO_MESSAGES[intl.locale] ?? CASINO_MESSAGES.en) }),
    [intl.messages, intl.locale],
  );
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}

export function CasinoLobbyRoute({ type }: { type: string | undefined }) {
  const { system } = useAppSystem();
  const logic = useMemo<CasinoLobbyLogic>(
    () => ({
      lobby: lobbyLogic(),
      launch: launchLogic(system.casino),
      crash: crashLogic,
      favourites: storedFavourites(system.casino),
      saveFavourites: (favourites) => void system.casino.favouriteGames.save(favourites),
    }),
    [system],
  );
  return (
    <CasinoMessages>
      <CasinoLobbyScreen logic={logic} type={type} />
    </CasinoMessages>
  );
}

export function CasinoWinLossRoute() {
  const { system } = useAppSystem();
  const logic = useMemo(() => winLossLogic(system.casino), [system]);
  return (
    <CasinoMessages>
      <CasinoWinLossScreen logic={logic} />
    </CasinoMessages>
  );
}
