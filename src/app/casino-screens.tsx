/**
 * The casino routes (spec §2: games/{type?}, casino-win-loss-details): the views of
 * src/features/casino given their actors' real implementations (src/app/wiring/casino.ts). Loaded
 * with the routes (src/app/routes.tsx, lazyScreen), so none of the casino is in Home's first load.
 */
import { useMemo } from 'react';
import { CasinoLobbyScreen, type CasinoLobbyLogic } from '../features/casino/casino-lobby-screen.tsx';
import { CasinoWinLossScreen } from '../features/casino/casino-win-loss-screen.tsx';
import { useAppSystem } from './app-system-context.tsx';
import { launchLogic, lobbyLogic, storedFavourites, winLossLogic } from './wiring/casino.ts';

export function CasinoLobbyRoute({ type }: { type: string | undefined }) {
  const { system } = useAppSystem();
  const logic = useMemo<CasinoLobbyLogic>(
    () => ({
      lobby: lobbyLogic(),
      launch: launchLogic(system.casino),
      favourites: storedFavourites(system.casino),
      saveFavourites: (favourites) => void system.casino.favouriteGames.save(favourites),
    }),
    [system],
  );
  return <CasinoLobbyScreen logic={logic} type={type} />;
}

export function CasinoWinLossRoute() {
  const { system } = useAppSystem();
  const logic = useMemo(() => winLossLogic(system.casino), [system]);
  return <CasinoWinLossScreen logic={logic} />;
}
