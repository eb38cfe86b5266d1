/**
 * The `/inspector` route (docs/inspector.md). The page's actors always report to the inspection log;
 * the inspector shows only while the page may be inspected (development, or a staff user), and its
 * charts (ELK, the machine catalogue) load only then, in their own chunk.
 */
import { Suspense, useSyncExternalStore } from 'react';
import { NotFoundScreen } from '../features/not-found/not-found-screen.tsx';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { lazyScreen } from './lazy-screen.ts';

const InspectorView = lazyScreen(
  () => import('../features/inspector/inspector-view.tsx'),
  (module) => module.InspectorView,
);

/** The inspector in a window of its own beside this page, which keeps running (docs/decisions/200). */
export const INSPECTOR_WINDOW_URL = '/inspector/window';
const openInspectorWindow = () => window.open(INSPECTOR_WINDOW_URL, 'inspector', 'popup,width=1280,height=860');

export function InspectorScreen() {
  const { inspection } = useAppSystem();
  const log = useSyncExternalStore(
    (listener) => inspection?.subscribe(listener) ?? (() => undefined),
    () => inspection?.log(),
  );
  const allowed = useSyncExternalStore(
    (listener) => inspection?.subscribe(listener) ?? (() => undefined),
    () => log?.recording() ?? false,
  );
  if (!log || !allowed) return <NotFoundScreen />;
  return (
    <Suspense fallback={<p className="page">Loading the inspector…</p>}>
      <InspectorView live={log} onOpenWindow={openInspectorWindow} />
    </Suspense>
  );
}
