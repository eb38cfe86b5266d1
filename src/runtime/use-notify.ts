import { useMemo } from 'react';
import type { Message } from '../../machines/shared/message.ts';
import { useAppSystem } from './app-system-context.tsx';

/** Toasts for the views: banners of the notices actor. */
export function useNotify() {
  const { system } = useAppSystem();
  return useMemo(
    () => ({
      error: (message: Message) => system.notices.send({ type: 'notice.error', message }),
      success: (message: Message) => system.notices.send({ type: 'notice.success', message }),
    }),
    [system.notices],
  );
}
