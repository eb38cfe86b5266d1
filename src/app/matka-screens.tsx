/**
 * The matka routes (spec §2: matka, matka-details/{itemDetail}): the views of src/features/matka
 * given their actors' real implementations (src/app/wiring/matka.ts). Loaded with the routes
 * (src/app/routes.tsx, lazyScreen), so none of matka is in Home's first load (design §7).
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSignedIn } from '../../machines/session/session-selectors.ts';
import { MatkaDetailsScreen } from '../features/matka/matka-details-screen.tsx';
import { MatkaListScreen } from '../features/matka/matka-list-screen.tsx';
import { NotFoundScreen } from '../features/not-found/not-found-screen.tsx';
import { useAppSystem } from './app-system-context.tsx';
import { matkaBetLogic, matkaListLogic } from './wiring/matka.ts';

export function MatkaRoute() {
  const { system } = useAppSystem();
  const logic = useMemo(() => matkaListLogic(system.matka), [system]);
  return <MatkaListScreen logic={logic} />;
}

export function MatkaDetailsRoute({ itemDetail }: { itemDetail: string | undefined }) {
  const { system } = useAppSystem();
  const signedIn = useSelector(system.session, selectSignedIn);
  const logic = useMemo(() => matkaBetLogic(system.matka), [system]);
  const marketId = /^[1-9]\d{0,8}$/.test(itemDetail ?? '') ? Number(itemDetail) : null;
  if (marketId === null) return <NotFoundScreen />;
  // A new market id is a new actor (key), never the previous market's slip.
  return <MatkaDetailsScreen key={marketId} logic={logic} marketId={marketId} signedIn={signedIn} />;
}
