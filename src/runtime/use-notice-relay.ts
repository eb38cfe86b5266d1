import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import type { NoticeEvent } from '../../machines/notices/notices.machine.ts';
import { useAppSystem } from './app-system-context.tsx';

/** A screen's own actor (not a child of the root) emits its banners; they go to the notices actor here. */
export function useNoticeRelay(actor: AnyActorRef | undefined): void {
  const { system } = useAppSystem();
  useEffect(() => {
    if (!actor) return;
    const relay = (event: NoticeEvent) => system.notices.send(event);
    const subscriptions = [actor.on('notice.success', relay), actor.on('notice.error', relay)];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, system.notices]);
}
