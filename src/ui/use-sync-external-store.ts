// React 19's own useSyncExternalStore, given to the libraries that still import the shim for React
// 17 (`use-sync-external-store/shim`: @xstate/react, wouter). The shim's fallback code is dead on
// React 19 but was part of Home's first load (vite.config.ts; docs/decisions/230).
export { useSyncExternalStore } from 'react';
