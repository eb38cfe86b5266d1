/**
 * The inspector's own window, /inspector/window (docs/decisions/200): main.tsx starts none of the
 * product there (no actors, no shell, nothing fetched);
 * the inspector follows a live tab of the product through the BroadcastChannel. Only a tab that
 * records (development, or a staff user) posts, so for anyone else it stays empty.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CompanionInspector } from '../features/inspector/companion.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
document.documentElement.classList.add('inspector-window');
createRoot(root).render(
  <StrictMode>
    <CompanionInspector />
  </StrictMode>,
);
