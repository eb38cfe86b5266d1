import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initialPersistedState } from '../../machines/persistence/persisted-state.ts';
import { loadRuntimeConfig } from '../api/runtime-config.ts';
import { prepareFormatters } from '../ui/format.ts';
import { inNextTask } from '../ui/in-next-task.tsx';
import '../ui/theme.css';
import { App } from './app.tsx';
import { loadCssSanitizer } from './shell/operator-css.tsx';
import { createInspectionPort } from '../runtime/inspection-port.ts';
import { takeNoticeAfterRestart, restartSignedOut } from './restart-notice.ts';
import { createAppStateStore, createStorage } from '../runtime/persistence.ts';
import { createAppSystem } from '../runtime/system.ts';

async function start() {
  // Every actor reports to the inspector; it records only while the page may be inspected (dev, or a staff user).
  const inspection = createInspectionPort(import.meta.env.DEV);
  const [config, storage] = await Promise.all([loadRuntimeConfig(), createStorage(), prepareFormatters()]);
  const store = createAppStateStore(storage);
  const stored = (await store.load()) ?? initialPersistedState;
  // The operator's CSS of the last visit is applied from the first render: its sanitiser loads now.
  if (hasOperatorCss(stored.common.siteSettings)) void loadCssSanitizer().catch(() => undefined);
  // Development or a staff user: the log is loaded before the actors exist, so it sees them all.
  await inspection.allowFor(stored.auth.user);
  // Reading the stored state and creating the system are tasks of their own.
  await inNextTask(() => undefined);
  const system = createAppSystem({
    config,
    domain: location.hostname,
    path: location.pathname,
    store,
    stored,
    // Only once the user accepted notifications: its code is not in the first load.
    subscribeBrowserToPush: async (api) => (await import('../runtime/wiring/push-subscription.ts')).subscribeBrowserToPush(api),
    restartSignedOut: (message) => restartSignedOut(window, message),
    inspect: inspection.inspect,
  });
  system.session.subscribe(({ context }) => void inspection.allowFor(context.user));
  // Creating the actors, starting them and the first render are each a task of their own.
  await inNextTask(system.start);
  const notice = takeNoticeAfterRestart(window);
  if (notice) system.notices.send({ type: 'notice.error', message: notice });
  await inNextTask(() => undefined);
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root');
  createRoot(rootElement).render(
    <StrictMode>
      <App system={system} inspection={inspection} />
    </StrictMode>,
  );
}

const hasOperatorCss = (settings: unknown): boolean =>
  typeof settings === 'object' && settings !== null && typeof (settings as { front_css?: unknown }).front_css === 'string' && (settings as { front_css: string }).front_css !== '';

// The inspector's own window (docs/decisions/200) starts none of the product: it follows a live tab.
if (location.pathname === '/inspector/window') void import('./inspector-window.tsx');
else void start();
