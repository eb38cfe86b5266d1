/**
 * The route guard runs here, in one place, on every navigation (spec §2 "Route guard"): it closes
 * any open menu or modal (the ui actor) and applies `guardRoute` (machines/router/route-guard.ts):
 * redirects with history replace, and an `?auth=` token is handed to the session and removed from
 * the address at once (design §8).
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AUTH_QUERY_PARAM, guardRoute } from '../../machines/router/route-guard.ts';
import { selectSignedIn } from '../../machines/session/session-selectors.ts';
import type { SiteSnapshot } from '../../machines/site/site.machine.ts';
import { selectUnderMaintenance } from '../../machines/site/site.machine.ts';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { selectLastLoginAt } from './session-view.ts';

/** False until the site version is known: nothing is decided about maintenance before. */
const selectMaintenanceKnown = (snapshot: SiteSnapshot) => !snapshot.matches('checkingVersion');

export function RouteGuard() {
  const { system } = useAppSystem();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const underMaintenance = useSelector(system.site, selectUnderMaintenance);
  const maintenanceKnown = useSelector(system.site, selectMaintenanceKnown);
  const signedIn = useSelector(system.session, selectSignedIn);
  const lastLoginAt = useSelector(system.session, selectLastLoginAt);

  useEffect(() => {
    system.ui.send({ type: 'location.changed' });
  }, [path, system.ui]);

  useEffect(() => {
    const user = lastLoginAt === undefined ? null : { lastLoginAt };
    const result = guardRoute({ path, search, signedIn, user, underMaintenance });
    if (result.storeAuthToken) system.session.send({ type: 'session.authToken', token: result.storeAuthToken });
    // Before the version is known, Maintenance is not left (it may be right); a stored token goes Home at once.
    const redirect = maintenanceKnown || result.storeAuthToken ? result.redirect : undefined;
    if (redirect !== undefined) navigate(redirect, { replace: true });
    else if (result.stripAuthQuery) navigate(path + withoutAuthQuery(search), { replace: true });
  }, [path, search, signedIn, lastLoginAt, maintenanceKnown, underMaintenance, navigate, system.session]);

  return null;
}

function withoutAuthQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(AUTH_QUERY_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
