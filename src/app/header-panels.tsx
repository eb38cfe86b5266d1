/**
 * The light panels, in their own small chunk: the header's event search, My Markets
 * (opened from the header's exposure) and Home's favourites. Their actors come from
 * src/runtime/wiring/markets-nav.ts.
 */
import { useEffect, useMemo } from 'react';
import { EventSearchPanel } from '../features/sports/event-search-panel.tsx';
import { FavouritesSection } from '../features/sports/favourites-section.tsx';
import { MyMarketsPanel } from '../features/sports/my-markets-panel.tsx';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { eventSearchLogicOf, favouritesActorOf, myMarketsLogicOf } from '../runtime/wiring/markets-nav.ts';

export function EventSearchRoute({ onClose }: { onClose: () => void }) {
  const { system } = useAppSystem();
  const logic = useMemo(() => eventSearchLogicOf(system.marketsNav), [system]);
  return <EventSearchPanel logic={logic} onClose={onClose} />;
}

export function MyMarketsRoute({ onClose }: { onClose: () => void }) {
  const { system } = useAppSystem();
  const logic = useMemo(() => myMarketsLogicOf(system.marketsNav), [system]);
  return <MyMarketsPanel logic={logic} onClose={onClose} />;
}

/** Home's favourites (src/app/app-routes.tsx shows them to signed-in users; nothing while the list is empty). */
export function HomeFavourites() {
  const { system } = useAppSystem();
  const favourites = favouritesActorOf(system.marketsNav);
  // Starred events close and go in play: the list is read again whenever Home shows it.
  useEffect(() => favourites.send({ type: 'favourites.refresh' }), [favourites]);
  return <FavouritesSection favourites={favourites} />;
}
