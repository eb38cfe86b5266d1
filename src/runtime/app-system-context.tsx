import { createContext, useContext } from 'react';
import type { AppSystem } from './system.ts';
import type { InspectionPort } from './inspection-port.ts';

export interface AppContextValue {
  system: AppSystem;
  /** Where every actor reports (./inspection-port.ts); it records only while the page may be inspected. */
  inspection?: InspectionPort;
}

export const AppSystemContext = createContext<AppContextValue | null>(null);

export function useAppSystem(): AppContextValue {
  const value = useContext(AppSystemContext);
  if (!value) throw new Error('useAppSystem is used outside <App>');
  return value;
}
