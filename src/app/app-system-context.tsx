import { createContext, useContext } from 'react';
import type { AppSystem } from './system.ts';
import type { InspectionLog } from './inspector.ts';

export interface AppContextValue {
  system: AppSystem;
  /** Present when this page load is inspected (dev, or `?inspect`). */
  inspection?: InspectionLog;
}

export const AppSystemContext = createContext<AppContextValue | null>(null);

export function useAppSystem(): AppContextValue {
  const value = useContext(AppSystemContext);
  if (!value) throw new Error('useAppSystem is used outside <App>');
  return value;
}
