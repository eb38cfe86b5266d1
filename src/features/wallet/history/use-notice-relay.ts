import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import type { NoticeEvent } from '../../../../machines/notices/notices.machine.ts';
import { useAppSystem } from '../../../runtime/app-system-context.tsx';

/**
 * A screen's own actor (not a child of the root) emits its banners; they are handed to the notices
 * actor here, as the root actor does for its children.
 */
export function useNoticeRelay(actor: AnyActorRef): void {
  const { system } = useAppSystem();
  useEffect(() => {
    const relay = (event: NoticeEvent) => system.notices.send(event);
    const subscriptions = [actor.on('notice.success', relay), actor.on('notice.error', relay)];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, system.notices]);
}
