/**
 * The route guard runs here, in one place, on every navigation (spec §2 "Route guard"): it closes
 * any open menu or modal (the ui actor) and redirects, with history replace, where the rules say.
 *
 * SEAM: `guardRoute` of machines/router/route-guard.ts had not landed when this was written.
 * `interimGuardRoute` below applies the rules the shell can already know (maintenance, and the
 * signed-in rule through the session seam); swap it for `guardRoute` when the router lands.
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { SiteSnapshot } from '../../machines/site/site.machine.ts';
import { selectUnderMaintenance } from '../../machines/site/site.machine.ts';
import { useAppSystem } from './app-system-context.tsx';
import { useSessionView } from './session-view.ts';

export const MAINTENANCE_PATH = '/maintenance';
const HOME_PATH = '/';
const SIGNED_OUT_ONLY_PATHS = new Set(['/login', '/sign-up', '/forgot-password', '/forget-password']);

export interface GuardInput {
  path: string;
  /** False until the site version is known: nothing is decided about maintenance before. */
  maintenanceKnown: boolean;
  underMaintenance: boolean;
  signedIn: boolean;
}

/** Where to go instead of `path`, or null to stay. */
export function interimGuardRoute({ path, maintenanceKnown, underMaintenance, signedIn }: GuardInput): string | null {
  if (underMaintenance) return path === MAINTENANCE_PATH ? null : MAINTENANCE_PATH;
  if (path === MAINTENANCE_PATH) return maintenanceKnown ? HOME_PATH : null;
  if (signedIn && SIGNED_OUT_ONLY_PATHS.has(path)) return HOME_PATH;
  return null;
}

const selectMaintenanceKnown = (snapshot: SiteSnapshot) => !snapshot.matches('checkingVersion');

export function RouteGuard() {
  const { system } = useAppSystem();
  const [path, navigate] = useLocation();
  const underMaintenance = useSelector(system.site, selectUnderMaintenance);
  const maintenanceKnown = useSelector(system.site, selectMaintenanceKnown);
  const signedIn = useSessionView().status === 'signedIn';

  useEffect(() => {
    system.ui.send({ type: 'location.changed' });
  }, [path, system.ui]);

  useEffect(() => {
    const redirect = interimGuardRoute({ path, maintenanceKnown, underMaintenance, signedIn });
    if (redirect !== null) navigate(redirect, { replace: true });
  }, [path, maintenanceKnown, underMaintenance, signedIn, navigate]);

  return null;
}
