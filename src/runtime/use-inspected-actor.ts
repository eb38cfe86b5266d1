import { useActorRef } from '@xstate/react';
import type { ActorOptions, ActorRefFrom, AnyActorLogic } from 'xstate';
import { useAppSystem } from './app-system-context.tsx';

/**
 * `useActorRef` for an actor a screen creates: it reports to the page's inspector and event journal
 * like the long-lived ones (when the page records: development, or a staff user; docs/inspector.md).
 */
export function useInspectedActorRef<TLogic extends AnyActorLogic>(logic: TLogic, options: ActorOptions<TLogic> = {}): ActorRefFrom<TLogic> {
  const { inspection } = useAppSystem();
  const create = useActorRef as (logic: TLogic, options: ActorOptions<TLogic>) => ActorRefFrom<TLogic>;
  return create(logic, { ...options, inspect: inspection?.inspect });
}
