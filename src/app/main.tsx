import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApi } from '../api/call.ts';
import { loadRuntimeConfig } from '../api/runtime-config.ts';
import '../ui/theme.css';
import { App } from './app.tsx';
import { createWindowInspectionLog, inspectionRequested } from './inspector.ts';
import { createPersistedStore, createStorage } from './persistence.ts';
import { EMPTY_SHELL_STATE, createAppSystem, parseShellState } from './system.ts';

const SHELL_STATE_KEY = 'shell';

async function start() {
  const inspection = inspectionRequested(location.search, import.meta.env.DEV) ? createWindowInspectionLog(window) : undefined;
  const [config, storage] = await Promise.all([loadRuntimeConfig(), createStorage()]);
  const store = createPersistedStore({ storage, key: SHELL_STATE_KEY, parse: parseShellState });
  const stored = (await store.load()) ?? EMPTY_SHELL_STATE;
  const api = createApi({
    config,
    // SEAM: the session actor (auth task) provides the token and handles 401s.
    getToken: () => null,
    onUnauthorized: () => undefined,
  });
  const system = createAppSystem({ api, domain: location.hostname, store, stored, inspect: inspection?.inspect });
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root');
  createRoot(rootElement).render(
    <StrictMode>
      <App system={system} inspection={inspection} />
    </StrictMode>,
  );
}

void start();
